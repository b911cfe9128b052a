import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { JobCardTestQuery } from "../../__generated__/JobCardTestQuery.graphql";
import { JobCard, postedText } from "./JobCard";
import { cssFor, mockEnvironment as createMockEnvironment, renderRoutes, type MockEnvironment as RelayMockEnvironment } from "../../test/render";

const testQuery = graphql`
  query JobCardTestQuery @relay_test_operation {
    job(databaseId: 7) {
      ...JobCard_job
    }
  }
`;

const NOW = new Date("2025-04-10T12:00:00Z");

function Harness() {
  const data = useLazyLoadQuery<JobCardTestQuery>(testQuery, {});
  return data.job ? <JobCard job={data.job} now={NOW} /> : null;
}

function renderCard(env: RelayMockEnvironment, job: Record<string, unknown>) {
  env.mock.queueOperationResolver((op: Parameters<typeof MockPayloadGenerator.generate>[0]) =>
    MockPayloadGenerator.generate(op, {
      Job: () => ({
        id: "Sm9iOjc=",
        databaseId: 7,
        title: "Field Organizer",
        organization: "Friends of Jane",
        location: "Austin, TX",
        jobType: "FULL_TIME",
        politicalAffiliation: "DEMOCRATIC",
        description: "Knock doors.\nRecruit volunteers.",
        createdAt: "2025-04-07T12:00:00Z",
        workplace: null,
        salary: null,
        isClosed: false,
        viewerIsOwner: false,
        viewerHasApplied: false,
        ...job,
      }),
    }),
  );
  return renderRoutes(env, [{ path: "/", element: <Harness /> }]);
}

async function findEnabled(name: string) {
  await screen.findByRole("button", { name });
  await waitFor(() => expect((screen.getByRole("button", { name }) as HTMLButtonElement).disabled).toBe(false));
  return screen.getByRole("button", { name });
}

describe("JobCard", () => {
  it("shows title, organization, location, badges, relative time and View Details", () => {
    renderCard(createMockEnvironment(), {});
    expect(screen.getByRole("heading", { name: "Field Organizer" })).toBeTruthy();
    expect(screen.getByText("Friends of Jane")).toBeTruthy();
    expect(screen.getByText("Austin, TX")).toBeTruthy();
    expect(screen.getByText("Posted 3 days ago")).toBeTruthy();

    const type = screen.getByTestId("job-type-badge");
    expect(type.textContent).toBe("Full-Time");
    // Colours come from the theme's palettes: full-time green, Democratic blue.
    expect(cssFor(type)).toMatch(/colors-green-/);
    const aff = screen.getByTestId("affiliation-badge");
    expect(aff.textContent).toBe("Democratic");
    expect(cssFor(aff)).toMatch(/colors-blue-/);

    const details = screen.getByRole("link", { name: /View Details/ });
    expect(details.getAttribute("href")).toBe("/jobs/7");
    expect(screen.queryByRole("link", { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(screen.queryByTestId("applied-badge")).toBeNull();
  });

  it("clamps the description to 2 lines", () => {
    renderCard(createMockEnvironment(), {});
    const desc = screen.getByTestId("job-description");
    expect(cssFor(desc)).toMatch(/line-clamp:\s*2/);
  });

  it("gives the owner Edit and Delete, and Delete asks for confirmation", async () => {
    const env = createMockEnvironment();
    renderCard(env, { viewerIsOwner: true });
    expect(screen.getByRole("link", { name: /^Edit/ }).getAttribute("href")).toBe("/edit-job/7");
    fireEvent.click(await findEnabled("Delete Field Organizer"));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/Are you sure you want to delete/)).toBeTruthy();
    // Nothing is sent before the confirmation.
    expect(env.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const op = env.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("DeleteJobMutation");
    expect(op.request.variables).toEqual({ input: { id: "Sm9iOjc=" } });
    await act(async () => {
      env.mock.resolve(op, { data: { deleteJob: { deletedJobId: "Sm9iOjc=", errors: [] } } });
    });
    expect(await screen.findByText("Job Deleted")).toBeTruthy();
    // @deleteRecord: the card disappears.
    expect(screen.queryByRole("heading", { name: "Field Organizer" })).toBeNull();
  });

  it("shows the server's message when a delete fails", async () => {
    const env = createMockEnvironment();
    renderCard(env, { viewerIsOwner: true });
    fireEvent.click(await findEnabled("Delete Field Organizer"));
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await act(async () => {
      env.mock.rejectMostRecentOperation(new Error("boom"));
    });
    expect(await screen.findByText("Error")).toBeTruthy();
    expect(screen.getByText("Failed to delete job")).toBeTruthy();
  });

  it("marks applied jobs and shows salary and workplace when present", () => {
    renderCard(createMockEnvironment(), {
      viewerHasApplied: true,
      workplace: "REMOTE",
      salary: { min: 50000, max: 65000, period: "YEAR" },
      jobType: "VOLUNTEER",
      politicalAffiliation: null,
    });
    expect(screen.getByTestId("applied-badge").textContent).toBe("Applied");
    expect(screen.getByText("Remote")).toBeTruthy();
    expect(screen.getByTestId("job-salary").textContent).toBe("$50,000 - $65,000 per year");
    expect(cssFor(screen.getByTestId("job-type-badge"))).toMatch(/colors-purple-/);
    expect(screen.queryByTestId("affiliation-badge")).toBeNull();
  });
});

describe("postedText", () => {
  it("is relative to now", () => {
    expect(postedText("2025-04-07T12:00:00Z", NOW)).toBe("Posted 3 days ago");
    expect(postedText("2025-04-09T12:00:00Z", NOW)).toBe("Posted yesterday");
    expect(postedText("2025-03-10T12:00:00Z", NOW)).toBe("Posted last month");
    expect(postedText(null, NOW)).toBe("Posted now");
  });
});
