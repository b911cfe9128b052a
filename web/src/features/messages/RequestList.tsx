import { Box, Button, Text } from "@chakra-ui/react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import type { RequestListQuery } from "../../__generated__/RequestListQuery.graphql";
import type { RequestList_viewer$key } from "../../__generated__/RequestList_viewer.graphql";
import type { RequestListPaginationQuery } from "../../__generated__/RequestListPaginationQuery.graphql";
import { ContactRow } from "./ContactList";

// The viewer's message requests (issue 28): loaded when the Requests tab
// opens, and again on every visit; no live event tells the receiver of a
// request, so the list updates quietly on load.
const query = graphql`
  query RequestListQuery {
    viewer {
      ...RequestList_viewer
    }
  }
`;

const fragment = graphql`
  fragment RequestList_viewer on User
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" })
  @refetchable(queryName: "RequestListPaginationQuery") {
    messageRequests(first: $first, after: $after) @connection(key: "RequestList_messageRequests") {
      edges {
        node {
          id
          ...ContactRow_conversation
        }
      }
    }
  }
`;

export const REQUESTS_CONNECTION = "RequestList_messageRequests";

/** Message requests, newest first, as contact rows. */
export function RequestList({ selectedUserId }: { selectedUserId: number | null }) {
  const data = useLazyLoadQuery<RequestListQuery>(query, {}, { fetchPolicy: "store-and-network" });
  if (!data.viewer) return null;
  return <Requests viewer={data.viewer} selectedUserId={selectedUserId} />;
}

function Requests({ viewer, selectedUserId }: { viewer: RequestList_viewer$key; selectedUserId: number | null }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<RequestListPaginationQuery, RequestList_viewer$key>(fragment, viewer);
  const edges = data.messageRequests?.edges ?? [];
  return (
    <>
      <Text px="4" pb="2" fontSize="sm" color="fg.muted">
        Messages from people you have not talked to. They will not know you have seen them unless you accept.
      </Text>
      <Box as="ul" m="0" p="0" aria-label="Message requests">
        {edges.length === 0 && (
          <Text as="li" listStyleType="none" px="4" py="6" color="fg.muted">
            No message requests.
          </Text>
        )}
        {edges.map(({ node }) => (
          <ContactRow key={node.id} conversation={node} selectedUserId={selectedUserId} />
        ))}
      </Box>
      {hasNext && (
        <Box p="3">
          <Button size="sm" variant="outline" w="full" loading={isLoadingNext} onClick={() => loadNext(20)}>
            More requests
          </Button>
        </Box>
      )}
    </>
  );
}
