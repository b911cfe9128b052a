import { screen } from "@testing-library/react";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render";
import { ElectionWeekLead } from "./ElectionWeekLead";

// The server says which lead (electionWeekLead, by its clock); these check the
// sections the home page then shows.
function setup(kind: "AVAILABLE_PEOPLE" | "NEW_JOBS" | null) {
  const environment = createMockEnvironment();
  let n = 0;
  const operations: string[] = [];
  const resolve = (op: Parameters<Parameters<typeof environment.mock.queueOperationResolver>[0]>[0]) => {
    operations.push(op.request.node.operation.name);
    return MockPayloadGenerator.generate(op, {
      ElectionWeekLead: () => ({ kind }),
      Query: () => ({ electionWeekLead: kind ? { kind } : null }),
      User: () => {
        n += 1;
        return {
          id: `u${n}`,
          databaseId: n,
          firstName: "Rosa",
          lastName: `Delgado${n}`,
          profileImage: null,
          openToWork: { availability: "Available now", availableNow: true, roles: ["FIELD"], stateNames: ["Arizona"] },
        };
      },
      PersonConnection: () => ({ edges: [{ node: {} }, { node: {} }] }),
      JobConnection: () => ({ edges: [{ node: {} }] }),
      Job: () => ({ id: "j1", title: "Field Organizer", createdAt: new Date().toISOString(), deadline: null, electionDate: null, salary: null }),
    });
  };
  // Each queued resolver (a function of its own) answers one operation: the lead, then its section.
  environment.mock.queueOperationResolver((op) => resolve(op));
  environment.mock.queueOperationResolver((op) => resolve(op));
  renderScreen(<ElectionWeekLead />, { environment });
  return operations;
}

describe("ElectionWeekLead", () => {
  it("leads a campaign's home page with people available now, linking to /people?available=now", async () => {
    const ops = setup("AVAILABLE_PEOPLE");
    expect(await screen.findByRole("heading", { name: "Available now" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByTestId("person-card")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "See everyone available now" }).getAttribute("href")).toBe("/people?available=now");
    expect(ops).toEqual(["ElectionWeekLeadQuery", "ElectionWeekSectionsPeopleQuery"]);
  });

  it("leads other members' home page with new jobs", async () => {
    const ops = setup("NEW_JOBS");
    expect(await screen.findByRole("heading", { name: "New jobs this week" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse all jobs" }).getAttribute("href")).toBe("/jobs");
    expect(ops).toEqual(["ElectionWeekLeadQuery", "ElectionWeekSectionsJobsQuery"]);
  });

  it("shows nothing on other days", async () => {
    const ops = setup(null);
    await screen.findByTestId("location");
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("election-week-lead")).toBeNull();
    expect(ops).toEqual(["ElectionWeekLeadQuery"]);
  });
});
