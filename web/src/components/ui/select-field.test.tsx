import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { facetOptions, SelectField } from "./select-field";

describe("SelectField", () => {
  it("is a labelled select with an 'all' first option, also when the label is visually hidden", () => {
    const onChange = vi.fn();
    renderWithProviders(
      <SelectField label="Kind" hideLabel size="sm" placeholder="All Kinds" value="" options={[{ value: "BIG", label: "Big" }]} onChange={onChange} />,
    );
    const select = screen.getByLabelText("Kind") as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.text])).toEqual([
      ["", "All Kinds"],
      ["BIG", "Big"],
    ]);
    fireEvent.change(select, { target: { value: "BIG" } });
    expect(onChange).toHaveBeenCalledWith("BIG");
  });
});

describe("facetOptions", () => {
  const facets = [
    { value: "Austin, TX", label: "Austin, TX", count: 3 },
    { value: "", label: "Unknown location", count: 1 },
  ];

  it("leaves out the empty value and can add counts", () => {
    expect(facetOptions(facets, "")).toEqual([{ value: "Austin, TX", label: "Austin, TX" }]);
    expect(facetOptions(facets, "", { counts: true })).toEqual([{ value: "Austin, TX", label: "Austin, TX (3)" }]);
  });

  it("keeps a selected value that no facet lists any more, labelled", () => {
    expect(facetOptions(facets, "Reno")).toEqual([
      { value: "Austin, TX", label: "Austin, TX" },
      { value: "Reno", label: "Reno" },
    ]);
    expect(facetOptions([], "MEDIA", { label: (v) => v.toLowerCase() })).toEqual([{ value: "MEDIA", label: "media" }]);
  });
});
