import { Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import {
  Link,
  Navigate,
  useLoaderData,
  useRevalidator,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { JobsRouteQuery } from "../../__generated__/JobsRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { useViewer } from "../../app/RootRoute";
import { loginHref } from "../auth/validation";
import { PageSpinner } from "../../components/ui/page-spinner";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { boardVariables, parseBoardSearch, type BoardFilters } from "./boardFilters";
import { JobBoardList } from "./JobBoardList";
import { JobFilters } from "./JobFilters";
import { useBoardFilters } from "./useBoardFilters";

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
  const filters = parseBoardSearch(new URL(request.url).searchParams);
  return {
    queryRef: preload<JobsRouteQuery>("jobs", query, boardVariables(filters) as JobsRouteQuery["variables"]),
  };
}

/** Filter changes on /jobs itself (same path, new ?query) are refetched by the
 * list (usePaginationFragment's refetch), not by re-running the loader, so the
 * filter bar keeps its state and focus. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function Component() {
  const viewer = useViewer();
  const { queryRef } = useLoaderData() as LoaderData;
  useDisposeOnLeave(queryRef);
  const { filters, change, reset, search } = useBoardFilters();
  const revalidator = useRevalidator();
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
          {/* Visitors see the button too; it leads to the log-in tab. */}
          <Button asChild>
            <Link to={viewer ? "/post-job" : loginHref("/post-job")}>Post Job</Link>
          </Button>
        </HStack>
        <ErrorBoundary
          resetKeys={[search, queryRef]}
          fallback={() => (
            <Stack role="alert" gap="3" align="start">
              <Text color="fg.error">{LOAD_ERROR}</Text>
              <Button
                size="sm"
                variant="outline"
                onClick={() => revalidator.revalidate()}
              >
                Try again
              </Button>
            </Stack>
          )}
        >
          <Suspense fallback={<PageSpinner label="Loading jobs..." />}>
            <Board queryRef={queryRef} filters={filters} onChange={change} onReset={reset} />
          </Suspense>
        </ErrorBoundary>
      </Stack>
    </Container>
  );
}

function Board({
  queryRef,
  filters,
  onChange,
  onReset,
}: {
  queryRef: PreloadedQuery<JobsRouteQuery>;
  filters: BoardFilters;
  onChange: (next: BoardFilters, opts?: { replace?: boolean }) => void;
  onReset: () => void;
}) {
  const data = usePreloadedQuery<JobsRouteQuery>(query, queryRef);
  return (
    <Stack gap="6">
      <JobFilters facets={data.jobFacets} filters={filters} onChange={onChange} onReset={onReset} />
      <JobBoardList query={data} filters={filters} loadedVariables={queryRef.variables} />
    </Stack>
  );
}
