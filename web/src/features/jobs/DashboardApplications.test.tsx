import { act, fireEvent, screen, within } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { DashboardApplicationsTestQuery } from "../../__generated__/DashboardApplicationsTestQuery.graphql";
import { mockEnvironment, renderRoutes, type MockEnvironment } from "../../test/render";
import { DashboardApplications } from "./DashboardJobs";

const testQuery = graphql`
  query DashboardApplicationsTestQuery @relay_test_operation {
    viewer {
      ...DashboardApplications_user
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<DashboardApplicationsTestQuery>(testQuery, {});
  return data.viewer ? <DashboardApplications user={data.viewer} /> : null;
}

function edge(id: string, title: string, stage: string) {
  return {
    cursor: id,
    node: {
      id,
      createdAt: "2026-11-20T12:00:00Z",
      updatedAt: "2026-11-25T12:00:00Z",
      stage,
      job: { id: `J${id}`, databaseId: 3, title, organization: "Friends of Jane", location: "Reno, NV" },
    },
  };
}

function renderList(env: MockEnvironment) {
  env.mock.queueOperationResolver((op: Parameters<typeof MockPayloadGenerator.generate>[0]) =>
    MockPayloadGenerator.generate(op, {
      User: () => ({
        id: "U1",
        jobsAppliedCount: 2,
        applications: {
          edges: [edge("A1", "Field Organizer", "INTERVIEW"), edge("A2", "Data Director", "WITHDRAWN")],
          pageInfo: { hasNextPage: false, endCursor: "A2" },
        },
      }),
    }),
  );
  return renderRoutes(env, [{ path: "/", element: <Harness /> }]);
}

function item(title: string) {
  return screen.getAllByTestId("dashboard-application").find((c) => c.textContent?.includes(title))!;
}

describe("DashboardApplications", () => {
  it("shows each application's stage and when it changed; a withdrawn one has no button", async () => {
    renderList(mockEnvironment());
    await screen.findByRole("heading", { name: "Jobs I Applied To (2)" });
    const open = item("Field Organizer");
    expect(within(open).getByTestId("stage-badge").textContent).toBe("Interview");
    expect(within(open).getByText(/Updated November 25, 2026/)).toBeTruthy();
    expect(within(open).getByRole("button", { name: "Withdraw application to Field Organizer" })).toBeTruthy();
    const gone = item("Data Director");
    expect(within(gone).getByTestId("stage-badge").textContent).toBe("Withdrawn");
    expect(within(gone).queryByRole("button")).toBeNull();
  });

  it("withdraws after confirmation and shows Withdrawn in place", async () => {
    const env = mockEnvironment();
    renderList(env);
    await screen.findByRole("heading", { name: "Jobs I Applied To (2)" });
    fireEvent.click(within(item("Field Organizer")).getByRole("button", { name: "Withdraw application to Field Organizer" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/Withdraw your application to “Field Organizer”\?/)).toBeTruthy();
    expect(env.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    const op = env.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("WithdrawApplicationMutation");
    expect(op.request.variables).toEqual({ input: { id: "A1" } });
    await act(async () => {
      env.mock.resolve(op, {
        data: { withdrawApplication: { application: { id: "A1", stage: "WITHDRAWN", updatedAt: "2026-11-27T12:00:00Z" }, errors: [] } },
      });
    });
    expect(await screen.findByText("Application withdrawn")).toBeTruthy();
    const open = item("Field Organizer");
    expect(within(open).getByTestId("stage-badge").textContent).toBe("Withdrawn");
    expect(within(open).queryByRole("button", { name: /Withdraw application/ })).toBeNull();
  });

  it("shows the server's message when a withdrawal fails", async () => {
    const env = mockEnvironment();
    renderList(env);
    await screen.findByRole("heading", { name: "Jobs I Applied To (2)" });
    fireEvent.click(within(item("Field Organizer")).getByRole("button", { name: /Withdraw application/ }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Withdraw" }));
    await act(async () => {
      env.mock.resolveMostRecentOperation({
        data: { withdrawApplication: { application: null, errors: [{ field: null, message: "Application not found.", code: "NOT_FOUND" }] } },
      });
    });
    expect(await screen.findByText("Application not found.")).toBeTruthy();
  });
});
