import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { FilterChips } from "./FilterChips";

const options = [
  { value: "", label: "All Things" },
  { value: "BIG", label: "Big" },
  { value: "SMALL", label: "Small" },
];

function Harness() {
  const [value, setValue] = useState("");
  return <FilterChips label="Thing size" options={options} value={value} onChange={setValue} />;
}

describe("FilterChips", () => {
  it("is a labelled group of toggle buttons; one is pressed at a time", () => {
    renderWithProviders(<Harness />);
    const group = screen.getByRole("group", { name: "Thing size" });
    const pressed = () => within(group).getAllByRole("button").map((b) => b.getAttribute("aria-pressed"));
    expect(pressed()).toEqual(["true", "false", "false"]);
    fireEvent.click(screen.getByRole("button", { name: "Small" }));
    expect(pressed()).toEqual(["false", "false", "true"]);
    fireEvent.click(screen.getByRole("button", { name: "All Things" }));
    expect(pressed()).toEqual(["true", "false", "false"]);
  });

  it("presses none when the value has no chip", () => {
    renderWithProviders(<FilterChips label="Thing size" options={options} value="MEDIUM" onChange={() => {}} />);
    expect(screen.getAllByRole("button").every((b) => b.getAttribute("aria-pressed") === "false")).toBe(true);
  });
});
