import { useMemo } from "react";
import { graphql, useRelayEnvironment, useSubscription } from "react-relay/hooks";
import { fetchQuery } from "relay-runtime";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { MessageEventsSubscription } from "../../__generated__/MessageEventsSubscription.graphql";
import type { MessageEventsCatchUpQuery } from "../../__generated__/MessageEventsCatchUpQuery.graphql";
import { appendToThread, moveContactToTop, setUnreadTotal } from "./messageStore";

const subscription = graphql`
  subscription MessageEventsSubscription {
    messageEvents {
      kind
      unreadCount
      readByViewer
      message {
        id
        databaseId
        ...MessageBubble_message
      }
      conversation {
        id
        viewerHasBlocked
        # Everything the contacts list reads: a first message from someone new adds
        # this conversation to the list, and its row must open (issue 25).
        ...ContactRow_conversation
      }
    }
  }
`;

// What a client missed while disconnected: everything after the newest
// message it holds, then the counts (asked on every RESYNC).
const catchUpQuery = graphql`
  query MessageEventsCatchUpQuery($after: Int!) {
    messagesSince(after: $after, first: 100) {
      hasMore
      messages {
        id
        databaseId
        viewerIsSender
        sender {
          id
        }
        receiver {
          id
        }
        ...MessageBubble_message
      }
    }
    viewer {
      id
      unreadMessageCount
    }
  }
`;

/** The newest message id this tab holds (the catch-up cursor). */
let newestHeld = 0;

/** Notes a message id seen by this tab (screens call it for what they load). */
export function noteMessage(databaseId: number): void {
  newestHeld = Math.max(newestHeld, databaseId);
}

/** Global ID of a user's conversation as the viewer sees it. */
export function conversationIdOf(userId: string): string {
  // "Conversation:<databaseId>" (see the server's Contact.GlobalID).
  try {
    const raw = atob(userId.replace(/-/g, "+").replace(/_/g, "/"));
    const db = raw.split(":")[1];
    return btoa(`Conversation:${db}`).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  } catch {
    return "";
  }
}

/** Keeps this tab live for the signed-in viewer: new messages join the open
 * thread and the contacts, counts and the header badge follow read state, and
 * after any reconnect (each starts with RESYNC) it catches up from the
 * database. Rendered once, in the app shell, for signed-in users only. */
export function MessageEvents(): null {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<MessageEventsSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (res) => {
        const ev = res?.messageEvents;
        if (ev?.kind !== "RESYNC") return;
        // Catch up: pages of 100 after the newest held, then counts.
        const page = (after: number) =>
          fetchQuery<MessageEventsCatchUpQuery>(environment, catchUpQuery, { after }).subscribe({
            next: (data) => {
              const list = data.messagesSince.messages;
              if (list.length > 0) {
                environment.commitUpdate((store) => {
                  for (const m of list) {
                    const other = m.viewerIsSender ? m.receiver.id : m.sender.id;
                    const rec = store.get(m.id);
                    if (rec) appendToThread(store, conversationIdOf(other), rec);
                    noteMessage(m.databaseId);
                  }
                });
              }
              if (data.messagesSince.hasMore && list.length > 0) page(list[list.length - 1].databaseId);
            },
          });
        page(newestHeld);
      },
      updater: (store, data) => {
        const ev = data?.messageEvents;
        if (!ev) return;
        setUnreadTotal(store, ev.unreadCount);
        if (ev.kind === "MESSAGE" && ev.message && ev.conversation) {
          noteMessage(ev.message.databaseId);
          const rec = store.get(ev.message.id);
          if (rec) appendToThread(store, ev.conversation.id, rec);
          if (!ev.conversation.viewerHasBlocked) moveContactToTop(store, ev.conversation.id);
        }
      },
    }),
    [environment],
  );
  useSubscription<MessageEventsSubscription>(config);
  return null;
}
