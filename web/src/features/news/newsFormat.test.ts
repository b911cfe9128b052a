import { describe, expect, it } from "vitest";
import { formatNewsDate, newsImage, newsSearchString, newsVariables, parseNewsSearch, STOCK_IMAGES } from "./newsFormat";

describe("news formatting", () => {
  it("formats dates like November 23, 2026", () => {
    expect(formatNewsDate("2026-11-23T15:00:00Z")).toBe("November 23, 2026");
    expect(formatNewsDate(null)).toBe("");
    expect(formatNewsDate("not a date")).toBe("");
  });

  it("rotates the three stock images by index and keeps an article's own image", () => {
    expect([0, 1, 2, 3, 4].map((i) => newsImage(null, i))).toEqual([...STOCK_IMAGES, STOCK_IMAGES[0], STOCK_IMAGES[1]]);
    expect(newsImage("/uploads/abc.png", 1)).toBe("/uploads/abc.png");
    expect(newsImage("", -1)).toBe(STOCK_IMAGES[2]);
  });

  it("keeps search, topic and sort in the URL and ignores unknown values", () => {
    const f = parseNewsSearch(new URLSearchParams("q=runoff&topic=policy&sort=oldest"));
    expect(f).toEqual({ q: "runoff", topic: "policy", sort: "oldest" });
    expect(newsSearchString(f)).toBe("?q=runoff&topic=policy&sort=oldest");
    expect(parseNewsSearch(new URLSearchParams("topic=sports&sort=sideways"))).toEqual({ q: "", topic: "", sort: "newest" });
    expect(newsSearchString({ q: "  ", topic: "", sort: "newest" })).toBe("");
  });

  it("builds the list's GraphQL variables", () => {
    expect(newsVariables({ q: " turnout ", topic: "events", sort: "oldest" })).toEqual({
      first: 9,
      filter: { search: "turnout", topic: "EVENTS" },
      orderBy: "OLDEST",
    });
    expect(newsVariables({ q: "", topic: "", sort: "newest" }, 3)).toEqual({ first: 3, filter: { search: null, topic: null }, orderBy: "NEWEST" });
  });
});
