import { NativeSelect } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormField } from "./form-field";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A labelled native select inside `FormField` (label, required indicator,
 * helper/error text, aria-invalid). `placeholder` adds a first option with the
 * value "" (e.g. "Select a category"). */
export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  placeholder,
  error,
  helperText,
  required,
}: {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<SelectOption>;
  placeholder?: string;
  error?: string | null;
  helperText?: ReactNode;
  required?: boolean;
}) {
  return (
    <FormField label={label} error={error} required={required} helperText={helperText}>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
