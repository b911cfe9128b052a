import { describe, expect, it } from "vitest";
import { peopleFilters, peopleFoundText, peopleVariables } from "./peopleFilters";
import { placeLabel, placeOptions, roleLabel, roleOptions } from "./peopleLabels";

describe("people filters", () => {
  it("reads the URL: now or a real day, a role family, a place in any case", () => {
    const f = peopleFilters.parse(new URLSearchParams("available=now&role=field&state=co"));
    expect(f).toEqual({ available: "now", role: "FIELD", state: "CO" });
    expect(peopleFilters.parse(new URLSearchParams("available=2026-13-01&role=chef&state=ZZ"))).toEqual({ available: "", role: "", state: "" });
    expect(peopleFilters.parse(new URLSearchParams("available=2026-11-04&state=remote"))).toEqual({ available: "2026-11-04", role: "", state: "REMOTE" });
    expect(peopleFilters.toSearch({ available: "now", role: "DATA", state: "" })).toBe("?available=now&role=DATA");
  });

  it("asks the server with only the filters set", () => {
    expect(peopleVariables({ available: "", role: "", state: "" })).toEqual({ first: 20, filter: null });
    expect(peopleVariables({ available: "2026-11-04", role: "FIELD", state: "REMOTE" }, 6)).toEqual({
      first: 6,
      filter: { available: "2026-11-04", role: "FIELD", state: "REMOTE" },
    });
  });

  it("counts people", () => {
    expect(peopleFoundText(0)).toBe("0 people found");
    expect(peopleFoundText(1)).toBe("1 person found");
    expect(peopleFoundText(1200)).toBe("1,200 people found");
    expect(peopleFoundText(1000, true)).toBe("1,000+ people found");
  });

  it("labels come from the Go tables: 7 role families, 51 states and Remote last", () => {
    expect(roleOptions.map((o) => o.value)).toEqual(["FIELD", "FINANCE", "COMMUNICATIONS", "DIGITAL", "MANAGEMENT", "OPERATIONS", "DATA"]);
    expect(placeOptions).toHaveLength(52);
    expect(placeOptions.at(-1)).toEqual({ value: "REMOTE", label: "Remote" });
    expect(placeLabel("CO")).toBe("Colorado");
    expect(roleLabel("DATA")).toBe("Data");
  });
});
