import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { Component as GotvChecklist } from "./GotvChecklistRoute";
import { GOTV_ITEM_COUNT, GOTV_STORAGE_KEY } from "./gotvChecklist";

const ITEM = "Knock every GOTV door at least once";

describe("GOTV checklist", () => {
  afterEach(() => window.localStorage.clear());

  it("keeps ticks in localStorage across visits", () => {
    const first = renderWithProviders(<GotvChecklist />);
    expect(screen.getByTestId("gotv-progress").textContent).toBe(`0 of ${GOTV_ITEM_COUNT} tasks done`);
    fireEvent.click(screen.getByRole("checkbox", { name: ITEM }));
    expect(screen.getByTestId("gotv-progress").textContent).toBe(`1 of ${GOTV_ITEM_COUNT} tasks done`);
    expect(JSON.parse(window.localStorage.getItem(GOTV_STORAGE_KEY) ?? "[]")).toEqual(["final-weekend/knock"]);
    first.unmount();

    renderWithProviders(<GotvChecklist />);
    expect((screen.getByRole("checkbox", { name: ITEM }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: ITEM }));
    expect(JSON.parse(window.localStorage.getItem(GOTV_STORAGE_KEY) ?? "null")).toEqual([]);
  });

  it("clears every tick, and survives a damaged stored value", () => {
    window.localStorage.setItem(GOTV_STORAGE_KEY, "{not json");
    const first = renderWithProviders(<GotvChecklist />);
    expect(screen.getByTestId("gotv-progress").textContent).toBe(`0 of ${GOTV_ITEM_COUNT} tasks done`);
    first.unmount();
    window.localStorage.setItem(GOTV_STORAGE_KEY, JSON.stringify(["election-day/open", "six-weeks/universe", 7]));
    renderWithProviders(<GotvChecklist />);
    expect(screen.getByTestId("gotv-progress").textContent).toBe(`2 of ${GOTV_ITEM_COUNT} tasks done`);
    fireEvent.click(screen.getByRole("button", { name: "Clear all ticks" }));
    expect(screen.getByTestId("gotv-progress").textContent).toBe(`0 of ${GOTV_ITEM_COUNT} tasks done`);
    expect(window.localStorage.getItem(GOTV_STORAGE_KEY)).toBe("[]");
  });
});
