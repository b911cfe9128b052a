import { Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router";
import type { NewsRouteQuery } from "../../__generated__/NewsRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { FilterBar } from "../../components/list/FilterBar";
import { FilterChips } from "../../components/list/FilterChips";
import { ListBoundary } from "../../components/list/ListBoundary";
import { SearchInput } from "../../components/list/SearchInput";
import { skipLoaderOnFilterChange } from "../../components/list/urlFilters";
import { useUrlFilters, type SetFilterOptions } from "../../components/list/useUrlFilters";
import { SelectField } from "../../components/ui/select-field";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { NewsList } from "./NewsList";
import { NEWS_TEXTS, newsVariables, type NewsFilters } from "./newsFormat";
import { asNewsFilters, newsFilters, topicChips } from "./newsFilters";

const query = graphql`
  query NewsRouteQuery($first: Int!, $filter: NewsFilter, $orderBy: NewsOrder!) {
    viewerIsEditor
    ...NewsList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
  }
`;

type LoaderData = { queryRef: PreloadedQuery<NewsRouteQuery> };

export function loader({ request }: LoaderFunctionArgs): LoaderData {
  const variables = newsVariables(asNewsFilters(newsFilters.fromRequest(request)));
  return { queryRef: preload<NewsRouteQuery>("news", query, variables as NewsRouteQuery["variables"]) };
}

/** Filter changes on /news itself are refetched by the list, not by the loader. */
export const shouldRevalidate = skipLoaderOnFilterChange;

const sortOptions = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
];

/** Editors only: the way into the editor screens. */
function EditorTools({ queryRef }: { queryRef: PreloadedQuery<NewsRouteQuery> }) {
  const { viewerIsEditor } = usePreloadedQuery<NewsRouteQuery>(query, queryRef);
  if (!viewerIsEditor) return null;
  return (
    <HStack gap="3" wrap="wrap">
      <Button asChild>
        <Link to="/news/write">Write article</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/news/drafts">Drafts &amp; scheduled</Link>
      </Button>
    </HStack>
  );
}

function Results({ queryRef, filters }: { queryRef: PreloadedQuery<NewsRouteQuery>; filters: NewsFilters }) {
  const data = usePreloadedQuery<NewsRouteQuery>(query, queryRef);
  return <NewsList query={data} filters={filters} loadedVariables={queryRef.variables} />;
}

type NewsUrlFilters = typeof newsFilters.defaults;

/** Search, sort and the topic chips (the list kit's FilterBar); on a phone the search
 * box and "Filters (n)", whose drawer holds the sort and the topics. */
function NewsFilterBar({
  filters,
  set,
  reset,
}: {
  filters: NewsUrlFilters;
  set: (patch: Partial<NewsUrlFilters>, opts?: SetFilterOptions) => void;
  reset: () => void;
}) {
  const sort = (
    <SelectField
      label="Sort by"
      size="sm"
      value={filters.sort}
      options={sortOptions}
      onChange={(sort) => set({ sort: sort === "oldest" ? "oldest" : "newest" })}
    />
  );
  const topics = <FilterChips label="Topics" options={topicChips} value={filters.topic} onChange={(topic) => set({ topic })} />;
  return (
    <FilterBar
      label="Filter news"
      search={<SearchInput
          hideLabel="narrow" label="Search news" size="sm" placeholder="Search news..." value={filters.q} onCommit={(q) => set({ q }, { replace: true })} />}
      beside={sort}
      after={topics}
      drawer={
        <>
          {sort}
          {topics}
        </>
      }
      active={newsFilters.activeCount(filters, ["q"])}
      onReset={reset}
      resetDisabled={!newsFilters.isActive(filters)}
    />
  );
}

/** /news: search (title, summary, content), topic chips, sort, Load More; all in the URL. */
export function Component() {
  const { queryRef } = useLoaderData() as LoaderData;
  useDisposeOnLeave(queryRef);
  useDocumentTitle("News");
  const { search } = useLocation();
  const { filters, set, reset } = useUrlFilters(newsFilters);

  return (
    <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
            News &amp; Updates
          </Heading>
          <Text color="fg.muted">Elections, campaigns, policy and events from across the campaign community.</Text>
        </Stack>
        <ErrorBoundary resetKeys={[queryRef]} fallback={() => null}>
          <Suspense fallback={null}>
            <EditorTools queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
        <NewsFilterBar filters={filters} set={set} reset={reset} />
        <ListBoundary loadingText={NEWS_TEXTS.loading} errorText={NEWS_TEXTS.error} resetKeys={[search, queryRef]}>
          <Results queryRef={queryRef} filters={asNewsFilters(filters)} />
        </ListBoundary>
      </Stack>
    </Container>
  );
}
