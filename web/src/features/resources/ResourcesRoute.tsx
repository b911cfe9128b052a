import { Button, Container, Heading, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { ResourcesRouteQuery } from "../../__generated__/ResourcesRouteQuery.graphql";
import { useViewer } from "../../app/RootRoute";
import { ListBoundary } from "../../components/list/ListBoundary";
import { skipLoaderOnFilterChange } from "../../components/list/urlFilters";
import { useUrlFilters, type SetFilterOptions } from "../../components/list/useUrlFilters";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { ResourceFilterBar } from "./ResourceFilterBar";
import { ResourceList } from "./ResourceList";
import { RESOURCE_TEXTS } from "./resourceLabels";
import { resourceFilters, resourceTab, resourceVariables, type ResourceFilters, type ResourceTab } from "./resourceFilters";
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
  const filters = resourceFilters.fromRequest(request);
  return { queryRef: preload<ResourcesRouteQuery>("resources", query, resourceVariables(filters) as ResourcesRouteQuery["variables"]) };
}

// The home page's resources teaser comes with this module (features/home/ResourcesTeaserSlot.tsx).
export { ResourcesTeaser } from "./ResourcesTeaser";

/** Filter and tab changes on /resources itself are refetched by the list. */
export const shouldRevalidate = skipLoaderOnFilterChange;

/** /resources: the Resource Center (spec section 2). */
export function Component() {
  const viewer = useViewer();
  const { queryRef } = useLoaderData() as LoaderData;
  useDisposeOnLeave(queryRef);
  const { filters, set, reset, search } = useUrlFilters(resourceFilters);
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
          value={resourceTab(filters)}
          // A tab from the footer's category=guides|faqs is dropped with it.
          onValueChange={(d) => set({ tab: d.value as ResourceTab, ...(filters.category === "GUIDES" || filters.category === "FAQS" ? { category: "" } : {}) })}
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
            <ListBoundary loadingText={RESOURCE_TEXTS.loading} errorText={RESOURCE_TEXTS.error} resetKeys={[search, queryRef]}>
              <Articles queryRef={queryRef} filters={filters} set={set} reset={reset} />
            </ListBoundary>
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
  set,
  reset,
}: {
  queryRef: PreloadedQuery<ResourcesRouteQuery>;
  filters: ResourceFilters;
  set: (patch: Partial<ResourceFilters>, opts?: SetFilterOptions) => void;
  reset: () => void;
}) {
  const data = usePreloadedQuery<ResourcesRouteQuery>(query, queryRef);
  return (
    <Stack gap="6">
      <ResourceFilterBar facets={data.resourceFacets} filters={filters} set={set} reset={reset} />
      <ResourceList query={data} filters={filters} loadedVariables={queryRef.variables} />
    </Stack>
  );
}
