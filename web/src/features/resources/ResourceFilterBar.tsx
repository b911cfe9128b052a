import { Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ResourceFilterBar_facets$key } from "../../__generated__/ResourceFilterBar_facets.graphql";
import { resourceCategoryLabel, resourceChipCategories, type ResourceCategory } from "./resourceLabels";
import { hasActiveResourceFilters, type ResourceFilters } from "./resourceFilters";

const fragment = graphql`
  fragment ResourceFilterBar_facets on ResourceFacets {
    categories {
      value
      label
      count
    }
  }
`;

/** Debounces the search box: the URL changes 300 ms after the last keystroke;
 * outside changes (Reset, Back, a chip) replace the text. */
function useDebouncedSearch(value: string, commit: (q: string) => void, delay = 300) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    clearTimeout(timer.current);
    setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== value.trim()) commitRef.current(next);
    }, delay);
  };
  return [text, change] as const;
}

/** Category chips (Strategy, Fundraising, GOTV, Media, Digital), search over title,
 * description and content, the category dropdown built from the data, Reset. */
export function ResourceFilterBar({
  facets: facetsKey,
  filters,
  onChange,
  onReset,
}: {
  facets: ResourceFilterBar_facets$key;
  filters: ResourceFilters;
  onChange: (next: ResourceFilters, opts?: { replace?: boolean }) => void;
  onReset: () => void;
}) {
  const facets = useFragment(fragment, facetsKey);
  const [text, setText] = useDebouncedSearch(filters.q, (q) => onChange({ ...filters, q }, { replace: true }));
  const setCategory = (category: ResourceCategory | "") => onChange({ ...filters, q: text, category });
  const options = facets.categories.filter((c) => c.value !== "").map((c) => ({ value: c.value, label: `${c.label} (${c.count})` }));
  if (filters.category && !options.some((o) => o.value === filters.category)) {
    options.unshift({ value: filters.category, label: resourceCategoryLabel(filters.category) });
  }

  return (
    <Stack gap="4" as="section" aria-label="Filter resources">
      <HStack gap="2" wrap="wrap" role="group" aria-label="Categories">
        {resourceChipCategories.map((c) => {
          const active = filters.category === c;
          return (
            <Button
              key={c}
              size="sm"
              rounded="full"
              variant={active ? "solid" : "outline"}
              aria-pressed={active}
              onClick={() => setCategory(active ? "" : c)}
            >
              {resourceCategoryLabel(c)}
            </Button>
          );
        })}
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
        <Box gridColumn={{ md: "span 2" }}>
          <Field.Root>
            <Field.Label fontSize="sm">Search resources</Field.Label>
            <Input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") onChange({ ...filters, q: text }, { replace: true });
              }}
              placeholder="Search titles, descriptions and guides"
              maxLength={200}
            />
          </Field.Root>
        </Box>
        <Field.Root>
          <Field.Label fontSize="sm">Category</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={filters.category} onChange={(e) => setCategory(e.target.value as ResourceCategory | "")}>
              <option value="">All Categories</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <HStack>
        <Button size="sm" variant="ghost" onClick={onReset} disabled={!hasActiveResourceFilters(filters) && text === ""}>
          Reset
        </Button>
      </HStack>
    </Stack>
  );
}
