import { Box, Grid, Heading, Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import type { MessagesRouteQuery } from "../../__generated__/MessagesRouteQuery.graphql";
import { PageSpinner } from "../../components/ui/page-spinner";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { ContactList } from "./ContactList";
import { MessageThread } from "./MessageThread";

const query = graphql`
  query MessagesRouteQuery($to: ID!, $hasTo: Boolean!) {
    viewer {
      id
      ...ContactList_viewer
    }
    conversation(with: $to) @include(if: $hasTo) {
      id
      ...MessageThread_conversation
    }
  }
`;

/** The global ID of user databaseId ("User:42", base64url). */
export function userGlobalId(databaseId: number): string {
  return btoa(`User:${databaseId}`).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

function toParam(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get("to");
  const n = raw && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function loader({ request }: LoaderFunctionArgs) {
  const to = toParam(request);
  return {
    to,
    queryRef: preload<MessagesRouteQuery>("messages", query, { to: to ? userGlobalId(to) : "", hasTo: to !== null }),
  };
}

/** /messages: Contacts and the conversation side by side; under 768 px one
 * pane at a time (the conversation when ?to= is set, with a way back). */
export function Component() {
  const { to, queryRef } = useLoaderData() as { to: number | null; queryRef: PreloadedQuery<MessagesRouteQuery> };
  useDisposeOnLeave(queryRef);
  const data = usePreloadedQuery<MessagesRouteQuery>(query, queryRef);
  const navigate = useNavigate();
  useDocumentTitle("Messages");
  if (!data.viewer) return null;
  return (
    <Box maxW="7xl" mx="auto" px={{ base: "0", md: "6" }} py={{ base: "0", md: "6" }}>
      <Heading as="h1" size="xl" px={{ base: "4", md: "0" }} py={{ base: "3", md: "0" }} mb={{ md: "4" }}>
        Messages
      </Heading>
      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", md: "320px minmax(0, 1fr)" }}
        h={{ base: "calc(100dvh - 5rem - 3.5rem)", md: "calc(100vh - 5rem - 8rem)" }}
        minH="420px"
        borderWidth={{ md: "1px" }}
        rounded={{ md: "lg" }}
        overflow="hidden"
        bg="bg"
      >
        <Box borderRightWidth={{ md: "1px" }} minH="0" display={{ base: to ? "none" : "block", md: "block" }}>
          <ContactList viewer={data.viewer} selectedUserId={to} />
        </Box>
        <Box minH="0" display={{ base: to ? "block" : "none", md: "block" }}>
          {to === null ? (
            <Text color="fg.muted" p="8" textAlign="center">
              Choose a contact to see your conversation.
            </Text>
          ) : data.conversation ? (
            <Suspense fallback={<PageSpinner />}>
              <MessageThread key={data.conversation.id} conversation={data.conversation} onBack={() => navigate("/messages")} />
            </Suspense>
          ) : (
            <Text color="fg.muted" p="8" textAlign="center">
              This user could not be found.
            </Text>
          )}
        </Box>
      </Grid>
    </Box>
  );
}
