import { describe, expect, it } from "vitest";
import { anyValue, dateOr, defineFilters, enumName, oneOf, order, skipLoaderOnFilterChange, text } from "./urlFilters";

const things = defineFilters({
  q: text(),
  place: anyValue(),
  kind: oneOf(["BIG", "SMALL"], enumName),
  sort: order(["newest", "oldest"]),
});
const parse = (s: string) => things.parse(new URLSearchParams(s));

describe("defineFilters", () => {
  it("has one default per parameter: empty, or an order's first value", () => {
    expect(things.defaults).toEqual({ q: "", place: "", kind: "", sort: "newest" });
    expect(parse("")).toEqual(things.defaults);
  });

  it("reads every parameter, trimming text and normalizing enum spellings", () => {
    expect(parse("q=%20field%20&place=Austin%2C+TX&kind=big&sort=oldest")).toEqual({
      q: "field",
      place: "Austin, TX",
      kind: "BIG",
      sort: "oldest",
    });
  });

  it("falls back to the default for unknown values, and reads _all as any", () => {
    expect(parse("kind=huge&sort=random&place=_all")).toEqual(things.defaults);
  });

  it("writes only non-default values, in the declared order, and round-trips", () => {
    const f = { q: "field organizer", place: "Reno", kind: "SMALL", sort: "oldest" as const };
    expect(things.toSearch({ ...f })).toBe("?q=field+organizer&place=Reno&kind=SMALL&sort=oldest");
    expect(things.toParams({ sort: "oldest", kind: "SMALL", place: "Reno", q: "field organizer" }).toString()).toBe(
      "q=field+organizer&place=Reno&kind=SMALL&sort=oldest",
    );
    expect(parse(things.toSearch(f))).toEqual(f);
    expect(things.toSearch(things.defaults)).toBe("");
    expect(things.toSearch({ ...things.defaults, q: "   " })).toBe("");
  });

  it("says whether anything is filtered (Reset)", () => {
    expect(things.isActive(things.defaults)).toBe(false);
    expect(things.isActive({ ...things.defaults, sort: "oldest" })).toBe(true);
  });

  it("counts the filters set, leaving out the search box (a phone's \"Filters (n)\")", () => {
    expect(things.activeCount(things.defaults, ["q"])).toBe(0);
    const f = { q: "organizer", place: "Reno", kind: "SMALL", sort: "oldest" as const };
    expect(things.activeCount(f, ["q"])).toBe(3);
    expect(things.activeCount(f)).toBe(4);
    expect(things.activeCount({ ...things.defaults, q: "x" }, ["q"])).toBe(0);
  });

  it("reads a loader's request", () => {
    expect(things.fromRequest(new Request("http://x/things?kind=SMALL&q=a"))).toMatchObject({ kind: "SMALL", q: "a" });
  });
});

describe("skipLoaderOnFilterChange", () => {
  const args = (a: string, b: string) =>
    ({ currentUrl: new URL(a, "http://x"), nextUrl: new URL(b, "http://x"), defaultShouldRevalidate: true }) as Parameters<
      typeof skipLoaderOnFilterChange
    >[0];

  it("leaves a filter change on the same screen to the list, and runs the loader otherwise", () => {
    expect(skipLoaderOnFilterChange(args("/things", "/things?q=a"))).toBe(false);
    expect(skipLoaderOnFilterChange(args("/things?q=a", "/things"))).toBe(false);
    expect(skipLoaderOnFilterChange(args("/things/3", "/things?q=a"))).toBe(true);
    expect(skipLoaderOnFilterChange(args("/things?q=a", "/things?q=a"))).toBe(true);
  });
});

describe("dateOr", () => {
  it("keeps real days and the given words, and reads anything else as any", () => {
    const from = dateOr(["now"]);
    expect(from.parse("2026-11-04")).toBe("2026-11-04");
    expect(from.parse(" NOW ")).toBe("now");
    expect(from.parse("2026-02-30")).toBe("");
    expect(from.parse("tomorrow")).toBe("");
    expect(from.parse(null)).toBe("");
    const f = defineFilters({ from });
    expect(f.toSearch({ from: "now" })).toBe("?from=now");
    expect(f.toSearch({ from: "" })).toBe("");
  });
});
