import { describe, expect, it } from "vitest";
import { emptyVendorForm, parseServices, validateVendor, vendorFormValues, vendorInput } from "./vendorForm";

const valid = {
  ...emptyVendorForm,
  name: "Acme Media",
  category: "MEDIA",
  location: "Austin, TX",
  description: "Political advertising that wins.",
};

describe("validateVendor", () => {
  it("reports the spec's messages for an empty form", () => {
    expect(validateVendor(emptyVendorForm)).toEqual({
      name: "Company name is required",
      category: "Category is required",
      location: "Location is required",
      description: "Description must be at least 10 characters",
    });
  });

  it("needs at least 2 characters for name and location and 10 for the description, after trimming", () => {
    expect(validateVendor({ ...valid, name: " A ", location: "X", description: "  too short " })).toEqual({
      name: "Company name is required",
      location: "Location is required",
      description: "Description must be at least 10 characters",
    });
    expect(validateVendor({ ...valid, name: "AB", location: "DC", description: "0123456789" })).toEqual({});
  });

  it("accepts a valid form with the optional fields empty", () => {
    expect(validateVendor(valid)).toEqual({});
  });
});

describe("parseServices", () => {
  it("takes one service per line, trimmed, blank lines dropped", () => {
    expect(parseServices("TV ads\n\n  Digital ads  \r\n\nDirect mail\n   \n")).toEqual(["TV ads", "Digital ads", "Direct mail"]);
    expect(parseServices("")).toEqual([]);
    expect(parseServices("\n \n")).toEqual([]);
  });
});

describe("vendorInput", () => {
  it("trims text, parses services and sends no affiliation as null", () => {
    expect(
      vendorInput({ ...valid, name: " Acme Media ", services: "A\n\nB", recentWork: "  Ran ads  ", logo: "data:image/png;base64,xx" }),
    ).toEqual({
      name: "Acme Media",
      category: "MEDIA",
      location: "Austin, TX",
      affiliation: null,
      description: "Political advertising that wins.",
      logo: "data:image/png;base64,xx",
      services: ["A", "B"],
      recentWork: "Ran ads",
    });
    expect(vendorInput({ ...valid, affiliation: "DEMOCRATIC" }).affiliation).toBe("DEMOCRATIC");
  });

  it("fills the form from an existing profile", () => {
    expect(
      vendorFormValues({
        name: "Acme",
        category: "DATA",
        location: "DC",
        affiliation: null,
        description: "desc",
        logo: null,
        services: ["Polls", "Focus groups"],
        recentWork: null,
      }),
    ).toEqual({ ...emptyVendorForm, name: "Acme", category: "DATA", location: "DC", description: "desc", services: "Polls\nFocus groups" });
  });
});
