import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { ResourceCardTestQuery } from "../../__generated__/ResourceCardTestQuery.graphql";
import { GraphQLRequestError } from "../../relay/environment";
import { cssFor, mockEnvironment, renderRoutes, type MockEnvironment } from "../../test/render";
import { addedText, ResourceCard } from "./ResourceCard";

const testQuery = graphql`
  query ResourceCardTestQuery @relay_test_operation {
    resource(databaseId: 7) {
      ...ResourceCard_resource
    }
  }
`;

const NOW = new Date("2026-11-23T12:00:00Z");

function Harness() {
  const data = useLazyLoadQuery<ResourceCardTestQuery>(testQuery, {});
  return data.resource ? <ResourceCard resource={data.resource} now={NOW} /> : null;
}

function renderCard(env: MockEnvironment, resource: Record<string, unknown>) {
  env.mock.queueOperationResolver((op: Parameters<typeof MockPayloadGenerator.generate>[0]) =>
    MockPayloadGenerator.generate(op, {
      Resource: () => ({
        id: "UmVzb3VyY2U6Nw==",
        databaseId: 7,
        title: "Running a GOTV Weekend",
        description: "Shifts, turf and a plan to vote for every supporter.",
        category: "GOTV",
        categoryLabel: "GOTV",
        readMinutes: 5,
        imageUrl: null,
        createdAt: "2026-11-20T12:00:00Z",
        viewerIsOwner: false,
        author: { firstName: "Maria", lastName: "Lopez", profileImage: null },
        ...resource,
      }),
    }),
  );
  return renderRoutes(env, [{ path: "/", element: <Harness /> }]);
}

describe("ResourceCard", () => {
  it("shows the badge, read time, linked title and description, author and added time", () => {
    renderCard(mockEnvironment(), {});
    const badge = screen.getByTestId("resource-category");
    expect(badge.textContent).toBe("GOTV");
    expect(cssFor(badge)).toMatch(/colors-orange-/);
    expect(screen.getByText("5 min read")).toBeTruthy();
    const title = screen.getByRole("link", { name: "Running a GOTV Weekend" });
    expect(title.getAttribute("href")).toBe("/resources/7");
    const desc = screen.getByTestId("resource-description");
    expect(desc.closest("a")?.getAttribute("href")).toBe("/resources/7");
    expect(cssFor(desc)).toMatch(/line-clamp:\s*2/);
    expect(within(screen.getByTestId("resource-author")).getByText("Maria Lopez")).toBeTruthy();
    expect(screen.getByText("Added 3 days ago")).toBeTruthy();
    // The category's stock image when the resource has none.
    expect(document.querySelector("img")?.getAttribute("src")).toBe("/assets/img/resources/gotv.svg");
  });

  it("gives a non-owner neither Edit nor Delete", () => {
    renderCard(mockEnvironment(), {});
    expect(screen.queryByRole("link", { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
  });

  it("gives the owner Edit and Delete; Delete asks in the Delete Resource dialog, Cancel sends nothing", async () => {
    const env = mockEnvironment();
    renderCard(env, { viewerIsOwner: true, imageUrl: "/uploads/ab/cd.png" });
    expect(screen.getByRole("link", { name: "Edit Running a GOTV Weekend" }).getAttribute("href")).toBe("/resources/edit/7");
    expect(document.querySelector("img")?.getAttribute("src")).toBe("/uploads/ab/cd.png");
    fireEvent.click(screen.getByRole("button", { name: "Delete Running a GOTV Weekend" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Delete Resource")).toBeTruthy();
    expect(within(dialog).getByText("Are you sure you want to delete this resource? This action cannot be undone.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(env.mock.getAllOperations()).toHaveLength(0);
  });

  it("deletes on confirmation: toast Success and the card goes", async () => {
    const env = mockEnvironment();
    renderCard(env, { viewerIsOwner: true });
    fireEvent.click(screen.getByRole("button", { name: "Delete Running a GOTV Weekend" }));
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const op = env.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("DeleteResourceMutation");
    expect(op.request.variables).toEqual({ input: { id: "UmVzb3VyY2U6Nw==" } });
    await act(async () => {
      env.mock.resolve(op, { data: { deleteResource: { deletedResourceId: "UmVzb3VyY2U6Nw==", errors: [] } } });
    });
    expect(await screen.findByText("Success")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Running a GOTV Weekend" })).toBeNull();
  });

  it("says 'You are not authorized to delete this resource' on a 403 and 'Failed to delete resource' otherwise", async () => {
    const env = mockEnvironment();
    renderCard(env, { viewerIsOwner: true });
    fireEvent.click(screen.getByRole("button", { name: "Delete Running a GOTV Weekend" }));
    let dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await act(async () => {
      env.mock.rejectMostRecentOperation(new GraphQLRequestError("You are not authorized to delete this resource", { code: "FORBIDDEN", status: 403 }));
    });
    expect(await screen.findByText("You are not authorized to delete this resource")).toBeTruthy();

    dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await act(async () => {
      env.mock.rejectMostRecentOperation(new Error("network down"));
    });
    expect(await screen.findByText("Failed to delete resource")).toBeTruthy();
    // Nothing was deleted: the card stays (behind the still-open dialog).
    expect(screen.getByText("Running a GOTV Weekend")).toBeTruthy();
  });
});

describe("addedText", () => {
  it("is relative to now", () => {
    expect(addedText("2026-11-22T12:00:00Z", NOW)).toBe("Added yesterday");
    expect(addedText("2026-10-20T12:00:00Z", NOW)).toBe("Added last month");
  });
});
