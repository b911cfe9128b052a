import { NativeSelect } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormField } from "./form-field";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A labelled native select inside `FormField` (label, required indicator,
 * helper/error text, aria-invalid). `placeholder` adds a first option with the
 * value "" (e.g. "Select a category" in a form, "All Locations" in a filter bar).
 * Filter bars use `size="sm"`; `hideLabel` keeps the label for screen readers only. */
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
  size,
  hideLabel,
  bg,
}: {
  label: ReactNode;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<SelectOption>;
  placeholder?: string;
  error?: string | null;
  helperText?: ReactNode;
  required?: boolean;
  size?: "sm" | "md";
  hideLabel?: boolean;
  bg?: string;
}) {
  return (
    <FormField label={label} error={error} required={required} helperText={helperText} size={size} hideLabel={hideLabel}>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)} bg={bg}>
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

/** A filter dropdown's options from facet values (value, label, count from the
 * server). Empty values ("Unknown location") cannot be filtered on and are left out.
 * The selected value stays selectable, at the end, when no facet lists it any more
 * (a shared link to a value that has no records now), labelled by `label`. The
 * facets' own labels come from the server. `counts` adds " (n)". */
export function facetOptions(
  facets: ReadonlyArray<{ readonly value: string; readonly label: string; readonly count?: number }>,
  selected: string,
  { label, counts = false }: { label?: (value: string) => string; counts?: boolean } = {},
): SelectOption[] {
  const options = facets
    .filter((f) => f.value !== "")
    .map((f) => ({ value: f.value, label: counts && f.count !== undefined ? `${f.label} (${f.count})` : f.label }));
  if (selected && !options.some((o) => o.value === selected)) options.push({ value: selected, label: label ? label(selected) : selected });
  return options;
}
