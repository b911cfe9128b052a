import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from "react-router";

// Preloading the screen a link leads to, before it is clicked: the route's lazy module
// and the query its loader starts. src/router.tsx registers the route table; a link
// spreads `onIntent(() => preloadRoute(href))` (src/lib/lazyModule.ts), so the next
// screen starts loading on the first hover or focus. The router's own navigation then
// finds the module loaded and the query in flight or in the Relay store.

let table: RouteObject[] = [];
let last = "";

/** Called once by src/router.tsx. */
export function registerRoutes(routes: RouteObject[]): void {
  table = routes;
}

type RouteModule = { loader?: (args: LoaderFunctionArgs) => unknown };

/** The URL of `href` and its matching routes that have a lazy module. */
function lazyMatches(href: string) {
  const url = new URL(href, window.location.origin);
  return { url, matches: (matchRoutes(table, url.pathname) ?? []).filter((m) => typeof m.route.lazy === "function") };
}

/** Starts loading the lazy route module of `href` and its loader's query (once per
 * href in a row; failures are left for the real navigation to report). */
export function preloadRoute(href: string): void {
  if (href === last) return;
  last = href;
  const { url, matches } = lazyMatches(href);
  for (const match of matches) {
    void ((match.route.lazy as () => Promise<RouteModule>)())
      .then((m) => m.loader?.({ request: new Request(url), params: match.params, context: undefined } as LoaderFunctionArgs))
      .catch(() => {
        last = "";
      });
  }
}

/** The lazy route module of `href` (its deepest matching route with one): for a
 * section of another screen that shows a component of that module (the home page's
 * resources teaser), loaded through the router's own import so the calling chunk
 * carries no import of its own. */
export function loadRouteModule<T>(href: string): Promise<T> {
  const match = lazyMatches(href).matches.pop();
  return match ? (match.route.lazy as () => Promise<T>)() : Promise.reject(new Error(`No route module for ${href}`));
}
