import { Button, HStack } from "@chakra-ui/react";
import { vendorChips, type VendorChip } from "./vendorOptions";

/** The category chips (All Vendors, Consulting, Advertising, Digital, Fundraising,
 * Polling) as toggle buttons; `active` is the selected chip (none when the
 * category filter is a category without a chip). */
export function VendorChips({
  active,
  onSelect,
  disabled,
  justify,
}: {
  active: VendorChip | undefined;
  onSelect: (chip: VendorChip) => void;
  disabled?: boolean;
  justify?: "center" | "flex-start";
}) {
  return (
    <HStack role="group" aria-label="Vendor categories" gap="2" wrap="wrap" justify={justify}>
      {vendorChips.map((chip) => {
        const selected = active?.label === chip.label;
        return (
          <Button
            key={chip.label}
            size="sm"
            rounded="full"
            variant={selected ? "solid" : "outline"}
            aria-pressed={selected}
            disabled={disabled}
            onClick={() => onSelect(chip)}
          >
            {chip.label}
          </Button>
        );
      })}
    </HStack>
  );
}
