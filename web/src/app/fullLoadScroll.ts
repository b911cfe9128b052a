// Where a full page load opens (issue 25). <ScrollRestoration/> keeps scroll
// positions in sessionStorage by history entry: by the `key` react-router keeps in
// history.state. A document the browser loads itself (a typed URL, a link followed
// in the same tab, a redirect) has no state, so every such entry used to share the
// key "default", and each full load restored the position of the previous one.
//
// Before the router starts, this gives such an entry a key of its own, and on any
// full load other than Back/Forward (a new document, a reload) forgets the position
// kept for its entry, so the page opens at the top or at its #anchor. Back and Forward
// into the app (navigation type "back_forward") keep their position.

/** sessionStorage key of <ScrollRestoration/> (react-router's default). */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

export interface FullLoad {
  history: Pick<History, "state" | "replaceState" | "scrollRestoration">;
  storage: Pick<Storage, "getItem" | "setItem">;
  /** The document's PerformanceNavigationTiming.type ("navigate", "reload", "back_forward", "prerender"). */
  navigationType: string | undefined;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** Prepares this document's history entry for the router's scroll restoration. */
export function prepareFullLoadScroll({ history, storage, navigationType }: FullLoad): void {
  const state = history.state as { key?: unknown } | null;
  let key = state && typeof state.key === "string" && state.key !== "default" ? state.key : null;
  if (key === null) {
    key = newKey();
    history.replaceState({ ...(state ?? {}), key }, "");
  }
  if (navigationType === "back_forward") return;
  // The browser's own restoration (on a reload) would move the page after the router.
  history.scrollRestoration = "manual";
  try {
    const raw = storage.getItem(SCROLL_POSITIONS_KEY);
    if (!raw) return;
    const positions = JSON.parse(raw) as Record<string, unknown>;
    if (!(key in positions) && !("default" in positions)) return;
    delete positions[key];
    delete positions.default; // written by builds before this one
    storage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage refused (private mode) or held something else: nothing to forget.
  }
}

/** prepareFullLoadScroll for the running page. */
export function prepareThisPageScroll(): void {
  let navigationType: string | undefined;
  try {
    navigationType = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type;
  } catch {
    navigationType = undefined;
  }
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return;
  }
  prepareFullLoadScroll({ history: window.history, storage, navigationType });
}
