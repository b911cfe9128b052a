import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** Label + control + helper/error text, wired for accessibility by Chakra's Field
 * (label `for`, `aria-invalid`, `aria-describedby`). Put the control as the child. */
export function FormField({
  label,
  error,
  required,
  helperText,
  children,
}: {
  label: ReactNode;
  error?: string | null;
  required?: boolean;
  helperText?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
