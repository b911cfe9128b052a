import { Button, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { VendorFilterBar_facets$key } from "../../__generated__/VendorFilterBar_facets.graphql";
import { FilterBar } from "../../components/list/FilterBar";
import { SearchInput } from "../../components/list/SearchInput";
import { VerifiedOnly } from "../../components/list/VerifiedOnly";
import type { SetFilterOptions } from "../../components/list/useUrlFilters";
import { facetOptions, SelectField } from "../../components/ui/select-field";
import { directoryFilters, type DirectoryFilters } from "./directoryParams";
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

/** The directory's controls (the list kit's FilterBar): chips, search (debounced),
 * category / location / affiliation dropdowns built from the facets (with counts),
 * sort and "Reset Filters"; on a phone the search box and "Filters (n)", whose
 * drawer offers each filter once (category as its dropdown, not the chips too).
 * `extra` (a vendor's "Set Up Vendor Profile") follows the bar. Every change goes
 * through `onChange` (useUrlFilters' `set`). */
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

  const selects = (
    <>
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
    </>
  );

  return (
    <Stack gap="4">
      <FilterBar
        label="Vendor filters"
        before={<VendorChips active={activeChip(filters.category)} onSelect={(chip) => onChange({ category: chipParam(chip) })} />}
        search={
          <SearchInput
          hideLabel="narrow"
            label="Search vendors"
            size="sm"
            value={filters.q}
            onCommit={(q) => onChange({ q }, { replace: true })}
            placeholder="Search by name or description..."
          />
        }
        after={
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
              {selects}
            </SimpleGrid>
            <HStack justify="space-between" flexWrap="wrap">
              <VerifiedOnly checked={!!filters.verified} onChange={(on) => onChange({ verified: on ? "true" : "" })} />
              <Button size="sm" variant="ghost" onClick={onReset}>
                Reset Filters
              </Button>
            </HStack>
          </Stack>
        }
        drawer={
          <>
            {selects}
            <VerifiedOnly checked={!!filters.verified} onChange={(on) => onChange({ verified: on ? "true" : "" })} />
          </>
        }
        active={directoryFilters.activeCount(filters, ["q"])}
        onReset={onReset}
      />
      {extra}
    </Stack>
  );
}
