import { describe, expect, it } from "vitest";
import { readFilters, writeFilters, filterVariables, hasFilters, emptyFilters } from "./directoryParams";
import {
  activeChip,
  categoryFromParam,
  chipParam,
  directoryHref,
  vendorAffiliationLabel,
  vendorCategoryLabel,
  vendorChips,
  vendorInitials,
} from "./vendorOptions";

const chip = (label: string) => vendorChips.find((c) => c.label === label)!;

describe("vendor chips", () => {
  it("are the spec's six chips in order", () => {
    expect(vendorChips.map((c) => c.label)).toEqual(["All Vendors", "Consulting", "Advertising", "Digital", "Fundraising", "Polling"]);
  });

  it("write the chip name to the URL, nothing for All Vendors", () => {
    expect(directoryHref(chip("All Vendors"))).toBe("/vendors");
    expect(directoryHref(chip("Consulting"))).toBe("/vendors?category=Consulting");
    expect(directoryHref(chip("Advertising"))).toBe("/vendors?category=Advertising");
    expect(directoryHref(chip("Digital"))).toBe("/vendors?category=Digital");
    expect(directoryHref(chip("Fundraising"))).toBe("/vendors?category=Fundraising");
    expect(directoryHref(chip("Polling"))).toBe("/vendors?category=Polling");
    expect(chipParam(chip("All Vendors"))).toBe("");
  });

  it("map to the form's categories (Advertising→Media, Digital→Technology, Polling→Data, others by name)", () => {
    expect(categoryFromParam("Consulting")).toBe("CONSULTING");
    expect(categoryFromParam("advertising")).toBe("MEDIA");
    expect(categoryFromParam("DIGITAL")).toBe("TECHNOLOGY");
    expect(categoryFromParam("Fundraising")).toBe("FUNDRAISING");
    expect(categoryFromParam("polling")).toBe("DATA");
    expect(categoryFromParam("")).toBe("");
    expect(categoryFromParam("LEGAL")).toBe("LEGAL");
    expect(categoryFromParam("Legal Services")).toBe("LEGAL");
    expect(categoryFromParam("nonsense")).toBe("");
  });

  it("highlight the chip named in the URL or showing the same category", () => {
    expect(activeChip(null)?.label).toBe("All Vendors");
    expect(activeChip("advertising")?.label).toBe("Advertising");
    expect(activeChip("MEDIA")?.label).toBe("Advertising");
    expect(activeChip("DATA")?.label).toBe("Polling");
    expect(activeChip("LEGAL")).toBeUndefined();
  });
});

describe("labels and initials", () => {
  it("label categories and affiliations", () => {
    expect(vendorCategoryLabel("MEDIA")).toBe("Media & Advertising");
    expect(vendorCategoryLabel("OTHER")).toBe("Other");
    expect(vendorAffiliationLabel("NONPARTISAN")).toBe("Non-Partisan");
    expect(vendorAffiliationLabel(null)).toBe("");
  });

  it("make two-letter initials", () => {
    expect(vendorInitials("Blue Wave Digital")).toBe("BW");
    expect(vendorInitials("acme")).toBe("AC");
    expect(vendorInitials("  R & D Strategies ")).toBe("RD");
    expect(vendorInitials("Élan Media")).toBe("ÉM");
    expect(vendorInitials("")).toBe("?");
  });
});

describe("directory URL", () => {
  it("round-trips the filters and leaves defaults out", () => {
    const f = { q: "digital ads", category: "Advertising", location: "Austin, TX", affiliation: "DEMOCRATIC", verified: "true", sort: "newest" as const };
    const p = writeFilters(f);
    expect(p.toString()).toBe("q=digital+ads&category=Advertising&location=Austin%2C+TX&affiliation=DEMOCRATIC&verified=true&sort=newest");
    expect(filterVariables(f).filter.verified).toBe(true);
    expect(readFilters(p)).toEqual(f);
    expect(writeFilters(emptyFilters).toString()).toBe("");
    expect(hasFilters(emptyFilters)).toBe(false);
  });

  it("ignores unknown affiliations and sorts", () => {
    expect(readFilters(new URLSearchParams("affiliation=purple&sort=oldest"))).toEqual(emptyFilters);
    expect(readFilters(new URLSearchParams("affiliation=democratic")).affiliation).toBe("DEMOCRATIC");
  });

  it("builds the query variables (the chip name goes to the server as is)", () => {
    expect(filterVariables(emptyFilters)).toEqual({ filter: {}, orderBy: "NAME" });
    expect(filterVariables({ ...emptyFilters, q: "x", category: "Polling", sort: "newest" })).toEqual({
      filter: { search: "x", category: "Polling" },
      orderBy: "NEWEST",
    });
  });
});
