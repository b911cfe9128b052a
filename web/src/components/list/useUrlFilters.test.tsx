import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockEnvironment, renderRoutes } from "../../test/render";
import { defineFilters, oneOf, order, text } from "./urlFilters";
import { useUrlFilters } from "./useUrlFilters";

const things = defineFilters({ q: text(), kind: oneOf(["BIG", "SMALL"]), sort: order(["newest", "oldest"]) });

function Screen() {
  const { filters, set, reset, active } = useUrlFilters(things);
  return (
    <>
      <output data-testid="filters">{JSON.stringify(filters)}</output>
      <button type="button" onClick={() => set({ kind: "BIG" })}>
        Big
      </button>
      <button type="button" onClick={() => set({ sort: "oldest" })}>
        Oldest
      </button>
      <button type="button" onClick={() => set({ q: "typed" }, { replace: true })}>
        Type
      </button>
      <button
        type="button"
        onClick={() => {
          set({ q: "typed" }, { replace: true });
          set({ kind: "BIG" });
        }}
      >
        Type then Big
      </button>
      <button type="button" onClick={reset} disabled={!active}>
        Reset
      </button>
    </>
  );
}

function setup(path = "/things") {
  return renderRoutes(mockEnvironment(), [{ path: "/things", element: <Screen /> }, { path: "/other", element: <p>Other</p> }], ["/other", path]);
}

const url = (router: ReturnType<typeof setup>["router"]) => router.state.location.pathname + router.state.location.search;
const filters = () => JSON.parse(screen.getByTestId("filters").textContent ?? "{}");

describe("useUrlFilters", () => {
  it("reads the filters from the URL, unknown values falling back to the defaults", () => {
    setup("/things?kind=HUGE&sort=oldest&q=%20a%20");
    expect(filters()).toEqual({ q: "a", kind: "", sort: "oldest" });
  });

  it("merges each change into the URL as a history entry that Back undoes", async () => {
    const { router } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Big" }));
    fireEvent.click(screen.getByRole("button", { name: "Oldest" }));
    expect(url(router)).toBe("/things?kind=BIG&sort=oldest");
    await act(async () => {
      await router.navigate(-1);
    });
    expect(url(router)).toBe("/things?kind=BIG");
    expect(filters()).toEqual({ q: "", kind: "BIG", sort: "newest" });
  });

  it("replaces the entry for typing, keeps scroll, and Reset goes back to a clean URL", async () => {
    const { router } = setup("/things?kind=SMALL");
    fireEvent.click(screen.getByRole("button", { name: "Type" }));
    expect(url(router)).toBe("/things?q=typed&kind=SMALL");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(router.state.preventScrollReset).toBe(true);
    await act(async () => {
      await router.navigate(-1);
    });
    expect(url(router)).toBe("/other");
    await act(async () => {
      await router.navigate(1);
    });
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(url(router)).toBe("/things");
    expect((screen.getByRole("button", { name: "Reset" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("merges into the URL as it is now, not as last rendered (a chip clicked before the search's render committed keeps the search)", () => {
    const { router } = setup("/things?sort=oldest");
    fireEvent.click(screen.getByRole("button", { name: "Type then Big" }));
    expect(url(router)).toBe("/things?q=typed&kind=BIG&sort=oldest");
    expect(filters()).toEqual({ q: "typed", kind: "BIG", sort: "oldest" });
  });
});
