import { Box, Button, CloseButton, Drawer, Flex, Portal, Stack } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";

/** The list screens' filter bar (jobs, vendors, resources, news). From the md
 * breakpoint up it shows everything: `before` (chips), the search box with `beside`
 * at its side (a sort or a category), then `after` (dropdowns, Reset). Below md a
 * phone keeps only the search box and one "Filters (n)" button, which opens the
 * rest in a drawer (`drawer`: each filter offered once, Reset, and "Show results"
 * to close it), so the list's first item is on the first screen (issue 25).
 * Every control changes the URL at once (useUrlFilters), in the drawer too, so the
 * list behind it follows; `active` is how many of the drawer's filters are set. */
export function FilterBar({
  label,
  search,
  before,
  beside,
  after,
  drawer,
  active,
  onReset,
  resetDisabled,
}: {
  /** The section's accessible name ("Filter jobs"). */
  label: string;
  /** The search box (SearchInput), on screen at every width. */
  search: ReactNode;
  /** Wide screens only: above the search box. */
  before?: ReactNode;
  /** Wide screens only: beside the search box (about a third of the row). */
  beside?: ReactNode;
  /** Wide screens only: under the search box. */
  after?: ReactNode;
  /** Narrow screens: the drawer's filters. */
  drawer: ReactNode;
  /** How many of the drawer's filters differ from their defaults. */
  active: number;
  /** The drawer's Reset (clears every filter, the search too). */
  onReset?: () => void;
  resetDisabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="4" as="section" aria-label={label}>
      {before && <Box hideBelow="md">{before}</Box>}
      <Flex gap="3" align="end">
        <Box flex="1" minW="0">
          {search}
        </Box>
        {beside && (
          <Box hideBelow="md" w="xs" flexShrink={0}>
            {beside}
          </Box>
        )}
        <Drawer.Root open={open} onOpenChange={(d) => setOpen(d.open)} placement="end" size="xs">
          <Drawer.Trigger asChild>
            <Button hideFrom="md" size="sm" variant={active > 0 ? "subtle" : "outline"} colorPalette={active > 0 ? "blue" : undefined} flexShrink={0}>
              Filters ({active})
            </Button>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Header>
                  <Drawer.Title>Filters</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <Stack gap="4">{drawer}</Stack>
                </Drawer.Body>
                <Drawer.Footer justifyContent="space-between">
                  {onReset ? (
                    <Button variant="ghost" size="sm" onClick={onReset} disabled={resetDisabled}>
                      Reset
                    </Button>
                  ) : (
                    <span />
                  )}
                  <Drawer.ActionTrigger asChild>
                    <Button size="sm">Show results</Button>
                  </Drawer.ActionTrigger>
                </Drawer.Footer>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close filters" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      </Flex>
      {after && <Box hideBelow="md">{after}</Box>}
    </Stack>
  );
}
