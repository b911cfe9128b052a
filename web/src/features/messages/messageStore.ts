import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from "relay-runtime";

/** Connection keys of the messages screen (one place, used by the updaters). */
export const THREAD_CONNECTION = "MessageThread_messages";
export const CONTACTS_CONNECTION = "ContactList_conversations";

/** Appends message (a record in the store) to the open thread of its
 * conversation, unless it is there already (a send's answer and its live
 * event both carry it). */
export function appendToThread(store: RecordSourceProxy, conversationId: string, message: RecordProxy): void {
  const conversation = store.get(conversationId);
  if (!conversation) return;
  const conn = ConnectionHandler.getConnection(conversation, THREAD_CONNECTION);
  if (!conn) return;
  const id = message.getDataID();
  const edges = conn.getLinkedRecords("edges") ?? [];
  if (edges.some((e) => e?.getLinkedRecord("node")?.getDataID() === id)) return;
  const edge = ConnectionHandler.createEdge(store, conn, message, "MessageEdge");
  ConnectionHandler.insertEdgeAfter(conn, edge);
}

/** Moves (or adds) a conversation to the top of the viewer's contacts. */
export function moveContactToTop(store: RecordSourceProxy, conversationId: string): void {
  const viewer = store.getRoot().getLinkedRecord("viewer");
  const conversation = store.get(conversationId);
  if (!viewer || !conversation) return;
  for (const filter of [{ filter: "" }, {}]) {
    const conn = ConnectionHandler.getConnection(viewer, CONTACTS_CONNECTION, filter);
    if (!conn) continue;
    const edges = conn.getLinkedRecords("edges") ?? [];
    const rest = edges.filter((e) => e?.getLinkedRecord("node")?.getDataID() !== conversationId);
    const edge = ConnectionHandler.createEdge(store, conn, conversation, "ConversationEdge");
    conn.setLinkedRecords([edge, ...rest], "edges");
  }
}

/** Takes a conversation out of the viewer's contacts (blocked). */
export function removeContact(store: RecordSourceProxy, conversationId: string): void {
  const viewer = store.getRoot().getLinkedRecord("viewer");
  if (!viewer) return;
  for (const filter of [{ filter: "" }, {}]) {
    const conn = ConnectionHandler.getConnection(viewer, CONTACTS_CONNECTION, filter);
    if (conn) ConnectionHandler.deleteNode(conn, conversationId);
  }
}

/** Sets the viewer's unread total (header badge). */
export function setUnreadTotal(store: RecordSourceProxy, n: number): void {
  store.getRoot().getLinkedRecord("viewer")?.setValue(n, "unreadMessageCount");
}
