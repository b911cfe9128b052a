import { useCallback, useContext, useMemo } from "react";
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from "react-router";
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
 * - "The current URL" is the router's own, not this render's: a filter change renders in a
 *   transition that may still be loading its list, so a chip clicked right after a search was
 *   committed must merge into the URL that holds the search (useSearchParams' updater gets the
 *   last rendered query, and would drop it).
 * - The scroll position is kept (`preventScrollReset`): a filter change is not a new page.
 * - `reset()` goes back to the defaults (a clean URL), as a history entry. */
export function useUrlFilters<V>(def: FilterDef<V>) {
  const { search } = useLocation();
  const navigate = useNavigate();
  // The app and the screen tests run under a data router; its state is the URL now, ahead of
  // any render still pending. Under a plain <MemoryRouter> (component tests) the rendered query is all there is.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const filters = useMemo(() => def.parse(new URLSearchParams(search)), [def, search]);
  const set = useCallback(
    (patch: Partial<V>, opts?: SetFilterOptions) => {
      const now = router ? (router.state.navigation.location ?? router.state.location).search : search;
      const next = def.toParams({ ...def.parse(new URLSearchParams(now)), ...patch });
      navigate({ search: "?" + next.toString() }, { replace: opts?.replace, preventScrollReset: true });
    },
    [def, navigate, router, search],
  );
  const reset = useCallback(() => navigate({ search: "?" + def.toParams(def.defaults).toString() }, { preventScrollReset: true }), [def, navigate]);
  return { filters, set, reset, active: def.isActive(filters), search };
}
