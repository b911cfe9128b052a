import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { MockPayloadGenerator, createMockEnvironment } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { DashboardMessagesTestQuery } from "../../__generated__/DashboardMessagesTestQuery.graphql";
import { renderScreen, renderWithProviders } from "../../test/render";
import { ConversationMenu, REASON_REQUIRED } from "./ConversationMenu";
import { DashboardMessagesTab, NO_BLOCKED_TEXT, VendorMessagesCard } from "./DashboardMessages";
import { CHOOSE_CONTACT, NewContactDialog } from "./NewContactDialog";

const dashboardQuery = graphql`
  query DashboardMessagesTestQuery @relay_test_operation {
    viewer {
      ...DashboardMessagesTab_user
      ...BlockedPeople_user
      ...VendorMessagesCard_user
    }
  }
`;

function Dashboard({ vendor = false }: { vendor?: boolean }) {
  const data = useLazyLoadQuery<DashboardMessagesTestQuery>(dashboardQuery, {});
  if (!data.viewer) return null;
  return vendor ? <VendorMessagesCard user={data.viewer} /> : <DashboardMessagesTab user={data.viewer} blocked={data.viewer} />;
}

const alice = { id: "VXNlcjox", databaseId: 1, firstName: "Alice", lastName: "Adams" };
const bob = { id: "VXNlcjoy", databaseId: 2, firstName: "Bob", lastName: "Brown" };

function renderDashboard(user: Record<string, unknown>, vendor = false) {
  const environment = createMockEnvironment();
  // The viewer is `user`; the people nested in it keep the data given there.
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, { User: (ctx) => (ctx.path?.length === 1 ? user : undefined) }),
  );
  renderWithProviders(
    <Suspense fallback="loading">
      <Dashboard vendor={vendor} />
    </Suspense>,
    { environment, path: "/profile?tab=messages" },
  );
  return environment;
}

const message = (id: string, content: string, fromBob: boolean, isRead: boolean) => ({
  node: {
    id,
    content,
    isRead,
    viewerIsSender: !fromBob,
    createdAt: new Date().toISOString(),
    sender: fromBob ? bob : alice,
    receiver: fromBob ? alice : bob,
  },
});

describe("dashboard Messages tab", { timeout: 30_000 }, () => {
  it("marks unread received messages New, and Mark as Read marks one", async () => {
    const environment = renderDashboard({
      messages: {
        edges: [message("TTox", "Can you print yard signs?", true, false), message("TToy", "Thanks!", true, true), message("TToz", "Hello Bob", false, false)],
        pageInfo: { hasNextPage: false, endCursor: null },
      },
      blockedUsers: { edges: [] },
    });
    const items = await screen.findAllByTestId("dashboard-message");
    expect(items).toHaveLength(3);
    // Only the unread message Alice received is New; her own unread one is not.
    expect(within(items[0]).getByText("New")).toBeTruthy();
    expect(within(items[0]).getByText("From Bob Brown")).toBeTruthy();
    expect(within(items[1]).queryByText("New")).toBeNull();
    expect(within(items[2]).queryByText("New")).toBeNull();
    expect(within(items[2]).getByText("To Bob Brown")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Mark as Read" })).toHaveLength(1);
    expect(screen.getByText(NO_BLOCKED_TEXT)).toBeTruthy();

    fireEvent.click(within(items[0]).getByRole("button", { name: "Mark as Read" }));
    const op = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(op.request.node.operation.name).toBe("MarkMessageReadMutation");
    expect(op.request.variables).toEqual({ input: { id: "TTox" } });
    await act(async () => {
      environment.mock.resolve(op, {
        data: { markMessageRead: { unreadCount: 0, message: { id: "TTox", isRead: true }, conversation: { id: "Q29udmVyc2F0aW9uOjI", unreadCount: 0 } } },
      });
    });
    await waitFor(() => expect(screen.queryByText("New")).toBeNull());
    expect(screen.queryByRole("button", { name: "Mark as Read" })).toBeNull();
  });

  it("shows the empty state and the blocked people with Unblock", async () => {
    const environment = renderDashboard({
      messages: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
      blockedUsers: { edges: [{ cursor: "c", node: { id: "VXNlcjo5", username: "spammy", firstName: "Sam", lastName: "Spam", profileImage: null } }] },
    });
    expect(await screen.findByText("No messages yet.")).toBeTruthy();
    const section = screen.getByRole("region", { name: "Blocked people" });
    fireEvent.click(within(section).getByRole("button", { name: "Unblock Sam Spam" }));
    const op = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(op.request.node.operation.name).toBe("UnblockUserMutation");
    expect(op.request.variables).toEqual({ input: { userId: "VXNlcjo5" } });
    await act(async () => {
      environment.mock.resolve(op, { data: { unblockUser: { user: { id: "VXNlcjo5" }, conversation: null, unreadCount: 0, errors: [] } } });
    });
    expect(await within(section).findByText(NO_BLOCKED_TEXT)).toBeTruthy();
  });

  it("gives vendors a Messages card with the unread count that opens /messages", async () => {
    renderDashboard({ unreadMessageCount: 3 }, true);
    const card = await screen.findByTestId("vendor-messages-card");
    expect(within(card).getByText("3 unread messages")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Open Messages" }).getAttribute("href")).toBe("/messages");
  });
});

describe("New Contact dialog", { timeout: 30_000 }, () => {
  it("searches from 2 characters, says when nobody matches, and opens the chosen conversation", async () => {
    const { environment } = renderScreen(<NewContactDialog open onOpenChange={() => {}} />, { path: "/messages" });
    const dialog = await screen.findByRole("dialog", { name: "New Contact" });
    const input = within(dialog).getByLabelText(/Search people/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Message" }));
    expect(await within(dialog).findByText(CHOOSE_CONTACT)).toBeTruthy();

    fireEvent.change(input, { target: { value: "z" } });
    await new Promise((r) => setTimeout(r, 350));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.change(input, { target: { value: "zz" } });
    let op = await waitFor(() => environment.mock.getMostRecentOperation(), { timeout: 2000 });
    expect(op.request.variables).toEqual({ search: "zz", after: null });
    await act(async () => {
      environment.mock.resolve(op, { data: { newContactCandidates: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } } });
    });
    expect(await within(dialog).findByText("No users found matching \u201czz\u201d.")).toBeTruthy();

    fireEvent.change(input, { target: { value: "mar" } });
    op = await waitFor(() => {
      const o = environment.mock.getMostRecentOperation();
      expect(o.request.variables.search).toBe("mar");
      return o;
    });
    const person = (n: number) => ({ node: { id: `VXNlcjo${n}`, databaseId: 40 + n, username: `marta${n}`, firstName: "Marta", lastName: `D${n}`, profileImage: null } });
    await act(async () => {
      environment.mock.resolve(op, { data: { newContactCandidates: { edges: [person(1)], pageInfo: { hasNextPage: true, endCursor: "cur1" } } } });
    });
    // Paged: Show more asks for the next page after the cursor.
    fireEvent.click(await within(dialog).findByRole("button", { name: "Show more" }));
    op = await waitFor(() => {
      const o = environment.mock.getMostRecentOperation();
      expect(o.request.variables).toEqual({ search: "mar", after: "cur1" });
      return o;
    });
    await act(async () => {
      environment.mock.resolve(op, { data: { newContactCandidates: { edges: [person(2)], pageInfo: { hasNextPage: false, endCursor: "cur2" } } } });
    });
    fireEvent.click(await within(dialog).findByRole("radio", { name: /marta2/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Message" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/messages?to=42"));
  });
});

/** Opens the conversation menu and selects an item from the keyboard (Home: the first, End: the last). */
async function chooseFromMenu(item: string, key: "Home" | "End") {
  fireEvent.click(await screen.findByRole("button", { name: "Options for the conversation with Bob Brown" }));
  const menu = await screen.findByRole("menu");
  fireEvent.keyDown(menu, { key });
  await waitFor(() => expect(within(menu).getByRole("menuitem", { name: item }).hasAttribute("data-highlighted")).toBe(true));
  fireEvent.keyDown(menu, { key: "Enter" });
}

describe("conversation menu", { timeout: 30_000 }, () => {
  it("blocks only after confirmation", async () => {
    const { environment } = renderScreen(
      <ConversationMenu conversationId="Q29udmVyc2F0aW9uOjI" userId={bob.id} name="Bob Brown" blocked={false} reportMessageId="TTox" />,
    );
    await chooseFromMenu("Block Bob Brown", "End");
    const dialog = await screen.findByRole("alertdialog", { name: "Block Bob Brown?" });
    expect(within(dialog).getByText(/They will not be told/)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Block" }));
    const op = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(op.request.node.operation.name).toBe("BlockUserMutation");
    expect(op.request.variables).toEqual({ input: { userId: bob.id } });
  });

  it("reports with a reason, refusing a blank one", async () => {
    const { environment } = renderScreen(
      <ConversationMenu conversationId="Q29udmVyc2F0aW9uOjI" userId={bob.id} name="Bob Brown" blocked={false} reportMessageId="TTox" />,
    );
    await chooseFromMenu("Report conversation", "Home");
    const dialog = await screen.findByRole("alertdialog", { name: "Report conversation" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Report" }));
    expect(await within(dialog).findByText(REASON_REQUIRED)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "  Threatening messages  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Report" }));
    const op = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(op.request.node.operation.name).toBe("ReportMessageMutation");
    expect(op.request.variables).toEqual({ input: { messageId: "TTox", reason: "Threatening messages" } });
  });

  it("offers Unblock to a blocked conversation, and no Report without a received message", async () => {
    renderScreen(<ConversationMenu conversationId="Q29udmVyc2F0aW9uOjI" userId={bob.id} name="Bob Brown" blocked reportMessageId={null} />);
    fireEvent.click(await screen.findByRole("button", { name: "Options for the conversation with Bob Brown" }));
    expect(await screen.findByRole("menuitem", { name: "Unblock Bob Brown" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Report conversation" })).toBeNull();
  });
});
