import { Button, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import type { JobFilters_facets$key } from "../../__generated__/JobFilters_facets.graphql";
import { FilterBar } from "../../components/list/FilterBar";
import { FilterChips } from "../../components/list/FilterChips";
import { SearchInput } from "../../components/list/SearchInput";
import { VerifiedOnly } from "../../components/list/VerifiedOnly";
import type { SetFilterOptions } from "../../components/list/useUrlFilters";
import { facetOptions, SelectField } from "../../components/ui/select-field";
import { jobAffiliationLabel, jobTypeLabel, workplaceOptions } from "./jobLabels";
import { affiliationChips, boardFilters, hasActiveFilters, type BoardFilters, type BoardSort } from "./boardFilters";

const fragment = graphql`
  fragment JobFilters_facets on JobFacets {
    locations {
      value
      label
      count
    }
    jobTypes {
      value
      label
      count
    }
    politicalAffiliations {
      value
      label
      count
    }
  }
`;

const sortOptions = [
  { value: "newest", label: "Newest" },
  { value: "oldest", label: "Oldest" },
];

/** The board's filter bar (the list kit's FilterBar): affiliation chips, search,
 * location / job type / affiliation dropdowns built from the data, workplace
 * (On-site, Hybrid, Remote), sort, Reset. On a phone: the search box and
 * "Filters (n)", whose drawer offers each filter once (affiliation as its dropdown,
 * not the chips too). Changes go to `onChange` (useUrlFilters' `set`). */
export function JobFilters({
  facets: facetsKey,
  filters,
  onChange,
  onReset,
}: {
  facets: JobFilters_facets$key;
  filters: BoardFilters;
  onChange: (patch: Partial<BoardFilters>, opts?: SetFilterOptions) => void;
  onReset: () => void;
}) {
  const facets = useFragment(fragment, facetsKey);
  const selects = (
    <>
      <SelectField
        label="Location"
        size="sm"
        placeholder="All Locations"
        value={filters.location}
        options={facetOptions(facets.locations, filters.location)}
        onChange={(location) => onChange({ location })}
      />
      <SelectField
        label="Job type"
        size="sm"
        placeholder="All Job Types"
        value={filters.type}
        options={facetOptions(facets.jobTypes, filters.type, { label: jobTypeLabel })}
        onChange={(type) => onChange({ type })}
      />
      <SelectField
        label="Affiliation"
        size="sm"
        placeholder="All Affiliations"
        value={filters.affiliation}
        options={facetOptions(facets.politicalAffiliations, filters.affiliation, { label: jobAffiliationLabel })}
        onChange={(affiliation) => onChange({ affiliation })}
      />
      <SelectField
        label="Workplace"
        size="sm"
        placeholder="All Workplaces"
        value={filters.workplace}
        options={workplaceOptions}
        onChange={(workplace) => onChange({ workplace })}
      />
      <SelectField
        label="Sort by"
        size="sm"
        value={filters.sort}
        options={sortOptions}
        onChange={(sort) => onChange({ sort: sort as BoardSort })}
      />
    </>
  );
  return (
    <FilterBar
      label="Filter jobs"
      before={
        <FilterChips
          label="Political affiliation"
          options={affiliationChips}
          value={filters.affiliation}
          onChange={(affiliation) => onChange({ affiliation })}
        />
      }
      search={
        <SearchInput
          hideLabel="narrow"
          label="Search jobs"
          size="sm"
          value={filters.q}
          onCommit={(q) => onChange({ q }, { replace: true })}
          placeholder="Search by title, organization or description"
        />
      }
      after={
        <Stack gap="4">
          <SimpleGrid columns={{ base: 2, lg: 5 }} gap="3" alignItems="end">
            {selects}
          </SimpleGrid>
          <HStack justify="space-between" flexWrap="wrap">
            <VerifiedOnly checked={!!filters.verified} onChange={(on) => onChange({ verified: on ? "true" : "" })} />
            <Button size="sm" variant="ghost" onClick={onReset} disabled={!hasActiveFilters(filters)}>
              Reset
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
      active={boardFilters.activeCount(filters, ["q"])}
      onReset={onReset}
      resetDisabled={!hasActiveFilters(filters)}
    />
  );
}
