import { describe, expect, it } from "vitest";
import { describeFilter, frequencyOptions, suggestedName, validateSavedSearch } from "./savedSearchTexts";

describe("saved search texts", () => {
  it("puts the filters in words, in one order, with labels from the enum tables", () => {
    expect(describeFilter({})).toBe("All jobs");
    expect(describeFilter({ search: "  organizer ", jobType: "FULL_TIME", location: "Austin, TX", workplace: "REMOTE", politicalAffiliation: "NONE" })).toBe(
      "“organizer” · Full-Time · Austin, TX · Remote · Non-Partisan",
    );
  });

  it("suggests a name from the filters, within 100 characters", () => {
    expect(suggestedName({ search: "field", jobType: "INTERNSHIP" })).toBe("field · Internship");
    const long = suggestedName({ search: "x".repeat(150) });
    expect([...long].length).toBe(100);
  });

  it("asks for a name of at most 100 characters", () => {
    expect(validateSavedSearch({ name: "  ", frequency: "DAILY" }).name).toBe("Please enter a name for this search.");
    expect(validateSavedSearch({ name: "n".repeat(101), frequency: "DAILY" }).name).toBe("Name must be at most 100 characters.");
    expect(validateSavedSearch({ name: "Organizers", frequency: "DAILY" })).toEqual({});
  });

  it("offers the four frequencies in the server's order", () => {
    expect(frequencyOptions.map((o) => o.label)).toEqual(["Instant", "Daily", "Weekly", "Off"]);
  });
});
