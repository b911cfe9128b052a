import { Button, HStack } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ResourceFilterBar_facets$key } from "../../__generated__/ResourceFilterBar_facets.graphql";
import { FilterBar } from "../../components/list/FilterBar";
import { FilterChips } from "../../components/list/FilterChips";
import { SearchInput } from "../../components/list/SearchInput";
import type { SetFilterOptions } from "../../components/list/useUrlFilters";
import { facetOptions, SelectField } from "../../components/ui/select-field";
import { resourceCategoryLabel, resourceChipCategories } from "./resourceLabels";
import { hasActiveResourceFilters, resourceCategory, type ResourceFilters } from "./resourceFilters";

const fragment = graphql`
  fragment ResourceFilterBar_facets on ResourceFacets {
    categories {
      value
      label
      count
    }
  }
`;

const chips = resourceChipCategories.map((c) => ({ value: c, label: resourceCategoryLabel(c) }));

/** Category chips (Strategy, Fundraising, GOTV, Media, Digital; pressing the selected
 * one clears it), search over title, description and content, the category dropdown
 * built from the data, Reset. All from the list kit; on a phone the search box and
 * "Filters (n)", whose drawer offers the category once (its dropdown). */
export function ResourceFilterBar({
  facets: facetsKey,
  filters,
  set,
  reset,
}: {
  facets: ResourceFilterBar_facets$key;
  filters: ResourceFilters;
  set: (patch: Partial<ResourceFilters>, opts?: SetFilterOptions) => void;
  reset: () => void;
}) {
  const facets = useFragment(fragment, facetsKey);
  const category = resourceCategory(filters);
  const select = (
    <SelectField
      label="Category"
      name="category"
      size="sm"
      value={category}
      onChange={(c) => set({ category: c })}
      options={facetOptions(facets.categories, category, { label: resourceCategoryLabel, counts: true })}
      placeholder="All Categories"
    />
  );
  return (
    <FilterBar
      label="Filter resources"
      before={<FilterChips label="Categories" options={chips} value={category} onChange={(c) => set({ category: c === category ? "" : c })} />}
      search={
        <SearchInput
          hideLabel="narrow"
          label="Search resources"
          value={filters.q}
          onCommit={(q) => set({ q }, { replace: true })}
          placeholder="Search titles, descriptions and guides"
          size="sm"
        />
      }
      beside={select}
      after={
        <HStack>
          <Button size="sm" variant="ghost" onClick={reset} disabled={!hasActiveResourceFilters(filters)}>
            Reset
          </Button>
        </HStack>
      }
      drawer={select}
      active={category ? 1 : 0}
      onReset={reset}
      resetDisabled={!hasActiveResourceFilters(filters)}
    />
  );
}
