import { useCallback, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { FilterDef } from "./urlFilters";

export interface SetFilterOptions {
  /** Replace the history entry instead of adding one (typing in a search box). */
  replace?: boolean;
}

/** A screen's filters, read from and written to the URL query (see urlFilters.ts).
 *
 * - `set(patch)` merges into the filters of the current URL and adds a history entry,
 *   so Back undoes a chip or dropdown change; `{ replace: true }` for typing (the
 *   search box does this), so a search is not one entry per pause.
 * - The scroll position is kept (`preventScrollReset`): a filter change is not a new page.
 * - `reset()` goes back to the defaults (a clean URL), as a history entry. */
export function useUrlFilters<V>(def: FilterDef<V>) {
  const [, setParams] = useSearchParams();
  const { search } = useLocation();
  const filters = useMemo(() => def.parse(new URLSearchParams(search)), [def, search]);
  const set = useCallback(
    (patch: Partial<V>, opts?: SetFilterOptions) =>
      setParams((prev) => def.toParams({ ...def.parse(prev), ...patch }), { replace: opts?.replace, preventScrollReset: true }),
    [def, setParams],
  );
  const reset = useCallback(() => setParams(def.toParams(def.defaults), { preventScrollReset: true }), [def, setParams]);
  return { filters, set, reset, active: def.isActive(filters), search };
}
