import { Avatar, Badge, Button, Card, EmptyState, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment, usePaginationFragment } from "react-relay/hooks";
import { ConnectionHandler } from "relay-runtime";
import { Link } from "react-router";
import type { BlockedPeople_user$key } from "../../__generated__/BlockedPeople_user.graphql";
import type { DashboardMessagesTab_user$key } from "../../__generated__/DashboardMessagesTab_user.graphql";
import type { VendorMessagesCard_user$key } from "../../__generated__/VendorMessagesCard_user.graphql";
import { toast } from "../../components/ui/toaster";
import { formatRelative, initials } from "../../lib/labels";
import { errorMessage } from "../../relay/environment";
import { useUnblockUserMutation } from "../../mutations/BlockUserMutation";
import { useMarkMessageReadMutation } from "../../mutations/MarkMessageReadMutation";
import { setUnreadTotal } from "./messageStore";

// The messages parts of the dashboard (/profile): the Messages tab
// (non-vendors), the Messages card on vendors' Overview, and the blocked
// people with Unblock (both).

const tabFragment = graphql`
  fragment DashboardMessagesTab_user on User
  @refetchable(queryName: "DashboardMessagesTabPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    messages(first: $count, after: $cursor) @connection(key: "DashboardMessagesTab_messages") {
      edges {
        node {
          id
          content
          createdAt
          isRead
          viewerIsSender
          sender {
            id
            databaseId
            firstName
            lastName
          }
          receiver {
            id
            databaseId
            firstName
            lastName
          }
        }
      }
    }
  }
`;

const blockedFragment = graphql`
  fragment BlockedPeople_user on User {
    blockedUsers(first: 20) @connection(key: "BlockedPeople_blockedUsers") {
      __id
      edges {
        node {
          id
          username
          firstName
          lastName
          profileImage
        }
      }
    }
  }
`;

const vendorFragment = graphql`
  fragment VendorMessagesCard_user on User {
    unreadMessageCount
  }
`;

export const NO_MESSAGES_TEXT = "No messages yet.";
export const NO_BLOCKED_TEXT = "You haven't blocked anyone.";

const name = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The Messages tab: the viewer's messages, newest first, "New" on unread
 * received ones with "Mark as Read", then the blocked people. */
export function DashboardMessagesTab({ user: userKey, blocked }: { user: DashboardMessagesTab_user$key; blocked: BlockedPeople_user$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(tabFragment, userKey);
  const [markRead, marking] = useMarkMessageReadMutation();
  const edges = (data.messages?.edges ?? []).filter((e) => e?.node);
  const onMark = (id: string) =>
    markRead({
      variables: { input: { id } },
      updater: (store, res) => {
        if (res?.markMessageRead) setUnreadTotal(store, res.markMessageRead.unreadCount);
      },
      onError: (err) => toast({ title: "Failed to mark as read", description: errorMessage(err, "Please try again."), type: "error" }),
    });
  return (
    <Stack gap="8">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" size="lg">
            Messages
          </Heading>
          <Button asChild size="sm" variant="outline">
            <Link to="/messages">Open Messages</Link>
          </Button>
        </HStack>
        {edges.length === 0 ? (
          <EmptyState.Root borderWidth="1px" rounded="lg">
            <EmptyState.Content>
              <EmptyState.Title>{NO_MESSAGES_TEXT}</EmptyState.Title>
              <EmptyState.Description>Messages you send and receive appear here.</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {edges.map(({ node: m }) => {
              const other = m.viewerIsSender ? m.receiver : m.sender;
              const isNew = !m.viewerIsSender && !m.isRead;
              return (
                <Card.Root as="li" key={m.id} variant="outline" data-testid="dashboard-message">
                  <Card.Body gap="2" p="4">
                    <HStack justify="space-between" gap="3" wrap="wrap">
                      <HStack gap="2" minW="0">
                        <Text fontWeight="semibold" truncate>
                          {m.viewerIsSender ? `To ${name(other)}` : `From ${name(other)}`}
                        </Text>
                        {isNew && (
                          <Badge colorPalette="blue" variant="solid">
                            New
                          </Badge>
                        )}
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">
                        {formatRelative(m.createdAt)}
                      </Text>
                    </HStack>
                    <Text lineClamp={2} whiteSpace="pre-wrap" wordBreak="break-word">
                      {m.content}
                    </Text>
                    <HStack gap="2" wrap="wrap">
                      {isNew && (
                        <Button size="xs" variant="outline" disabled={marking} onClick={() => onMark(m.id)}>
                          Mark as Read
                        </Button>
                      )}
                      <Button asChild size="xs" variant="ghost">
                        <Link to={`/messages?to=${other.databaseId}`} aria-label={`Open conversation with ${name(other)}`}>
                          Open conversation
                        </Link>
                      </Button>
                    </HStack>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </Stack>
        )}
        {hasNext && (
          <Button alignSelf="center" variant="outline" onClick={() => loadNext(20)} loading={isLoadingNext} loadingText="Loading...">
            Show More Messages
          </Button>
        )}
      </Stack>
      <BlockedPeople user={blocked} />
    </Stack>
  );
}

/** "Blocked people": everyone the viewer blocked, with Unblock. */
export function BlockedPeople({ user: userKey }: { user: BlockedPeople_user$key }) {
  const data = useFragment(blockedFragment, userKey);
  const [unblock, pending] = useUnblockUserMutation();
  const conn = data.blockedUsers;
  const people = (conn?.edges ?? []).map((e) => e.node);
  const onUnblock = (u: (typeof people)[number]) =>
    unblock({
      variables: { input: { userId: u.id } },
      updater: (store, res) => {
        if (!res?.unblockUser.user || !conn) return;
        const c = store.get(conn.__id);
        if (c) ConnectionHandler.deleteNode(c, u.id);
        if (res.unblockUser.unreadCount != null) setUnreadTotal(store, res.unblockUser.unreadCount);
      },
      onCompleted: (res) => {
        if (res.unblockUser.errors.length > 0) {
          toast({ title: "Failed to unblock", description: res.unblockUser.errors[0].message, type: "error" });
          return;
        }
        toast({ title: "Unblocked", description: `${name(u)} can message you again.`, type: "success" });
      },
      onError: (err) => toast({ title: "Failed to unblock", description: errorMessage(err, "Please try again."), type: "error" }),
    });
  return (
    <Stack as="section" aria-labelledby="blocked-people" gap="3">
      <Heading as="h2" size="md" id="blocked-people">
        Blocked people
      </Heading>
      {people.length === 0 ? (
        <Text color="fg.muted">{NO_BLOCKED_TEXT}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {people.map((u) => (
            <HStack as="li" key={u.id} gap="3" borderWidth="1px" rounded="md" px="3" py="2">
              <Avatar.Root size="sm" aria-hidden="true">
                {u.profileImage && <Avatar.Image src={u.profileImage} alt="" />}
                <Avatar.Fallback>{initials(u.firstName, u.lastName)}</Avatar.Fallback>
              </Avatar.Root>
              <Stack gap="0" flex="1" minW="0">
                <Text fontWeight="medium" truncate>
                  {name(u)}
                </Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  @{u.username}
                </Text>
              </Stack>
              <Button size="sm" variant="outline" disabled={pending} onClick={() => onUnblock(u)} aria-label={`Unblock ${name(u)}`}>
                Unblock
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Vendors' Overview: their unread messages, and the way to /messages (the
 * spec hides Messages from vendors' navigation). */
export function VendorMessagesCard({ user: userKey }: { user: VendorMessagesCard_user$key }) {
  const { unreadMessageCount } = useFragment(vendorFragment, userKey);
  const n = unreadMessageCount ?? 0;
  return (
    <Card.Root variant="outline" data-testid="vendor-messages-card">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h3" size="md">
              Messages
            </Heading>
            <Text color="fg.muted">{n === 0 ? "No unread messages" : n === 1 ? "1 unread message" : `${n} unread messages`}</Text>
          </Stack>
          <Button asChild size="sm">
            <Link to="/messages">Open Messages</Link>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
