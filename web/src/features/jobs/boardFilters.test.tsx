import { act, fireEvent, screen } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLocation } from "react-router";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it, vi } from "vitest";
import type { boardFiltersTestQuery } from "../../__generated__/boardFiltersTestQuery.graphql";
import { boardFilters, boardSearchString, boardVariables, emptyFilters, jobsFoundText, parseBoardSearch } from "./boardFilters";
import { JobFilters } from "./JobFilters";
import { shouldRevalidate } from "./JobsRoute";
import { mockEnvironment, renderRoutes } from "../../test/render";
import { useUrlFilters } from "../../components/list/useUrlFilters";

const parse = (s: string) => parseBoardSearch(new URLSearchParams(s));

describe("board filters <-> URL", () => {
  it("reads every filter from the query", () => {
    expect(parse("?q=organizer&location=Austin%2C+TX&type=FULL_TIME&affiliation=DEMOCRATIC&verified=TRUE&sort=oldest")).toEqual({
      q: "organizer",
      location: "Austin, TX",
      type: "FULL_TIME",
      affiliation: "DEMOCRATIC",
      workplace: "",
      verified: "true",
      sort: "oldest",
    });
  });

  it("defaults and ignores unknown values", () => {
    expect(parse("")).toEqual(emptyFilters);
    expect(parse("?type=gig&affiliation=whig&sort=random&location=_all&workplace=moon&verified=maybe")).toEqual(emptyFilters);
  });

  it("accepts the spec's spellings", () => {
    expect(parse("?type=full-time&affiliation=Non-Partisan")).toMatchObject({ type: "FULL_TIME", affiliation: "NONE" });
    expect(parse("?type=Part-Time&affiliation=democratic")).toMatchObject({ type: "PART_TIME", affiliation: "DEMOCRATIC" });
  });

  it("writes only non-default filters, and round-trips", () => {
    expect(boardSearchString(emptyFilters)).toBe("");
    const f = { q: "field organizer", location: "Austin, TX", type: "CONTRACT", affiliation: "NONE", workplace: "REMOTE", verified: "true", sort: "oldest" as const };
    const s = boardSearchString(f);
    expect(s).toBe("?q=field+organizer&location=Austin%2C+TX&type=CONTRACT&affiliation=NONE&workplace=REMOTE&verified=true&sort=oldest");
    expect(boardVariables(f).filter?.verified).toBe(true);
    expect(parse(s)).toEqual(f);
  });

  it("maps filters to server-side query variables (page size 20)", () => {
    expect(boardVariables(emptyFilters)).toEqual({ first: 20, filter: null, orderBy: "NEWEST" });
    expect(boardVariables(parse("?q=%20field%20&type=VOLUNTEER&affiliation=REPUBLICAN&location=Boise&workplace=remote&sort=oldest"))).toEqual({
      first: 20,
      filter: { search: "field", location: "Boise", jobType: "VOLUNTEER", politicalAffiliation: "REPUBLICAN", workplace: "REMOTE" },
      orderBy: "OLDEST",
    });
  });

  it("counts like the spec", () => {
    expect(jobsFoundText(0)).toBe("0 job(s) found");
    expect(jobsFoundText(12)).toBe("12 job(s) found");
    expect(jobsFoundText(1000)).toBe("1000 job(s) found"); // exact at the cap
    expect(jobsFoundText(1000, true)).toBe("1,000+ jobs found"); // more than the cap
  });

  it("does not re-run the loader for filter changes on /jobs", () => {
    const args = (a: string, b: string) =>
      ({ currentUrl: new URL(a, "http://x"), nextUrl: new URL(b, "http://x"), defaultShouldRevalidate: true }) as Parameters<
        typeof shouldRevalidate
      >[0];
    expect(shouldRevalidate(args("/jobs", "/jobs?q=a"))).toBe(false);
    expect(shouldRevalidate(args("/jobs/3", "/jobs?q=a"))).toBe(true);
    expect(shouldRevalidate(args("/jobs?q=a", "/jobs?q=a"))).toBe(true);
  });
});

const facetsQuery = graphql`
  query boardFiltersTestQuery @relay_test_operation {
    jobFacets {
      ...JobFilters_facets
    }
  }
`;

function Screen() {
  const data = useLazyLoadQuery<boardFiltersTestQuery>(facetsQuery, {});
  const { filters, set, reset } = useUrlFilters(boardFilters);
  const location = useLocation();
  return (
    <>
      <JobFilters facets={data.jobFacets} filters={filters} onChange={set} onReset={reset} />
      <output data-testid="url">{location.pathname + location.search}</output>
    </>
  );
}

function renderBoard(initial = "/jobs") {
  const env = mockEnvironment();
  env.mock.queueOperationResolver((op: Parameters<typeof MockPayloadGenerator.generate>[0]) =>
    MockPayloadGenerator.generate(op, {
      JobFacets: () => ({
        locations: [
          { value: "Austin, TX", label: "Austin, TX", count: 2 },
          { value: "", label: "Unknown location", count: 1 },
        ],
        jobTypes: [
          { value: "FULL_TIME", label: "Full-Time", count: 2 },
          { value: "VOLUNTEER", label: "Volunteer", count: 1 },
        ],
        politicalAffiliations: [{ value: "DEMOCRATIC", label: "Democratic", count: 1 }],
      }),
    }),
  );
  return renderRoutes(env, [{ path: "/jobs", element: <Screen /> }], [initial]);
}

const url = () => screen.getByTestId("url").textContent;

describe("JobFilters", () => {
  it("puts chips, dropdowns and sort in the URL", async () => {
    const { router } = renderBoard();
    fireEvent.click(await screen.findByRole("button", { name: "Non-Partisan" }));
    expect(url()).toBe("/jobs?affiliation=NONE");
    expect(screen.getByRole("button", { name: "Non-Partisan" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.change(screen.getByLabelText("Location"), { target: { value: "Austin, TX" } });
    fireEvent.change(screen.getByLabelText("Job type"), { target: { value: "VOLUNTEER" } });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "oldest" } });
    expect(url()).toBe("/jobs?location=Austin%2C+TX&type=VOLUNTEER&affiliation=NONE&sort=oldest");
    // Each change is a history entry: Back undoes the last one.
    await act(async () => {
      await router.navigate(-1);
    });
    expect(url()).toBe("/jobs?location=Austin%2C+TX&type=VOLUNTEER&affiliation=NONE");
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("newest");
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(url()).toBe("/jobs");
  });

  it("builds the dropdowns from the facets (default labels first, no unfilterable empty value)", async () => {
    renderBoard();
    const location = (await screen.findByLabelText("Location")) as HTMLSelectElement;
    expect(Array.from(location.options).map((o) => o.text)).toEqual(["All Locations", "Austin, TX"]);
    const type = screen.getByLabelText("Job type") as HTMLSelectElement;
    expect(Array.from(type.options).map((o) => o.text)).toEqual(["All Job Types", "Full-Time", "Volunteer"]);
  });

  it("debounces the search box into ?q=", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderBoard("/jobs?type=FULL_TIME");
      const box = await screen.findByLabelText("Search jobs");
      fireEvent.change(box, { target: { value: "organ" } });
      fireEvent.change(box, { target: { value: "organizer" } });
      expect(url()).toBe("/jobs?type=FULL_TIME");
      await act(async () => {
        vi.advanceTimersByTime(350);
      });
      expect(url()).toBe("/jobs?q=organizer&type=FULL_TIME");
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads the initial state from the URL (reload, shared link)", async () => {
    renderBoard("/jobs?q=field&location=Austin%2C+TX&affiliation=DEMOCRATIC&sort=oldest");
    expect(((await screen.findByLabelText("Search jobs")) as HTMLInputElement).value).toBe("field");
    expect((screen.getByLabelText("Location") as HTMLSelectElement).value).toBe("Austin, TX");
    expect((screen.getByLabelText("Affiliation") as HTMLSelectElement).value).toBe("DEMOCRATIC");
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("oldest");
    expect(screen.getByRole("button", { name: "Democratic" }).getAttribute("aria-pressed")).toBe("true");
  });
});
