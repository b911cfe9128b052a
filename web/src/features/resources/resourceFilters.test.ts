import { describe, expect, it } from "vitest";
import { resourceCategory, resourceFilters, resourcesFoundText, resourceTab, resourceVariables } from "./resourceFilters";

const parse = (s: string) => resourceFilters.parse(new URLSearchParams(s));

describe("resource centre URL", () => {
  it("reads search, category (any spelling) and tab; ignores unknown values", () => {
    expect(parse("q=volunteers&category=gotv")).toEqual({ q: "volunteers", category: "GOTV", tab: "articles" });
    expect(parse("category=Strategy&tab=videos")).toEqual({ q: "", category: "STRATEGY", tab: "videos" });
    expect(parse("category=bogus&tab=nope")).toEqual(resourceFilters.defaults);
  });

  it("opens the footer's tabs from category=guides and category=faqs without filtering by them", () => {
    expect(resourceTab(parse("category=guides&tab=tools"))).toBe("articles");
    expect(resourceTab(parse("category=faqs"))).toBe("faqs");
    expect(resourceCategory(parse("category=faqs"))).toBe("");
    expect(resourceVariables(parse("category=faqs")).filter).toBeNull();
    expect(resourceVariables(parse("category=guides")).filter).toBeNull();
  });

  it("writes defaults out of the URL and round-trips", () => {
    expect(resourceFilters.toSearch(resourceFilters.defaults)).toBe("");
    const f = { q: "call time", category: "FUNDRAISING", tab: "articles" as const };
    expect(resourceFilters.toSearch(f)).toBe("?q=call+time&category=FUNDRAISING");
    expect(parse(resourceFilters.toSearch(f).slice(1))).toEqual(f);
    expect(resourceFilters.toSearch({ ...resourceFilters.defaults, tab: "tools" })).toBe("?tab=tools");
  });

  it("builds the list variables", () => {
    expect(resourceVariables(parse("q=%20doors%20&category=field"))).toEqual({ first: 12, filter: { search: "doors", category: "FIELD" }, orderBy: "NEWEST" });
  });
});

describe("resource count line", () => {
  it("is exact up to the server's cap and 1,000+ past it", () => {
    expect(resourcesFoundText(1)).toBe("1 resource(s) found");
    expect(resourcesFoundText(1000)).toBe("1000 resource(s) found");
    expect(resourcesFoundText(1000, true)).toBe("1,000+ resources found");
  });
});
