import { Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ConnectionHandler, graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, Navigate, useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router";
import type { JobsRouteQuery } from "../../__generated__/JobsRouteQuery.graphql";
import { useViewer } from "../../app/RootRoute";
import { ListBoundary } from "../../components/list/ListBoundary";
import { skipLoaderOnFilterChange } from "../../components/list/urlFilters";
import { useUrlFilters } from "../../components/list/useUrlFilters";
import { loginHref } from "../auth/validation";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { SaveSearchDialog } from "../alerts/SaveSearchDialog";
import { SAVED_SEARCH_TEXTS } from "../alerts/savedSearchTexts";
import { boardFilters, boardVariables } from "./boardFilters";
import { JobBoardList } from "./JobBoardList";
import { JobFilters } from "./JobFilters";

const query = graphql`
  query JobsRouteQuery($first: Int!, $filter: JobFilter, $orderBy: JobOrder!) {
    ...JobBoardList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
    jobFacets {
      ...JobFilters_facets
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<JobsRouteQuery> };

export const LOAD_ERROR = "Error loading jobs. Please try again later.";

/** Fetches page one of the board for the filters in the URL (reload, shared
 * link, navigation from elsewhere). */
export function loader({ request }: LoaderFunctionArgs): LoaderData {
  const filters = boardFilters.fromRequest(request);
  return {
    queryRef: preload<JobsRouteQuery>("jobs", query, boardVariables(filters) as JobsRouteQuery["variables"]),
  };
}

/** Filter changes on /jobs itself are refetched by the list, not by the loader. */
export const shouldRevalidate = skipLoaderOnFilterChange;

export function Component() {
  const viewer = useViewer();
  const { queryRef } = useLoaderData() as LoaderData;
  useDisposeOnLeave(queryRef);
  const { search } = useLocation();
  useDocumentTitle("Campaign Jobs");

  // Spec: the job board sends vendors home.
  if (viewer?.userType === "VENDOR") return <Navigate to="/" replace />;

  return (
    <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <HStack justify="space-between" align="start" gap="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
              Campaign Jobs
            </Heading>
            <Text color="fg.muted">Find your next role in politics or hire experienced campaign staff.</Text>
          </Stack>
          {/* Post Job stays where the server's first paint has it (the app replaces
              that paint without moving it): first on a phone, last (the right
              edge) from md up. */}
          <HStack gap="2" wrap="wrap" flexDirection={{ base: "row", md: "row-reverse" }}>
            {/* Visitors see the button too; it leads to the log-in tab. */}
            <Button asChild>
              <Link to={viewer ? "/post-job" : loginHref("/post-job")}>Post Job</Link>
            </Button>
            <SaveSearch viewerId={viewer?.id ?? null} />
          </HStack>
        </HStack>
        <ListBoundary loadingText="Loading jobs..." errorText={LOAD_ERROR} resetKeys={[search, queryRef]}>
          <Board queryRef={queryRef} canSave={viewer != null} />
        </ListBoundary>
      </Stack>
    </Container>
  );
}

function Board({ queryRef, canSave }: { queryRef: PreloadedQuery<JobsRouteQuery>; canSave: boolean }) {
  const data = usePreloadedQuery<JobsRouteQuery>(query, queryRef);
  const { filters, set, reset } = useUrlFilters(boardFilters);
  return (
    <Stack gap="6">
      <JobFilters facets={data.jobFacets} filters={filters} onChange={set} onReset={reset} />
      <JobBoardList query={data} filters={filters} loadedVariables={queryRef.variables} canSave={canSave} />
    </Stack>
  );
}

/** "Save this search": the board's filters as a saved search with alerts
 * (issue 26); visitors are sent to log in first, then back here. */
function SaveSearch({ viewerId }: { viewerId: string | null }) {
  const { filters } = useUrlFilters(boardFilters);
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  if (!viewerId) {
    return (
      <Button asChild variant="outline">
        <Link to={loginHref(pathname + search)}>{SAVED_SEARCH_TEXTS.saveButton}</Link>
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {SAVED_SEARCH_TEXTS.saveButton}
      </Button>
      <Button asChild variant="ghost">
        <Link to="/saved-searches">Saved searches</Link>
      </Button>
      <SaveSearchDialog
        open={open}
        onOpenChange={setOpen}
        filters={{ search: filters.q, location: filters.location, jobType: filters.type, politicalAffiliation: filters.affiliation, workplace: filters.workplace }}
        connections={[ConnectionHandler.getConnectionID(viewerId, "SavedSearchList_savedSearches")]}
      />
    </>
  );
}
