import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { VendorFilterBar_facets$key } from "../../__generated__/VendorFilterBar_facets.graphql";
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

export const SEARCH_DEBOUNCE_MS = 300;

type Option = { value: string; label: string };

/** Facet options, plus the selected value when the facets do not list it (a
 * shared link to a value that has no vendors now). */
function withSelected(options: Option[], selected: string, label: (v: string) => string): Option[] {
  if (!selected || options.some((o) => o.value === selected)) return options;
  return [...options, { value: selected, label: label(selected) }];
}

function Select({
  label,
  name,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  allLabel: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
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

function counted(label: string, count: number): string {
  return `${label} (${count})`;
}

/** The directory's controls: chips, search (debounced), category / location /
 * affiliation dropdowns built from the facets, sort and "Reset Filters". Every
 * change goes through `onChange` (the route writes it to the URL). */
export function VendorFilterBar({
  facets: key,
  filters,
  onChange,
  onReset,
  extra,
}: {
  facets: VendorFilterBar_facets$key;
  filters: DirectoryFilters;
  onChange: (next: Partial<DirectoryFilters>, opts?: { replace?: boolean }) => void;
  onReset: () => void;
  extra?: ReactNode;
}) {
  const facets = useFragment(fragment, key);
  const [text, setText] = useState(filters.q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL is the source of truth: Back, Reset and shared links update the box.
  useEffect(() => {
    clearTimeout(timer.current);
    setText(filters.q);
  }, [filters.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearch = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() !== filters.q) onChange({ q: value.trim() }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
  };

  const category = categoryFromParam(filters.category);
  const categories = withSelected(
    facets.categories.map((f) => ({ value: f.value, label: counted(f.label, f.count) })),
    category,
    vendorCategoryLabel,
  );
  const locations = withSelected(
    facets.locations.filter((f) => f.value !== "").map((f) => ({ value: f.value, label: counted(f.label, f.count) })),
    filters.location,
    (v) => v,
  );
  const affiliations = withSelected(
    facets.affiliations.map((f) => ({ value: f.value, label: counted(vendorAffiliationLabel(f.value), f.count) })),
    filters.affiliation,
    vendorAffiliationLabel,
  );

  return (
    <Stack gap="4" as="section" aria-label="Vendor filters">
      <VendorChips active={activeChip(filters.category)} onSelect={(chip) => onChange({ category: chipParam(chip) })} />
      <Field.Root>
        <Field.Label fontSize="sm">Search vendors</Field.Label>
        <Input
          type="search"
          name="q"
          placeholder="Search by name or description..."
          value={text}
          onChange={(e) => onSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              clearTimeout(timer.current);
              if (text.trim() !== filters.q) onChange({ q: text.trim() }, { replace: true });
            }
          }}
        />
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <Select
          label="Category"
          name="category"
          value={category}
          allLabel="All Categories"
          options={categories}
          onChange={(v) => onChange({ category: v })}
        />
        <Select
          label="Location"
          name="location"
          value={filters.location}
          allLabel="All Locations"
          options={locations}
          onChange={(v) => onChange({ location: v })}
        />
        <Select
          label="Affiliation"
          name="affiliation"
          value={filters.affiliation}
          allLabel="All Affiliations"
          options={affiliations}
          onChange={(v) => onChange({ affiliation: v })}
        />
        <Field.Root>
          <Field.Label fontSize="sm">Sort by</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="sort"
              value={filters.sort}
              onChange={(e) => onChange({ sort: e.target.value === "newest" ? "newest" : "name" })}
            >
              <option value="name">Name A-Z</option>
              <option value="newest">Most Recent</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
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
