import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { JobApplicantsTestQuery } from "../../__generated__/JobApplicantsTestQuery.graphql";
import { mockEnvironment, renderRoutes, type MockEnvironment } from "../../test/render";
import { JobApplicants } from "./JobApplicants";

const testQuery = graphql`
  query JobApplicantsTestQuery @relay_test_operation {
    job(databaseId: 7) {
      ...JobApplicants_job
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<JobApplicantsTestQuery>(testQuery, {});
  return data.job ? <JobApplicants job={data.job} /> : null;
}

const JOB_ID = "Sm9iOjc=";

function counts(over: Record<string, number> = {}) {
  const base: Record<string, number> = { APPLIED: 1, REVIEWING: 0, INTERVIEW: 0, OFFER: 0, HIRED: 0, NOT_SELECTED: 0, WITHDRAWN: 1 };
  return Object.entries({ ...base, ...over }).map(([stage, count]) => ({ stage, count }));
}

function application(id: string, first: string, stage: string, note: string | null = null, resumeFile: object | null = null) {
  return {
    cursor: id,
    node: {
      id,
      message: `Hello from ${first}`,
      createdAt: "2026-11-20T12:00:00Z",
      stage,
      note,
      resumeFile,
      applicant: { id: `U${id}`, databaseId: 1, firstName: first, lastName: "Doe", username: first.toLowerCase() },
    },
  };
}

function renderApplicants(env: MockEnvironment) {
  env.mock.queueOperationResolver((op: Parameters<typeof MockPayloadGenerator.generate>[0]) =>
    MockPayloadGenerator.generate(op, {
      Job: () => ({
        id: JOB_ID,
        applicationStageCounts: counts(),
        applications: {
          totalCount: 2,
          edges: [
            application("A1", "Ann", "APPLIED", "Strong canvasser", { fileName: "ann-doe.pdf", size: 48 * 1024, url: "/api/jobs/7/applications/1/resume" }),
            application("A2", "Bob", "WITHDRAWN"),
          ],
          pageInfo: { hasNextPage: false, endCursor: "A2" },
        },
      }),
    }),
  );
  return renderRoutes(env, [{ path: "/", element: <Harness /> }]);
}

function card(first: string) {
  return screen.getAllByTestId("applicant-card").find((c) => c.textContent?.includes(`${first} Doe`))!;
}

describe("JobApplicants", () => {
  it("shows each stage's count, each card's stage, and no control on a withdrawn one", async () => {
    renderApplicants(mockEnvironment());
    await screen.findByRole("heading", { name: "Applicants (2)" });
    const filter = screen.getByRole("group", { name: "Filter applicants by stage" });
    const names = within(filter).getAllByRole("button").map((b) => b.textContent);
    expect(names).toEqual(["All (2)", "Applied (1)", "Reviewing (0)", "Interview (0)", "Offer (0)", "Hired (0)", "Not selected (0)", "Withdrawn (1)"]);
    expect(within(filter).getByRole("button", { name: "All (2)" }).getAttribute("aria-pressed")).toBe("true");

    const ann = card("Ann");
    expect(within(ann).getByTestId("stage-badge").textContent).toBe("Applied");
    const select = within(ann).getByLabelText("Stage for Ann Doe") as HTMLSelectElement;
    expect(select.value).toBe("APPLIED");
    // Withdrawn is the applicant's own: never offered.
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(["Applied", "Reviewing", "Interview", "Offer", "Hired", "Not selected"]);
    expect((within(ann).getByLabelText("Private note (only you see this)") as HTMLTextAreaElement).value).toBe("Strong canvasser");

    const bob = card("Bob");
    expect(within(bob).getByTestId("stage-badge").textContent).toBe("Withdrawn");
    expect(within(bob).queryByRole("combobox")).toBeNull();
  });

  it("links each résumé sent for download, named for its applicant", async () => {
    renderApplicants(mockEnvironment());
    await screen.findByRole("heading", { name: "Applicants (2)" });
    // (The link's accessible name, "Download résumé of Ann Doe", is checked in a real browser: e2e/resumes.test.mjs.)
    const link = within(card("Ann")).getByText("Download résumé").closest("a")!;
    expect(link.textContent).toBe("Download résumé of Ann Doe");
    expect(link.getAttribute("href")).toBe("/api/jobs/7/applications/1/resume");
    expect(link.hasAttribute("download")).toBe(true);
    expect(card("Ann").textContent).toContain("(ann-doe.pdf, 48 KB)");
    expect(within(card("Bob")).queryByText("Download résumé")).toBeNull();
  });

  it("filters by stage with applications(stage:)", async () => {
    const env = mockEnvironment();
    renderApplicants(env);
    fireEvent.click(await screen.findByRole("button", { name: "Withdrawn (1)" }));
    const op = await waitFor(() => {
      const o = env.mock.getMostRecentOperation();
      expect(o.request.node.params.name).toBe("JobApplicantsPaginationQuery");
      return o;
    });
    expect(op.request.variables).toMatchObject({ id: JOB_ID, stage: "WITHDRAWN" });
  });

  it("moves an application, toasts, and updates the counts from the payload", async () => {
    const env = mockEnvironment();
    renderApplicants(env);
    await screen.findByRole("heading", { name: "Applicants (2)" });
    fireEvent.change(screen.getByLabelText("Stage for Ann Doe"), { target: { value: "INTERVIEW" } });
    const op = env.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("MoveApplicationMutation");
    expect(op.request.variables).toEqual({ input: { id: "A1", stage: "INTERVIEW" } });
    await act(async () => {
      env.mock.resolve(op, {
        data: {
          moveApplication: {
            application: {
              id: "A1",
              stage: "INTERVIEW",
              updatedAt: "2026-11-27T12:00:00Z",
              job: { id: JOB_ID, applicationStageCounts: counts({ APPLIED: 0, INTERVIEW: 1 }) },
            },
            errors: [],
          },
        },
      });
    });
    expect(await screen.findByText("Application moved")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Interview (1)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Applied (0)" })).toBeTruthy();
    expect(within(card("Ann")).getByTestId("stage-badge").textContent).toBe("Interview");
  });

  it("shows the server's message when a move fails and keeps the stage", async () => {
    const env = mockEnvironment();
    renderApplicants(env);
    await screen.findByRole("heading", { name: "Applicants (2)" });
    fireEvent.change(screen.getByLabelText("Stage for Ann Doe"), { target: { value: "OFFER" } });
    await act(async () => {
      env.mock.resolveMostRecentOperation({
        data: {
          moveApplication: {
            application: null,
            errors: [{ field: null, message: "This application was withdrawn; it can no longer be moved.", code: "CONFLICT" }],
          },
        },
      });
    });
    expect(await screen.findByText("This application was withdrawn; it can no longer be moved.")).toBeTruthy();
    expect((screen.getByLabelText("Stage for Ann Doe") as HTMLSelectElement).value).toBe("APPLIED");
  });

  it("saves the private note", async () => {
    const env = mockEnvironment();
    renderApplicants(env);
    await screen.findByRole("heading", { name: "Applicants (2)" });
    const ann = card("Ann");
    fireEvent.change(within(ann).getByLabelText("Private note (only you see this)"), { target: { value: "Call back Monday" } });
    fireEvent.click(within(ann).getByRole("button", { name: "Save note for Ann Doe" }));
    const op = env.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("SetApplicationNoteMutation");
    expect(op.request.variables).toEqual({ input: { id: "A1", note: "Call back Monday" } });
    await act(async () => {
      env.mock.resolve(op, { data: { setApplicationNote: { application: { id: "A1", note: "Call back Monday" }, errors: [] } } });
    });
    expect(await screen.findByText("Note saved")).toBeTruthy();
  });
});
