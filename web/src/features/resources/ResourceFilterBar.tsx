import { Box, Button, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ResourceFilterBar_facets$key } from "../../__generated__/ResourceFilterBar_facets.graphql";
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
 * built from the data, Reset. All from the list kit. */
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
  return (
    <Stack gap="4" as="section" aria-label="Filter resources">
      <FilterChips label="Categories" options={chips} value={category} onChange={(c) => set({ category: c === category ? "" : c })} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
        <Box gridColumn={{ md: "span 2" }}>
          <SearchInput
            label="Search resources"
            value={filters.q}
            onCommit={(q) => set({ q }, { replace: true })}
            placeholder="Search titles, descriptions and guides"
            size="sm"
          />
        </Box>
        <SelectField
          label="Category"
          name="category"
          size="sm"
          value={category}
          onChange={(c) => set({ category: c })}
          options={facetOptions(facets.categories, category, { label: resourceCategoryLabel, counts: true })}
          placeholder="All Categories"
        />
      </SimpleGrid>
      <HStack>
        <Button size="sm" variant="ghost" onClick={reset} disabled={!hasActiveResourceFilters(filters)}>
          Reset
        </Button>
      </HStack>
    </Stack>
  );
}
