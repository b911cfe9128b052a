import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** Label + control + helper/error text, wired for accessibility by Chakra's Field
 * (label `for`, `aria-invalid`, `aria-describedby`). Put the control as the child. */
export function FormField({
  label,
  error,
  required,
  helperText,
  size,
  hideLabel,
  children,
}: {
  label: ReactNode;
  error?: string | null;
  required?: boolean;
  helperText?: ReactNode;
  /** "sm": a small label (filter bars). */
  size?: "sm" | "md";
  /** The label is read by screen readers only; "narrow": only below the md breakpoint. */
  hideLabel?: boolean | "narrow";
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label srOnly={hideLabel === "narrow" ? { base: true, md: false } : hideLabel} fontSize={size === "sm" ? "sm" : undefined}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
