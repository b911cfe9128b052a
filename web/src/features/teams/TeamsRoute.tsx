import { Alert, Box, Button, Container, EmptyState, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import type { TeamsGrid_user$key } from "../../__generated__/TeamsGrid_user.graphql";
import type { TeamsRouteQuery } from "../../__generated__/TeamsRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { useViewer } from "../../app/RootRoute";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { errorMessage } from "../../relay/environment";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { VendorRedirect } from "../jobs/PostJobRoute";
import { TeamCard } from "./TeamCard";
import { TeamFormDialog } from "./TeamFormDialog";
import { VENDOR_NO_TEAMS } from "./teamTexts";

const query = graphql`
  query TeamsRouteQuery {
    viewer {
      id
      ...TeamsGrid_user
    }
  }
`;

const gridFragment = graphql`
  fragment TeamsGrid_user on User
  @refetchable(queryName: "TeamsGridPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 24 }, after: { type: "String" }) {
    teams(first: $first, after: $after) @connection(key: "TeamsGrid_teams") {
      __id
      edges {
        node {
          id
          ...TeamCard_team
        }
      }
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<TeamsRouteQuery> };

export function loader(): LoaderData {
  return { queryRef: preload<TeamsRouteQuery>("teams", query, {}) };
}

/** /teams: "My Teams" (signed-in non-vendors; vendors are sent home with the spec's toast). */
export function Component() {
  const viewer = useViewer();
  const { queryRef } = useLoaderData() as LoaderData;
  useDocumentTitle("My Teams");
  useDisposeOnLeave(queryRef);
  if (viewer?.userType === "VENDOR") return <VendorRedirect description={VENDOR_NO_TEAMS} />;
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <ErrorBoundary fallback={({ error }) => <TeamsError message={errorMessage(error, "")} />}>
        <Suspense fallback={<Loading />}>
          <TeamsScreen queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </Container>
  );
}

function Loading() {
  return (
    <HStack gap="3" py="10" justify="center" role="status">
      <Spinner size="sm" />
      <Text>Loading teams...</Text>
    </HStack>
  );
}

function TeamsError({ message }: { message: string }) {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        My Teams
      </Heading>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Error Loading Teams</Alert.Title>
          <Alert.Description>{message || "Please try again later."}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}

function TeamsScreen({ queryRef }: { queryRef: PreloadedQuery<TeamsRouteQuery> }) {
  const data = usePreloadedQuery<TeamsRouteQuery>(query, queryRef);
  if (!data.viewer) return null; // RequireAuth redirects visitors
  return <TeamsGrid user={data.viewer} />;
}

function TeamsGrid({ user: key }: { user: TeamsGrid_user$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(gridFragment, key);
  const [creating, setCreating] = useState(false);
  const edges = (data.teams?.edges ?? []).filter((e) => e?.node);
  const create = (
    <Button onClick={() => setCreating(true)} alignSelf={{ base: "stretch", sm: "auto" }}>
      Create Team
    </Button>
  );
  return (
    <Stack gap="6">
      <Stack direction={{ base: "column", sm: "row" }} justify="space-between" align={{ base: "stretch", sm: "center" }} gap="4">
        <Box>
          <Heading as="h1" size="2xl">
            My Teams
          </Heading>
          <Text color="fg.muted">Work together with your campaign staff and volunteers.</Text>
        </Box>
        {edges.length > 0 && create}
      </Stack>
      {edges.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="lg">
          <EmptyState.Content>
            <EmptyState.Title>You are not in any team yet</EmptyState.Title>
            <EmptyState.Description>Create a team to organize your campaign staff and volunteers.</EmptyState.Description>
            {create}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-label="My Teams" p="0" m="0">
          {edges.map((e) => (
            <TeamCard key={e!.node.id} team={e!.node} />
          ))}
        </SimpleGrid>
      )}
      {hasNext && (
        <Button variant="outline" alignSelf="center" onClick={() => loadNext(24)} loading={isLoadingNext} loadingText="Loading...">
          Load More Teams
        </Button>
      )}
      <TeamFormDialog
        open={creating}
        onOpenChange={setCreating}
        connection={data.teams?.__id}
      />
    </Stack>
  );
}
