import { Alert, Box, Button, Container, EmptyState, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData } from "react-router";
import type { SavedSearchList_user$key } from "../../__generated__/SavedSearchList_user.graphql";
import type { SavedSearchesRouteQuery } from "../../__generated__/SavedSearchesRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { useViewer } from "../../app/RootRoute";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { errorMessage } from "../../relay/environment";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { VendorRedirect } from "../jobs/PostJobRoute";
import { SavedSearchCard } from "./SavedSearchCard";
import { SAVED_SEARCH_TEXTS as T } from "./savedSearchTexts";

const query = graphql`
  query SavedSearchesRouteQuery {
    viewer {
      id
      ...SavedSearchList_user
    }
  }
`;

const listFragment = graphql`
  fragment SavedSearchList_user on User
  @refetchable(queryName: "SavedSearchListPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
    savedSearches(first: $first, after: $after) @connection(key: "SavedSearchList_savedSearches") {
      __id
      totalCount
      edges {
        node {
          id
          ...SavedSearchCard_search
        }
      }
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<SavedSearchesRouteQuery> };

export function loader(): LoaderData {
  return { queryRef: preload<SavedSearchesRouteQuery>("saved-searches", query, {}) };
}

/** /saved-searches: the member's saved job searches and their alert frequencies. */
export function Component() {
  const viewer = useViewer();
  const { queryRef } = useLoaderData() as LoaderData;
  useDocumentTitle(T.pageTitle);
  useDisposeOnLeave(queryRef);
  if (viewer?.userType === "VENDOR") return <VendorRedirect description={T.vendor} />;
  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <Box>
          <Heading as="h1" size="2xl">
            {T.pageTitle}
          </Heading>
          <Text color="fg.muted">{T.pageIntro}</Text>
        </Box>
        <ErrorBoundary fallback={({ error }) => <LoadError message={errorMessage(error, "")} />}>
          <Suspense
            fallback={
              <HStack gap="3" py="10" justify="center" role="status">
                <Spinner size="sm" />
                <Text>{T.loading}</Text>
              </HStack>
            }
          >
            <Searches queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </Stack>
    </Container>
  );
}

function LoadError({ message }: { message: string }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{T.loadError}</Alert.Title>
        {message && <Alert.Description>{message}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

function Searches({ queryRef }: { queryRef: PreloadedQuery<SavedSearchesRouteQuery> }) {
  const data = usePreloadedQuery<SavedSearchesRouteQuery>(query, queryRef);
  if (!data.viewer) return null; // RequireAuth sends visitors to log in
  return <SearchList user={data.viewer} />;
}

function SearchList({ user }: { user: SavedSearchList_user$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(listFragment, user);
  const conn = data.savedSearches;
  const edges = (conn?.edges ?? []).filter((e) => e?.node);
  if (!conn || edges.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" rounded="lg">
        <EmptyState.Content>
          <EmptyState.Title>{T.empty}</EmptyState.Title>
          <EmptyState.Description>{T.emptyHelp}</EmptyState.Description>
          <Button asChild>
            <Link to="/jobs">Browse Jobs</Link>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="4">
      <Text color="fg.muted" aria-live="polite">
        {conn.totalCount} of 20 saved searches
      </Text>
      <Stack as="ul" gap="3" p="0" m="0" aria-label={T.pageTitle}>
        {edges.map((e) => (
          <SavedSearchCard key={e!.node.id} search={e!.node} connection={conn.__id} />
        ))}
      </Stack>
      {hasNext && (
        <Button variant="outline" alignSelf="center" onClick={() => loadNext(20)} loading={isLoadingNext} loadingText="Loading...">
          Load More
        </Button>
      )}
    </Stack>
  );
}
