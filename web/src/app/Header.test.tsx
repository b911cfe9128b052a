import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { MockPayloadGenerator, createMockEnvironment } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { HeaderTestQuery } from "../__generated__/HeaderTestQuery.graphql";
import { renderWithProviders } from "../test/render";
import { setUnreadTotal } from "../features/messages/messageStore";
import { setUnreadNotifications } from "../features/notifications/NotificationEvents";
import { Header, isCurrent, navItems } from "./Header";

const testQuery = graphql`
  query HeaderTestQuery @relay_test_operation {
    viewer {
      ...Header_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<HeaderTestQuery>(testQuery, {});
  return <Header viewer={data.viewer ?? null} />;
}

function renderHeader(viewer: Record<string, unknown> | null, path = "/") {
  const environment = createMockEnvironment();
  // Queries only: mutations (logout) stay pending.
  environment.mock.queueOperationResolver((op) =>
    op.request.node.params.operationKind === "query"
      ? MockPayloadGenerator.generate(op, { Query: () => ({ viewer }), User: () => viewer ?? {} })
      : null,
  );
  renderWithProviders(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { path, environment },
  );
  return environment;
}

function mainNavLinks() {
  return within(screen.getByRole("navigation", { name: "Main" }))
    .getAllByRole("link")
    .map((a) => a.textContent);
}

describe("navItems", () => {
  it("gives visitors Home, Jobs, Vendors, Resources, News", () => {
    expect(navItems(null).map((i) => i.label)).toEqual(["Home", "Jobs", "Vendors", "Resources", "News"]);
  });
  it("adds People (after Jobs), Messages and Teams for signed-in non-vendors", () => {
    expect(navItems({ userType: "CAMPAIGN_STAFF" }).map((i) => i.label)).toEqual([
      "Home",
      "Jobs",
      "People",
      "Vendors",
      "Resources",
      "News",
      "Messages",
      "Teams",
    ]);
  });
  it("gives vendors Home and Vendors only", () => {
    expect(navItems({ userType: "VENDOR" }).map((i) => i.label)).toEqual(["Home", "Vendors"]);
  });
  it("highlights Home only on exactly /, others by prefix", () => {
    const home = { label: "Home", to: "/" };
    const jobs = { label: "Jobs", to: "/jobs" };
    expect(isCurrent(home, "/")).toBe(true);
    expect(isCurrent(home, "/jobs")).toBe(false);
    expect(isCurrent(jobs, "/jobs/42")).toBe(true);
    expect(isCurrent(jobs, "/jobsearch")).toBe(false);
  });
});

describe("Header", () => {
  it("shows Log In and Sign Up to visitors", async () => {
    renderHeader(null);
    await screen.findByRole("navigation", { name: "Main" });
    expect(mainNavLinks()).toEqual(["Home", "Jobs", "Vendors", "Resources", "News"]);
    expect(screen.getAllByRole("link", { name: "Log In" })[0].getAttribute("href")).toBe("/auth?mode=login");
    expect(screen.getAllByRole("link", { name: "Sign Up" })[0].getAttribute("href")).toBe("/auth?mode=register");
  });

  it("marks the current item with aria-current", async () => {
    renderHeader(null, "/vendors/7");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Vendors" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
  });

  it("shows a vendor Home and Vendors and the account menu", async () => {
    renderHeader({ firstName: "Vera", lastName: "Vendor", email: "v@example.org", profileImage: null, userType: "VENDOR", unreadMessageCount: 0 });
    await screen.findByRole("navigation", { name: "Main" });
    expect(mainNavLinks()).toEqual(["Home", "Vendors"]);
    expect(screen.queryByRole("link", { name: "Log In" })).toBeNull();
    expect(await screen.findByRole("button", { name: "Account menu for Vera Vendor" })).toBeTruthy();
  });

  it("shows Messages and Teams to signed-in non-vendors", async () => {
    renderHeader({ firstName: "Cam", lastName: "Didate", email: "c@example.org", profileImage: null, userType: "CANDIDATE", unreadMessageCount: 0 });
    await screen.findByRole("navigation", { name: "Main" });
    expect(mainNavLinks()).toEqual(["Home", "Jobs", "People", "Vendors", "Resources", "News", "Messages", "Teams"]);
  });

  it("shows the unread message count on Messages", async () => {
    renderHeader({ firstName: "Cam", lastName: "Didate", email: "c@example.org", profileImage: null, userType: "CANDIDATE", unreadMessageCount: 3 });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Messages 3 unread" }).getAttribute("href")).toBe("/messages");
  });

  it("shows the unread count on the avatar and in its menu, and follows it live", async () => {
    const environment = renderHeader({ firstName: "Cam", lastName: "Didate", email: "c@example.org", profileImage: null, userType: "CANDIDATE", unreadMessageCount: 4 });
    const button = await screen.findByRole("button", { name: "Account menu for Cam Didate 4 unread messages" });
    // A live event (MessageEvents) sets the viewer's total: every badge follows.
    act(() => environment.commitUpdate((store) => setUnreadTotal(store, 12)));
    expect(await screen.findByRole("button", { name: "Account menu for Cam Didate 12 unread messages" })).toBe(button);
    expect(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Messages 12 unread" })).toBeTruthy();
    fireEvent.keyDown(button, { key: "ArrowDown" });
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Messages 12 unread" }).getAttribute("href")).toBe("/messages");
    act(() => environment.commitUpdate((store) => setUnreadTotal(store, 0)));
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Messages" })).toBeTruthy());
    expect(screen.queryByTestId("avatar-unread-badge")).toBeNull();
  });

  it("shows the bell with the unread notifications, and follows it live", async () => {
    const environment = renderHeader({ firstName: "Cam", lastName: "Didate", email: "c@example.org", profileImage: null, userType: "CANDIDATE", unreadMessageCount: 0, unreadNotifications: 3 });
    const bell = await screen.findByRole("link", { name: "Notifications, 3 unread" });
    expect(bell.getAttribute("href")).toBe("/notifications");
    expect(screen.getByTestId("notification-count").textContent).toBe("3");
    // A live event (NotificationEvents) sets the count.
    act(() => environment.commitUpdate((store) => setUnreadNotifications(store, 120)));
    expect(await screen.findByRole("link", { name: "Notifications, 99+ unread" })).toBe(bell);
    act(() => environment.commitUpdate((store) => setUnreadNotifications(store, 0)));
    expect(await screen.findByRole("link", { name: "Notifications" })).toBe(bell);
    expect(screen.queryByTestId("notification-count")).toBeNull();
  });

  it("shows visitors no bell", async () => {
    renderHeader(null);
    await screen.findByRole("navigation", { name: "Main" });
    expect(screen.queryByTestId("notification-bell")).toBeNull();
  });

  it("shows vendors their unread count on Profile in the avatar menu (their dashboard has the Messages card)", async () => {
    renderHeader({ firstName: "Vera", lastName: "Vendor", email: "v@example.org", profileImage: null, userType: "VENDOR", unreadMessageCount: 2 });
    fireEvent.click(await screen.findByRole("button", { name: "Account menu for Vera Vendor 2 unread messages" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Profile 2 unread messages" }).getAttribute("href")).toBe("/profile");
  });

  it("has a named menu button for small screens", async () => {
    renderHeader(null);
    const button = await screen.findByRole("button", { name: "Open menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("loads the account menu on first use: name, email, items, Logging out... while pending", async () => {
    renderHeader({ firstName: "Cam", lastName: "Didate", email: "c@example.org", profileImage: null, userType: "CANDIDATE", unreadMessageCount: 0 });
    const button = await screen.findByRole("button", { name: "Account menu for Cam Didate" });
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(screen.queryByRole("menu")).toBeNull();
    fireEvent.keyDown(button, { key: "ArrowDown" });
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Cam Didate")).toBeTruthy();
    expect(within(menu).getByText("c@example.org")).toBeTruthy();
    expect(within(menu).getAllByRole("menuitem").map((i) => i.textContent)).toEqual(["Profile", "Messages", "Teams", "Log out"]);
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Profile" }).hasAttribute("data-highlighted")).toBe(true));
    fireEvent.keyDown(menu, { key: "End" });
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Log out" }).hasAttribute("data-highlighted")).toBe(true));
    fireEvent.keyDown(menu, { key: "Enter" });
    const pending = await within(menu).findByRole("menuitem", { name: "Logging out..." });
    expect(pending.getAttribute("aria-disabled")).toBe("true");
  });

  it("gives vendors Profile and Log out only", async () => {
    renderHeader({ firstName: "Vera", lastName: "Vendor", email: "v@example.org", profileImage: null, userType: "VENDOR", unreadMessageCount: 0 });
    fireEvent.click(await screen.findByRole("button", { name: "Account menu for Vera Vendor" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByRole("menuitem").map((i) => i.textContent)).toEqual(["Profile", "Log out"]);
  });
});
