import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Field, Box } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { JobFilters_facets$key } from "../../__generated__/JobFilters_facets.graphql";
import { jobAffiliationLabel, jobTypeLabel, workplaceOptions } from "./jobLabels";
import { affiliationChips, hasActiveFilters, type BoardFilters } from "./boardFilters";

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

type Option = { value: string; label: string };

/** Facet values as options. Empty values ("Unknown location") cannot be
 * filtered on, so they are left out; the current value stays selectable even
 * when no open job has it any more. */
export function facetOptions(
  facets: ReadonlyArray<{ value: string; label: string }>,
  current: string,
  labelFor: (value: string) => string = (v) => v,
): Option[] {
  const options = facets.filter((f) => f.value !== "").map((f) => ({ value: f.value, label: f.label }));
  if (current && !options.some((o) => o.value === current)) options.unshift({ value: current, label: labelFor(current) });
  return options;
}

function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{allLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Debounces the search box: the URL (and so the query) changes 300 ms after
 * the last keystroke. External changes (Reset, Back) replace the text. */
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

/** The board's filter bar: affiliation chips, search, location / job type /
 * affiliation dropdowns built from the data, workplace (On-site, Hybrid, Remote),
 * sort, Reset. */
export function JobFilters({
  facets: facetsKey,
  filters,
  onChange,
  onReset,
}: {
  facets: JobFilters_facets$key;
  filters: BoardFilters;
  /** `replace` for typing (no history entry per keystroke). */
  onChange: (next: BoardFilters, opts?: { replace?: boolean }) => void;
  onReset: () => void;
}) {
  const facets = useFragment(fragment, facetsKey);
  const [text, setText] = useDebouncedSearch(filters.q, (q) => onChange({ ...filters, q }, { replace: true }));
  const set = (patch: Partial<BoardFilters>) => onChange({ ...filters, ...patch });

  return (
    <Stack gap="4" as="section" aria-label="Filter jobs">
      <HStack gap="2" wrap="wrap" role="group" aria-label="Political affiliation">
        {affiliationChips.map((chip) => {
          const active = filters.affiliation === chip.value;
          return (
            <Button
              key={chip.label}
              size="sm"
              rounded="full"
              variant={active ? "solid" : "outline"}
              aria-pressed={active}
              onClick={() => set({ affiliation: chip.value })}
            >
              {chip.label}
            </Button>
          );
        })}
      </HStack>
      <Box>
        <Field.Root>
          <Field.Label fontSize="sm">Search jobs</Field.Label>
          <Input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") onChange({ ...filters, q: text }, { replace: true });
            }}
            placeholder="Search by title, organization or description"
            maxLength={200}
          />
        </Field.Root>
      </Box>
      <SimpleGrid columns={{ base: 2, lg: 5 }} gap="3" alignItems="end">
        <FilterSelect
          label="Location"
          allLabel="All Locations"
          value={filters.location}
          options={facetOptions(facets.locations, filters.location)}
          onChange={(location) => set({ location })}
        />
        <FilterSelect
          label="Job type"
          allLabel="All Job Types"
          value={filters.type}
          options={facetOptions(facets.jobTypes, filters.type, jobTypeLabel)}
          onChange={(type) => set({ type })}
        />
        <FilterSelect
          label="Affiliation"
          allLabel="All Affiliations"
          value={filters.affiliation}
          options={facetOptions(facets.politicalAffiliations, filters.affiliation, jobAffiliationLabel)}
          onChange={(affiliation) => set({ affiliation })}
        />
        <FilterSelect
          label="Workplace"
          allLabel="All Workplaces"
          value={filters.workplace}
          options={[...workplaceOptions]}
          onChange={(workplace) => set({ workplace })}
        />
        <Field.Root>
          <Field.Label fontSize="sm">Sort by</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={filters.sort}
              onChange={(e) => set({ sort: e.target.value === "oldest" ? "oldest" : "newest" })}
            >
              <option value="newest">Newest</option>
              <option value="oldest">Oldest</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <HStack>
        <Button size="sm" variant="ghost" onClick={onReset} disabled={!hasActiveFilters(filters) && text === ""}>
          Reset
        </Button>
      </HStack>
    </Stack>
  );
}
