import { Button, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { VendorFilterBar_facets$key } from "../../__generated__/VendorFilterBar_facets.graphql";
import { SearchInput } from "../../components/list/SearchInput";
import type { SetFilterOptions } from "../../components/list/useUrlFilters";
import { facetOptions, SelectField } from "../../components/ui/select-field";
import type { DirectoryFilters } from "./directoryParams";
import { VendorChips } from "./VendorChips";
import { activeChip, categoryFromParam, chipParam, vendorAffiliationLabel, vendorCategoryLabel } from "./vendorOptions";

const fragment = graphql`
  fragment VendorFilterBar_facets on VendorFacets {
    categories {
      value
      label
      count
    }
    locations {
      value
      label
      count
    }
    affiliations {
      value
      label
      count
    }
  }
`;

const sortOptions = [
  { value: "name", label: "Name A-Z" },
  { value: "newest", label: "Most Recent" },
];

/** The directory's controls: chips, search (debounced), category / location /
 * affiliation dropdowns built from the facets (with counts), sort and "Reset
 * Filters". Every change goes through `onChange` (useUrlFilters' `set`). */
export function VendorFilterBar({
  facets: key,
  filters,
  onChange,
  onReset,
  extra,
}: {
  facets: VendorFilterBar_facets$key;
  filters: DirectoryFilters;
  onChange: (patch: Partial<DirectoryFilters>, opts?: SetFilterOptions) => void;
  onReset: () => void;
  extra?: ReactNode;
}) {
  const facets = useFragment(fragment, key);
  const category = categoryFromParam(filters.category);

  return (
    <Stack gap="4" as="section" aria-label="Vendor filters">
      <VendorChips active={activeChip(filters.category)} onSelect={(chip) => onChange({ category: chipParam(chip) })} />
      <SearchInput
        label="Search vendors"
        size="sm"
        value={filters.q}
        onCommit={(q) => onChange({ q }, { replace: true })}
        placeholder="Search by name or description..."
      />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <SelectField
          label="Category"
          name="category"
          size="sm"
          placeholder="All Categories"
          value={category}
          options={facetOptions(facets.categories, category, { label: vendorCategoryLabel, counts: true })}
          onChange={(v) => onChange({ category: v })}
        />
        <SelectField
          label="Location"
          name="location"
          size="sm"
          placeholder="All Locations"
          value={filters.location}
          options={facetOptions(facets.locations, filters.location, { counts: true })}
          onChange={(v) => onChange({ location: v })}
        />
        <SelectField
          label="Affiliation"
          name="affiliation"
          size="sm"
          placeholder="All Affiliations"
          value={filters.affiliation}
          options={facetOptions(facets.affiliations, filters.affiliation, { label: vendorAffiliationLabel, counts: true })}
          onChange={(v) => onChange({ affiliation: v })}
        />
        <SelectField
          label="Sort by"
          name="sort"
          size="sm"
          value={filters.sort}
          options={sortOptions}
          onChange={(v) => onChange({ sort: v === "newest" ? "newest" : "name" })}
        />
      </SimpleGrid>
      <HStack justify="space-between" gap="3" wrap="wrap">
        {extra}
        <Button size="sm" variant="ghost" onClick={onReset} ms="auto">
          Reset Filters
        </Button>
      </HStack>
    </Stack>
  );
}
