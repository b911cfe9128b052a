import { Button, HStack, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { FilterBar } from "../../components/list/FilterBar";
import { FilterChips } from "../../components/list/FilterChips";
import type { SetFilterOptions } from "../../components/list/useUrlFilters";
import { FormField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { availabilityChips, peopleFilters, type PeopleFilters } from "./peopleFilters";
import { placeOptions, roleOptions } from "./peopleLabels";

/** /people's filter bar (the list kit's FilterBar): availability chips (any time,
 * available now) stay on screen at every width; "Available by" (a day), role, state
 * and Reset show from md up, in the "Filters (n)" drawer below. */
export function PeopleFilterBar({
  filters,
  onChange,
  onReset,
}: {
  filters: PeopleFilters;
  onChange: (patch: Partial<PeopleFilters>, opts?: SetFilterOptions) => void;
  onReset: () => void;
}) {
  const active = peopleFilters.isActive(filters);
  const byDate = filters.available !== "" && filters.available !== "now" ? filters.available : "";
  const selects = (
    <>
      <FormField label="Available by" size="sm">
        <Input type="date" size="sm" value={byDate} onChange={(e) => onChange({ available: e.target.value })} />
      </FormField>
      <SelectField label="Role" size="sm" placeholder="All Roles" value={filters.role} options={roleOptions} onChange={(role) => onChange({ role })} />
      <SelectField label="State" size="sm" placeholder="All States" value={filters.state} options={placeOptions} onChange={(state) => onChange({ state })} />
    </>
  );
  return (
    <FilterBar
      label="Filter people"
      search={
        <FilterChips
          label="Availability"
          options={availabilityChips}
          value={filters.available === "" || filters.available === "now" ? filters.available : undefined}
          onChange={(available) => onChange({ available })}
        />
      }
      after={
        <Stack gap="4">
          <SimpleGrid columns={{ base: 2, lg: 3 }} gap="3" alignItems="end">
            {selects}
          </SimpleGrid>
          <HStack>
            <Button size="sm" variant="ghost" onClick={onReset} disabled={!active}>
              Reset
            </Button>
          </HStack>
        </Stack>
      }
      drawer={selects}
      active={peopleFilters.activeCount(filters, ["available"])}
      onReset={onReset}
      resetDisabled={!active}
    />
  );
}
