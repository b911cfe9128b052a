import { describe, expect, it } from "vitest";
import { emptyResourceFilters, parseResourceSearch, resourceSearchString, resourceVariables } from "./resourceFilters";

const parse = (s: string) => parseResourceSearch(new URLSearchParams(s));

describe("resource centre URL", () => {
  it("reads search, category (any casing) and tab; ignores unknown values", () => {
    expect(parse("q=volunteers&category=gotv")).toEqual({ q: "volunteers", category: "GOTV", tab: "articles" });
    expect(parse("category=Strategy&tab=videos")).toEqual({ q: "", category: "STRATEGY", tab: "videos" });
    expect(parse("category=bogus&tab=nope")).toEqual(emptyResourceFilters);
  });

  it("opens the footer's tabs from category=guides and category=faqs without filtering by them", () => {
    expect(parse("category=guides")).toEqual({ q: "", category: "", tab: "articles" });
    expect(parse("category=faqs")).toEqual({ q: "", category: "", tab: "faqs" });
    expect(resourceVariables(parse("category=faqs")).filter).toBeNull();
  });

  it("writes defaults out of the URL and round-trips", () => {
    expect(resourceSearchString(emptyResourceFilters)).toBe("");
    const f = { q: "call time", category: "FUNDRAISING" as const, tab: "articles" as const };
    expect(resourceSearchString(f)).toBe("?q=call+time&category=fundraising");
    expect(parse(resourceSearchString(f).slice(1))).toEqual(f);
    expect(resourceSearchString({ ...emptyResourceFilters, tab: "tools" })).toBe("?tab=tools");
  });

  it("builds the list variables", () => {
    expect(resourceVariables(parse("q=%20doors%20&category=field"))).toEqual({ first: 12, filter: { search: "doors", category: "FIELD" }, orderBy: "NEWEST" });
  });
});
