import { FilterChips } from "../../components/list/FilterChips";
import { vendorChips, type VendorChip } from "./vendorOptions";

const options = vendorChips.map((c) => ({ value: c.label, label: c.label }));

/** The category chips (All Vendors, Consulting, Advertising, Digital, Fundraising,
 * Polling); `active` is the selected chip (none when the category filter is a
 * category without a chip). */
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
    <FilterChips
      label="Vendor categories"
      options={options}
      value={active?.label}
      onChange={(label) => onSelect(vendorChips.find((c) => c.label === label) ?? vendorChips[0])}
      disabled={disabled}
      justify={justify}
    />
  );
}
