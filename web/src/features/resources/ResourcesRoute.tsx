import { Button, Container, Heading, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { Suspense, useMemo } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { ResourcesRouteQuery } from "../../__generated__/ResourcesRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { useViewer } from "../../app/RootRoute";
import { PageSpinner } from "../../components/ui/page-spinner";
import { SectionError } from "../../components/ui/section-state";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { ResourceFilterBar } from "./ResourceFilterBar";
import { ResourceList } from "./ResourceList";
import { RESOURCE_TEXTS } from "./resourceLabels";
import { emptyResourceFilters, parseResourceSearch, resourceSearchString, resourceVariables, type ResourceFilters, type ResourceTab } from "./resourceFilters";
import { FaqPanel, ToolsPanel, VideosPanel } from "./ResourceTabs";

const query = graphql`
  query ResourcesRouteQuery($first: Int!, $filter: ResourceFilter, $orderBy: ResourceOrder!) {
    ...ResourceList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
    resourceFacets {
      ...ResourceFilterBar_facets
    }
  }
`;

type LoaderData = { queryRef: PreloadedQuery<ResourcesRouteQuery> };

/** Fetches page one of Articles & Guides for the filters in the URL. */
export function loader({ request }: LoaderFunctionArgs): LoaderData {
  const filters = parseResourceSearch(new URL(request.url).searchParams);
  return { queryRef: preload<ResourcesRouteQuery>("resources", query, resourceVariables(filters) as ResourcesRouteQuery["variables"]) };
}

/** Filter and tab changes on /resources itself are refetched by the list, not by
 * re-running the loader, so the filter bar keeps its state and focus. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

function useResourceFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseResourceSearch(new URLSearchParams(location.search)), [location.search]);
  const change = (next: ResourceFilters, opts?: { replace?: boolean }) =>
    navigate({ pathname: "/resources", search: resourceSearchString(next) }, { replace: opts?.replace, preventScrollReset: true });
  const reset = () => change({ ...emptyResourceFilters, tab: filters.tab });
  return { filters, change, reset, search: location.search };
}

/** /resources: the Resource Center (spec section 2). */
export function Component() {
  const viewer = useViewer();
  const { queryRef } = useLoaderData() as LoaderData;
  useDisposeOnLeave(queryRef);
  const { filters, change, reset, search } = useResourceFilters();
  const revalidator = useRevalidator();
  useDocumentTitle("Resource Center");
  const canCreate = viewer != null && viewer.userType !== "VENDOR";

  return (
    <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <HStack justify="space-between" align="start" gap="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
              Resource Center
            </Heading>
            <Text color="fg.muted">Guides, templates, tools and videos to help your campaign plan, organize and win.</Text>
          </Stack>
          {canCreate && (
            <Button asChild>
              <Link to="/resources/create">Create Resource</Link>
            </Button>
          )}
        </HStack>
        <Tabs.Root
          value={filters.tab}
          onValueChange={(d) => change({ ...filters, tab: d.value as ResourceTab })}
          variant="line"
          lazyMount
        >
          <Tabs.List overflowX="auto" overflowY="hidden">
            <Tabs.Trigger value="articles">Articles &amp; Guides</Tabs.Trigger>
            <Tabs.Trigger value="tools">Tools &amp; Templates</Tabs.Trigger>
            <Tabs.Trigger value="videos">Video Resources</Tabs.Trigger>
            <Tabs.Trigger value="faqs">FAQs</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="articles" pt="6">
            <ErrorBoundary
              resetKeys={[search, queryRef]}
              fallback={() => <SectionError text={RESOURCE_TEXTS.error} onRetry={() => revalidator.revalidate()} />}
            >
              <Suspense fallback={<PageSpinner label={RESOURCE_TEXTS.loading} />}>
                <Articles queryRef={queryRef} filters={filters} onChange={change} onReset={reset} />
              </Suspense>
            </ErrorBoundary>
          </Tabs.Content>
          <Tabs.Content value="tools" pt="6">
            <ToolsPanel />
          </Tabs.Content>
          <Tabs.Content value="videos" pt="6">
            <VideosPanel />
          </Tabs.Content>
          <Tabs.Content value="faqs" pt="6">
            <FaqPanel />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}

function Articles({
  queryRef,
  filters,
  onChange,
  onReset,
}: {
  queryRef: PreloadedQuery<ResourcesRouteQuery>;
  filters: ResourceFilters;
  onChange: (next: ResourceFilters, opts?: { replace?: boolean }) => void;
  onReset: () => void;
}) {
  const data = usePreloadedQuery<ResourcesRouteQuery>(query, queryRef);
  return (
    <Stack gap="6">
      <ResourceFilterBar facets={data.resourceFacets} filters={filters} onChange={onChange} onReset={onReset} />
      <ResourceList query={data} filters={filters} loadedVariables={queryRef.variables} />
    </Stack>
  );
}
