import { Button, HStack } from "@chakra-ui/react";

export interface ChipOption {
  readonly value: string;
  readonly label: string;
}

/** A row of filter chips: toggle buttons (aria-pressed) in a labelled group, one of
 * them selected (`value`; none when no chip has it). A chip whose value is "" is the
 * "all" chip ("All Jobs"). */
export function FilterChips({
  label,
  options,
  value,
  onChange,
  disabled,
  justify,
}: {
  /** The group's accessible name ("Political affiliation"). */
  label: string;
  options: ReadonlyArray<ChipOption>;
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  justify?: "center" | "flex-start";
}) {
  return (
    <HStack role="group" aria-label={label} gap="2" wrap="wrap" justify={justify}>
      {options.map((o) => {
        const selected = o.value === value;
        return (
          <Button
            key={o.label}
            size="sm"
            rounded="full"
            variant={selected ? "solid" : "outline"}
            aria-pressed={selected}
            disabled={disabled}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </Button>
        );
      })}
    </HStack>
  );
}
