import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { boardSearchString, emptyFilters, parseBoardSearch, type BoardFilters } from "./boardFilters";

/** The board's filters, read from and written to the URL query of /jobs.
 * Typing replaces the history entry; other changes push one (so Back undoes
 * a dropdown or chip change). */
export function useBoardFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseBoardSearch(new URLSearchParams(location.search)), [location.search]);
  const change = (next: BoardFilters, opts?: { replace?: boolean }) =>
    navigate({ pathname: "/jobs", search: boardSearchString(next) }, { replace: opts?.replace, preventScrollReset: true });
  const reset = () => change(emptyFilters);
  return { filters, change, reset, search: location.search };
}
