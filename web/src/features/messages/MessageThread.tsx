import { Box, Button, Flex, Heading, HStack, Text, Textarea } from "@chakra-ui/react";
import { Fragment, useEffect, useRef, useState } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { MessageThread_conversation$key } from "../../__generated__/MessageThread_conversation.graphql";
import type { MessageThreadPaginationQuery } from "../../__generated__/MessageThreadPaginationQuery.graphql";
import { toast } from "../../components/ui/toaster";
import { VerifiedBadge } from "../../components/ui/verified-badge";
import { userTypeLabel } from "../../lib/labels";
import { errorMessage } from "../../relay/environment";
import { useMarkConversationReadMutation } from "../../mutations/MarkConversationReadMutation";
import { useSendMessageMutation } from "../../mutations/SendMessageMutation";
import { ConversationMenu } from "./ConversationMenu";
import { Bubble, MessageBubble } from "./MessageBubble";
import { appendToThread, moveContactToTop } from "./messageStore";
import { noteMessage } from "./MessageEvents";
import { RequestPanel } from "./RequestPanel";

/** What the sender sees under a request the receiver has not accepted (issue 28). */
export const REQUEST_SENT = "Request sent";

const fragment = graphql`
  fragment MessageThread_conversation on Conversation
  @argumentDefinitions(last: { type: "Int", defaultValue: 30 }, before: { type: "String" })
  @refetchable(queryName: "MessageThreadPaginationQuery") {
    id
    unreadCount
    viewerHasBlocked
    requestState
    with {
      id
      username
      firstName
      lastName
      userType
      verifiedOrganization
    }
    messages(last: $last, before: $before) @connection(key: "MessageThread_messages") {
      edges {
        node {
          id
          databaseId
          createdAt
          viewerIsSender
          clientId
          ...MessageBubble_message
        }
      }
    }
  }
`;

/** "Today", "Yesterday" or "Monday, April 7" (with the year when not this year). */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  const day = (x: Date) => new Date(x.getFullYear(), x.getMonth(), x.getDate()).getTime();
  const diff = Math.round((day(now) - day(d)) / 86_400_000);
  if (diff === 0) return "Today";
  if (diff === 1) return "Yesterday";
  return d.toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    ...(d.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
}

interface Pending {
  clientId: string;
  content: string;
  status: "pending" | "failed";
}

function newClientId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/** One conversation: messages oldest first with day separators, "Load earlier
 * messages", and the send box (Enter sends, Shift+Enter starts a new line). */
export function MessageThread({ conversation, onBack }: { conversation: MessageThread_conversation$key; onBack?: () => void }) {
  const { data, hasPrevious, loadPrevious, isLoadingPrevious } = usePaginationFragment<MessageThreadPaginationQuery, MessageThread_conversation$key>(
    fragment,
    conversation,
  );
  const [send] = useSendMessageMutation();
  const [markRead] = useMarkConversationReadMutation();
  const [text, setText] = useState("");
  const [pending, setPending] = useState<Pending[]>([]);
  const endRef = useRef<HTMLDivElement>(null);
  const edges = data.messages.edges;
  const newest = edges.length > 0 ? edges[edges.length - 1].node : null;
  const lastReceived = edges.findLast((e) => !e.node.viewerIsSender)?.node ?? null;
  const other = data.with;
  const name = `${other.firstName} ${other.lastName}`.trim();

  // Note what is on screen (the catch-up cursor), keep the newest in view,
  // and mark what is on screen as read.
  useEffect(() => {
    for (const e of edges) noteMessage(e.node.databaseId);
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [edges.length, pending.length]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!newest || data.unreadCount === 0) return;
    markRead({ variables: { input: { with: other.id, upTo: newest.id } } });
  }, [newest?.id, data.unreadCount, other.id, markRead]); // eslint-disable-line react-hooks/exhaustive-deps

  const deliver = (p: Pending) => {
    setPending((list) => list.map((x) => (x.clientId === p.clientId ? { ...x, status: "pending" } : x)));
    send({
      variables: { input: { receiverId: other.id, content: p.content, clientId: p.clientId } },
      updater: (store) => {
        const payload = store.getRootField("sendMessage");
        const msg = payload?.getLinkedRecord("message");
        if (msg) {
          appendToThread(store, data.id, msg);
          moveContactToTop(store, data.id);
        }
      },
      onCompleted: (res) => {
        const errs = res.sendMessage.errors;
        if (errs.length > 0 || !res.sendMessage.message) {
          setPending((list) => list.map((x) => (x.clientId === p.clientId ? { ...x, status: "failed" } : x)));
          toast({ title: "Failed to send message", description: errs[0]?.message, type: "error" });
          return;
        }
        noteMessage(res.sendMessage.message.databaseId);
        setPending((list) => list.filter((x) => x.clientId !== p.clientId));
      },
      onError: (err) => {
        setPending((list) => list.map((x) => (x.clientId === p.clientId ? { ...x, status: "failed" } : x)));
        toast({ title: "Failed to send message", description: errorMessage(err, "Please try again."), type: "error" });
      },
    });
  };

  const submit = () => {
    const content = text.trim();
    if (!content) return; // spec: a blank send is ignored
    const p: Pending = { clientId: newClientId(), content, status: "pending" };
    setPending((list) => [...list, p]);
    setText("");
    deliver(p);
  };

  // A send that is already in the thread (its answer or its live event came
  // first) is not shown twice.
  const delivered = new Set(edges.map((e) => e.node.clientId).filter(Boolean));
  const shownPending = pending.filter((p) => !delivered.has(p.clientId));
  const sending = shownPending.some((p) => p.status === "pending");
  let lastDay = "";
  return (
    <Flex direction="column" h="full" minH="0">
      <HStack px="4" py="3" borderBottomWidth="1px" gap="3">
        {onBack && (
          <Button variant="ghost" size="sm" onClick={onBack} hideFrom="md">
            ← Contacts
          </Button>
        )}
        <Box flex="1" minW="0">
          <Heading as="h2" size="md" truncate>
            {name}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {userTypeLabel(other.userType)}
            </Text>
            {other.verifiedOrganization && <VerifiedBadge name={other.verifiedOrganization} />}
          </HStack>
        </Box>
        <ConversationMenu
          conversationId={data.id}
          userId={other.id}
          name={name}
          blocked={data.viewerHasBlocked}
          reportMessageId={lastReceived?.id ?? null}
        />
      </HStack>
      <Box flex="1" overflowY="auto" px="4" py="3" minH="0" aria-label={`Conversation with ${name}`} role="region">
        {hasPrevious && (
          <Flex justify="center" mb="3">
            <Button size="sm" variant="outline" loading={isLoadingPrevious} onClick={() => loadPrevious(30)}>
              Load earlier messages
            </Button>
          </Flex>
        )}
        {edges.length === 0 && shownPending.length === 0 && (
          <Text color="fg.muted" textAlign="center" py="8">
            No messages yet. Say hello!
          </Text>
        )}
        <Box as="ol" display="flex" flexDirection="column" gap="2" m="0" p="0">
          {edges.map(({ node }) => {
            const day = dayLabel(node.createdAt);
            const sep = day !== lastDay;
            lastDay = day;
            return (
              <Fragment key={node.id}>
                {sep && (
                  <Box as="li" listStyleType="none" textAlign="center" fontSize="xs" color="fg.muted" py="1">
                    <span role="separator" aria-label={day}>
                      {day}
                    </span>
                  </Box>
                )}
                <MessageBubble message={node} />
              </Fragment>
            );
          })}
          {shownPending.map((p) => (
            <Bubble key={p.clientId} mine content={p.content} time="" status={p.status} onRetry={() => deliver(p)} />
          ))}
        </Box>
        {data.requestState === "SENT" && edges.length > 0 && (
          <Text fontSize="xs" color="fg.muted" textAlign="end" mt="1">
            {REQUEST_SENT}
          </Text>
        )}
        <div ref={endRef} />
      </Box>
      {data.requestState === "RECEIVED" && !data.viewerHasBlocked ? (
        <RequestPanel conversationId={data.id} userId={other.id} name={name} username={other.username} />
      ) : data.viewerHasBlocked ? (
        <Text px="4" py="3" borderTopWidth="1px" color="fg.muted">
          You blocked {name}. Unblock them from this conversation&apos;s menu or your profile to send messages.
        </Text>
      ) : (
        <Box
          as="form"
          px="4"
          py="3"
          borderTopWidth="1px"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            submit();
          }}
        >
          <HStack align="end" gap="2">
            <Textarea
              aria-label={`Message ${name}`}
              placeholder="Type a message..."
              value={text}
              maxLength={5000}
              rows={2}
              resize="none"
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  submit();
                }
              }}
            />
            <Button type="submit" colorPalette="blue" disabled={sending || text.trim() === ""}>
              Send
            </Button>
          </HStack>
        </Box>
      )}
    </Flex>
  );
}
