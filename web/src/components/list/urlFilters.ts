// A list screen's filters live in the URL query, so a filtered list can be shared,
// survives a reload and works with Back and Forward. A screen declares its query
// parameters once, in order, with defineFilters:
//
//   export const thingFilters = defineFilters({
//     q: text(),                               // ?q=  (trimmed)
//     place: anyValue(),                       // ?place=Austin%2C+TX  ("_all" = all)
//     kind: oneOf(["BIG", "SMALL"]),           // ?kind=BIG  (unknown = all)
//     from: dateOr(["now"]),                   // ?from=2026-11-04 or ?from=now  (unknown = any)
//     sort: order(["newest", "oldest"]),       // ?sort=oldest  (the first is the default)
//   });
//
// and gets parse / toParams / toSearch / defaults / isActive from it. The rules are the
// same for every screen: default values are left out of the URL (a clean /things),
// parameters are written in the declared order, "" and "_all" mean "any", and an
// unknown value falls back to the default instead of failing. useUrlFilters (React)
// reads and writes them through the router.

import type { ShouldRevalidateFunctionArgs } from "react-router";

/** One query parameter: its default, and how to read it from the URL. */
export interface Param<T> {
  readonly fallback: T;
  parse(raw: string | null): T;
}

const ALL = "_all";

/** A free text (search box): trimmed, "" by default. */
export function text(): Param<string> {
  return { fallback: "", parse: (raw) => (raw ?? "").trim() };
}

/** A free filter value (a location, a category from the data): trimmed, "" or "_all"
 * for any. */
export function anyValue(): Param<string> {
  return {
    fallback: "",
    parse: (raw) => {
      const v = (raw ?? "").trim();
      return v === ALL ? "" : v;
    },
  };
}

/** An enum filter: one of `values` (after `normalize`, e.g. "full-time" -> FULL_TIME),
 * or "" (any) for a missing or unknown value. */
export function oneOf(values: ReadonlyArray<string>, normalize: (raw: string) => string = (s) => s.trim()): Param<string> {
  const allowed = new Set(values);
  return {
    fallback: "",
    parse: (raw) => {
      const v = normalize(raw ?? "");
      return allowed.has(v) ? v : "";
    },
  };
}

/** A date filter: a day YYYY-MM-DD (a real one), or one of `words` ("now"), or "" (any)
 * for a missing or unknown value. */
export function dateOr(words: ReadonlyArray<string> = []): Param<string> {
  const allowed = new Set(words);
  return {
    fallback: "",
    parse: (raw) => {
      const v = (raw ?? "").trim().toLowerCase();
      if (allowed.has(v)) return v;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return "";
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? v : "";
    },
  };
}

/** An order (sort) parameter: one of `values`; the first is the default. */
export function order<const T extends string>(values: readonly [T, ...T[]]): Param<T> {
  return { fallback: values[0], parse: (raw) => (values.includes(raw as T) ? (raw as T) : values[0]) };
}

/** "full-time", "Full Time" -> "FULL_TIME" (GraphQL enum names in URLs, any spelling). */
export function enumName(raw: string): string {
  return raw.trim().toUpperCase().replace(/[\s-]+/g, "_");
}

type Values<S> = { [K in keyof S]: S[K] extends Param<infer T> ? T : never };

export interface FilterDef<V> {
  /** Every parameter at its default (a clean URL). */
  readonly defaults: V;
  /** Reads the filters from a URL query; missing and unknown values give the defaults. */
  parse(params: URLSearchParams): V;
  /** The URL query for filters: defaults left out, parameters in the declared order. */
  toParams(filters: V): URLSearchParams;
  /** "?a=1&b=2", or "" when every filter is at its default. */
  toSearch(filters: V): string;
  /** Whether any filter differs from its default (Reset has something to do). */
  isActive(filters: V): boolean;
  /** How many parameters differ from their defaults, leaving out `except` (the search
   * box, which a phone's filter bar keeps on screen): the n of "Filters (n)". */
  activeCount(filters: V, except?: ReadonlyArray<keyof V>): number;
  /** The filters of a loader's request URL. */
  fromRequest(request: Request): V;
}

/** Declares a screen's URL filters (see the top of this file). */
export function defineFilters<S extends Record<string, Param<unknown>>>(spec: S): FilterDef<Values<S>> {
  const keys = Object.keys(spec) as Array<keyof S & string>;
  const defaults = Object.fromEntries(keys.map((k) => [k, spec[k].fallback])) as Values<S>;
  const parse = (params: URLSearchParams) => Object.fromEntries(keys.map((k) => [k, spec[k].parse(params.get(k))])) as Values<S>;
  const toParams = (filters: Values<S>) => {
    const p = new URLSearchParams();
    for (const k of keys) {
      const v = String(filters[k] ?? "").trim();
      if (v !== "" && v !== String(spec[k].fallback)) p.set(k, v);
    }
    return p;
  };
  const toSearch = (filters: Values<S>) => {
    const s = toParams(filters).toString();
    return s ? `?${s}` : "";
  };
  return {
    defaults,
    parse,
    toParams,
    toSearch,
    isActive: (filters) => toSearch(filters) !== "",
    activeCount: (filters, except = []) => [...toParams(filters).keys()].filter((k) => !except.includes(k as keyof Values<S>)).length,
    fromRequest: (request) => parse(new URL(request.url).searchParams),
  };
}

/** A list route's `shouldRevalidate`: a filter change on the screen itself (same path,
 * new query) is refetched by the list (useRefetchingPagination), not by running the
 * loader again, so the filter bar keeps its state and focus. Anything else (entering
 * the screen, the same URL again, Try again) runs the loader. */
export function skipLoaderOnFilterChange({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
