import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render";
import { NOT_ENOUGH_TEXT, PayChart, payFilters, payScale } from "./PayInsightsRoute";

const cell = (role: string, state: string | null, count: number, p25: number | null, median: number | null, p75: number | null) => ({
  role: role as never,
  state,
  stateName: state === "CO" ? "Colorado" : state === "IA" ? "Iowa" : null,
  count,
  p25,
  median,
  p75,
});

const insights = {
  minPostings: 5,
  cells: [cell("FIELD", null, 9, 45000, 50000, 60000), cell("FIELD", "CO", 5, 45000, 52000, 60000), cell("FIELD", "IA", 4, null, null, null)],
};

describe("pay insights", () => {
  it("reads its filters from the URL, ignoring unknown values", () => {
    expect(payFilters(new URLSearchParams("role=FIELD&type=FULL_TIME&state=co"))).toEqual({ role: "FIELD", jobType: "FULL_TIME", state: "CO" });
    expect(payFilters(new URLSearchParams("role=CHEF&type=x"))).toEqual({
      role: null,
      jobType: null,
      state: "",
    });
  });

  it("charts a family by state with a table for screen readers, and says when a state has too few postings", async () => {
    renderScreen(<PayChart insights={insights} filters={{ role: "FIELD", jobType: null, state: "" }} />);
    const rows = await screen.findAllByTestId("pay-row");
    expect(rows.map((r) => r.textContent)).toEqual(["All states$45k – $60k, median $50k", "Colorado$45k – $60k, median $52k", `Iowa${NOT_ENOUGH_TEXT} (4)`]);
    const table = screen.getByRole("table", {
      name: /Posted yearly pay for Field jobs, in dollars a year/,
    });
    const colorado = within(table).getByRole("row", { name: /Colorado/ });
    expect(colorado.textContent).toBe("Colorado5$45,000$52,000$60,000");

    fireEvent.change(screen.getByLabelText("State"), {
      target: { value: "IA" },
    });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/?state=IA"));
  });

  it("scales the bars from a round $10k below the lowest to above the highest figure", async () => {
    expect(payScale(insights.cells)).toEqual({ lo: 30000, hi: 70000 });
    expect(payScale([cell("FIELD", "IA", 4, null, null, null)])).toEqual({ lo: 0, hi: 0 });
    renderScreen(<PayChart insights={insights} filters={{ role: "FIELD", jobType: null, state: "" }} />);
    expect((await screen.findByTestId("pay-scale")).textContent).toBe("$30k$70k");
  });

  it("shows one state's rows when a state is chosen", async () => {
    renderScreen(<PayChart insights={insights} filters={{ role: "FIELD", jobType: null, state: "CO" }} />);
    expect((await screen.findAllByTestId("pay-row")).map((r) => r.textContent)).toEqual(["Colorado$45k – $60k, median $52k"]);
  });
});
