import { Badge, Box, Button, Circle, Flex, HStack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useRef, useState, useTransition } from "react";
import { graphql, useFragment, usePaginationFragment } from "react-relay/hooks";
import { Link } from "react-router";
import type { ContactList_viewer$key } from "../../__generated__/ContactList_viewer.graphql";
import type { ContactRow_conversation$key } from "../../__generated__/ContactRow_conversation.graphql";
import { SearchInput } from "../../components/list/SearchInput";
import type { ContactListPaginationQuery } from "../../__generated__/ContactListPaginationQuery.graphql";
import { formatRelative, initials, userTypeLabel } from "../../lib/labels";
import { NewContactDialog } from "./NewContactDialog";

// The Requests tab's list loads when the tab first opens.
const RequestList = lazy(() => import("./RequestList").then((m) => ({ default: m.RequestList })));

const fragment = graphql`
  fragment ContactList_viewer on User
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, filter: { type: "String", defaultValue: "" })
  @refetchable(queryName: "ContactListPaginationQuery") {
    messageRequestCount
    conversations(first: $first, after: $after, filter: $filter) @connection(key: "ContactList_conversations", filters: ["filter"]) {
      edges {
        node {
          id
          ...ContactRow_conversation
        }
      }
    }
  }
`;

// Everything a contact's row reads. A conversation that joins the list from
// elsewhere (the live events, a send's answer) spreads this fragment, so the row
// (and its link, /messages?to=databaseId) has every field it needs.
const rowFragment = graphql`
  fragment ContactRow_conversation on Conversation {
    id
    unreadCount
    with {
      id
      databaseId
      firstName
      lastName
      username
      userType
      profileImage
    }
    lastMessage {
      id
      content
      createdAt
    }
  }
`;

/** The user type label; "CS / Volunteer" on narrow screens (spec). */
function TypeLabel({ userType }: { userType: string }) {
  if (userType !== "CAMPAIGN_STAFF") return <>{userTypeLabel(userType)}</>;
  return (
    <>
      <Box as="span" hideFrom="md">
        CS / Volunteer
      </Box>
      <Box as="span" hideBelow="md">
        {userTypeLabel(userType)}
      </Box>
    </>
  );
}

/** Contacts: people the viewer exchanged messages with, newest conversation
 * first, filtered by name or username (on the server, debounced); beside it
 * the Requests tab, first messages from strangers (issue 28). */
export function ContactList({
  viewer,
  selectedUserId,
  requests = false,
}: {
  viewer: ContactList_viewer$key;
  selectedUserId: number | null;
  requests?: boolean;
}) {
  const [tab, setTab] = useState<"contacts" | "requests">(requests ? "requests" : "contacts");
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<ContactListPaginationQuery, ContactList_viewer$key>(fragment, viewer);
  const [filter, setFilter] = useState("");
  const [adding, setAdding] = useState(false);
  const [, startTransition] = useTransition();
  // The filter is committed (debounced) by the kit's SearchInput.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    startTransition(() => {
      refetch({ filter }, { fetchPolicy: "store-and-network" });
    });
  }, [filter, refetch]);
  const edges = data.conversations?.edges ?? [];
  const requestCount = data.messageRequestCount ?? 0;
  const tabs = (
    <HStack px="4" pt="3" gap="2" role="group" aria-label="Show">
      <Button size="xs" variant={tab === "contacts" ? "solid" : "ghost"} aria-pressed={tab === "contacts"} onClick={() => setTab("contacts")}>
        Contacts
      </Button>
      <Button size="xs" variant={tab === "requests" ? "solid" : "ghost"} aria-pressed={tab === "requests"} onClick={() => setTab("requests")}>
        Requests
        {requestCount > 0 && (
          <Badge colorPalette="blue" variant="subtle" rounded="full" aria-label={`${requestCount} pending`}>
            {requestCount}
          </Badge>
        )}
      </Button>
    </HStack>
  );
  if (tab === "requests") {
    return (
      <Flex direction="column" h="full" minH="0">
        {tabs}
        <Text as="h2" fontWeight="semibold" fontSize="lg" px="4" pt="3" pb="1">
          Message requests
        </Text>
        <Box flex="1" overflowY="auto" minH="0">
          <Suspense fallback={<Text px="4" py="6" color="fg.muted">Loading requests...</Text>}>
            <RequestList selectedUserId={selectedUserId} />
          </Suspense>
        </Box>
      </Flex>
    );
  }
  return (
    <Flex direction="column" h="full" minH="0">
      {tabs}
      <Box px="4" pt="3" pb="2">
        <HStack justify="space-between" mb="2">
          <Text as="h2" fontWeight="semibold" fontSize="lg">
            Contacts
          </Text>
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            New Contact
          </Button>
        </HStack>
        <NewContactDialog open={adding} onOpenChange={setAdding} />
        <SearchInput label="Filter contacts" hideLabel placeholder="Search contacts..." name="filter" maxLength={100} value={filter} onCommit={setFilter} />
      </Box>
      <Box as="ul" flex="1" overflowY="auto" m="0" p="0" minH="0">
        {edges.length === 0 && (
          <Text as="li" listStyleType="none" px="4" py="6" color="fg.muted">
            {filter ? `No contacts match "${filter}".` : "No conversations yet."}
          </Text>
        )}
        {edges.map(({ node }) => (
          <ContactRow key={node.id} conversation={node} selectedUserId={selectedUserId} />
        ))}
      </Box>
      {hasNext && (
        <Box p="3">
          <Button size="sm" variant="outline" w="full" loading={isLoadingNext} onClick={() => loadNext(20)}>
            More contacts
          </Button>
        </Box>
      )}
    </Flex>
  );
}

/** One contact: name, type, last message and its time, the unread count. */
export function ContactRow({ conversation, selectedUserId }: { conversation: ContactRow_conversation$key; selectedUserId: number | null }) {
  const node = useFragment(rowFragment, conversation);
  const u = node.with;
  const selected = u.databaseId === selectedUserId;
  return (
    <Box as="li" listStyleType="none">
      <Link to={`/messages?to=${u.databaseId}`} aria-current={selected ? "page" : undefined}>
        <HStack px="4" py="3" gap="3" bg={selected ? "blue.50" : undefined} _hover={{ bg: "gray.50" }} align="start">
          <Circle size="10" bg="gray.200" fontWeight="semibold" aria-hidden="true" flexShrink={0}>
            {initials(u.firstName, u.lastName)}
          </Circle>
          <Box flex="1" minW="0">
            <HStack justify="space-between">
              <Text fontWeight="semibold" truncate>
                {u.firstName} {u.lastName}
              </Text>
              {node.lastMessage && (
                <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                  {formatRelative(node.lastMessage.createdAt)}
                </Text>
              )}
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              <TypeLabel userType={u.userType} />
            </Text>
            <HStack justify="space-between">
              <Text fontSize="sm" color="fg.muted" truncate>
                {node.lastMessage?.content}
              </Text>
              {node.unreadCount > 0 && (
                <Badge colorPalette="blue" variant="solid" rounded="full" aria-label={`${node.unreadCount} unread`}>
                  {node.unreadCount}
                </Badge>
              )}
            </HStack>
          </Box>
        </HStack>
      </Link>
    </Box>
  );
}
