import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { MockPayloadGenerator, createMockEnvironment } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { NotificationsRouteTestQuery } from "../../__generated__/NotificationsRouteTestQuery.graphql";
import { renderScreen } from "../../test/render";
import { NotificationEvents } from "./NotificationEvents";
import { NotificationsView } from "./NotificationsRoute";

const testQuery = graphql`
  query NotificationsRouteTestQuery @relay_test_operation {
    viewer {
      id
      unreadNotifications
      ...NotificationsList_user
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<NotificationsRouteTestQuery>(testQuery, {});
  return data.viewer ? <NotificationsView viewer={data.viewer} /> : null;
}

const items = [
  { id: "N2", kind: "NEW_APPLICATION", title: "Ann Lee applied to your job “Field Organizer”", url: "/jobs/7#applicants", read: false, createdAt: new Date().toISOString() },
  { id: "N1", kind: "TEAM_ADDED", title: "Bo Park added you to the team “Alvarez”", url: "/teams/3", read: true, createdAt: new Date(Date.now() - 86400_000).toISOString() },
];

function renderList(list: typeof items, unread: number, live = false) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    op.request.node.params.operationKind === "query"
      ? MockPayloadGenerator.generate(op, {
          User: () => ({ id: "U1", unreadNotifications: unread }),
          NotificationConnection: () => ({ edges: list.map((node) => ({ cursor: node.id, node })), pageInfo: { hasNextPage: false, endCursor: null } }),
        })
      : null,
  );
  renderScreen(
    <Suspense fallback="loading">
      <Harness />
      {live && <NotificationEvents />}
    </Suspense>,
    { path: "/notifications", environment },
  );
  return environment;
}

describe("NotificationsView", () => {
  it("lists notifications newest first, each a link to what it is about, the unread ones marked New", async () => {
    renderList(items, 1);
    const list = await screen.findByRole("list", { name: "Notifications" });
    const rows = within(list).getAllByTestId("notification");
    expect(rows.map((r) => r.getAttribute("data-read"))).toEqual(["false", "true"]);
    expect(within(rows[0]).getByRole("link", { name: items[0].title }).getAttribute("href")).toBe("/jobs/7#applicants");
    expect(within(rows[1]).getByRole("link", { name: items[1].title }).getAttribute("href")).toBe("/teams/3");
    expect(within(rows[0]).getByText("New")).toBeTruthy();
    expect(within(rows[1]).queryByText("New")).toBeNull();
    expect(screen.getByTestId("notifications-unread").textContent).toBe("1 unread");
  });

  it("marks one read: the mutation names it, and the unread line follows the answer", async () => {
    const environment = renderList(items, 1);
    fireEvent.click(await screen.findByRole("button", { name: `Mark as read: ${items[0].title}` }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("MarkNotificationReadMutation");
    expect(op.request.variables).toEqual({ input: { id: "N2" } });
    act(() =>
      environment.mock.resolve(op, {
        data: { markNotificationRead: { notification: { id: "N2", read: true }, unreadNotifications: 0, errors: [] } },
      }),
    );
    await waitFor(() => expect(screen.getByTestId("notifications-unread").textContent).toBe("You're all caught up."));
    expect(screen.queryByRole("button", { name: /^Mark as read/ })).toBeNull();
  });

  it("marks all read", async () => {
    const environment = renderList(items, 1);
    fireEvent.click(await screen.findByRole("button", { name: "Mark all as read" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("MarkAllNotificationsReadMutation");
    act(() => environment.mock.resolve(op, { data: { markAllNotificationsRead: { unreadNotifications: 0, errors: [] } } }));
    await waitFor(() => expect(screen.getByTestId("notifications-unread").textContent).toBe("You're all caught up."));
    expect(screen.getAllByTestId("notification").map((r) => r.getAttribute("data-read"))).toEqual(["true", "true"]);
    expect((screen.getByRole("button", { name: "Mark all as read" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says so when there are none", async () => {
    renderList([], 0);
    expect(await screen.findByText("No notifications yet.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Mark all as read" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("follows the live events: a new one joins the top, and all read elsewhere marks the loaded ones read", async () => {
    const environment = renderList(items, 1, true);
    await screen.findByRole("list", { name: "Notifications" });
    const sub = environment.mock.getAllOperations().find((op) => op.request.node.params.name === "NotificationEventsSubscription");
    expect(sub).toBeTruthy();
    const fresh = { id: "N3", kind: "SAVED_SEARCH", title: "2 new jobs for your saved search “Reno”", url: "/jobs?q=reno", read: false, createdAt: new Date().toISOString() };
    act(() => environment.mock.nextValue(sub!, { data: { notificationEvents: { kind: "NEW", unreadCount: 2, notification: fresh } } }));
    await waitFor(() => expect(screen.getByTestId("notifications-unread").textContent).toBe("2 unread"));
    const rows = screen.getAllByTestId("notification");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole("link", { name: fresh.title }).getAttribute("href")).toBe("/jobs?q=reno");
    act(() => environment.mock.nextValue(sub!, { data: { notificationEvents: { kind: "READ", unreadCount: 0, notification: null } } }));
    await waitFor(() => expect(screen.getByTestId("notifications-unread").textContent).toBe("You're all caught up."));
    expect(screen.getAllByTestId("notification").map((r) => r.getAttribute("data-read"))).toEqual(["true", "true", "true"]);
  });
});
