import { Button, Container, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { Suspense, useEffect, useState } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import type { NewsRouteQuery } from "../../__generated__/NewsRouteQuery.graphql";
import { ErrorBoundary } from "../../app/ErrorBoundary";
import { PageSpinner } from "../../components/ui/page-spinner";
import { SectionError } from "../../components/ui/section-state";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { preload, useDisposeOnLeave } from "../../relay/preload";
import { NewsList } from "./NewsList";
import { NEWS_TEXTS, newsSearchString, newsVariables, parseNewsSearch, TOPICS, type NewsFilters } from "./newsFormat";

const query = graphql`
  query NewsRouteQuery($first: Int!, $filter: NewsFilter, $orderBy: NewsOrder!) {
    viewerIsEditor
    ...NewsList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
  }
`;

type LoaderData = { queryRef: PreloadedQuery<NewsRouteQuery>; variables: unknown };

export function loader({ request }: LoaderFunctionArgs): LoaderData {
  const variables = newsVariables(parseNewsSearch(new URL(request.url).searchParams));
  return { queryRef: preload<NewsRouteQuery>("news", query, variables as NewsRouteQuery["variables"]), variables };
}

/** Filter changes on /news itself are refetched by the list, not by the loader. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

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

function Results({ queryRef, filters, variables }: { queryRef: PreloadedQuery<NewsRouteQuery>; filters: NewsFilters; variables: unknown }) {
  const data = usePreloadedQuery<NewsRouteQuery>(query, queryRef);
  return <NewsList query={data} filters={filters} loadedVariables={variables} />;
}

/** /news: search (title, summary, content), topic chips, sort, Load More; all in the URL. */
export function Component() {
  const { queryRef, variables } = useLoaderData() as LoaderData;
  useDisposeOnLeave(queryRef);
  useDocumentTitle("News");
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const filters = parseNewsSearch(params);
  const change = (patch: Partial<NewsFilters>) =>
    setParams(new URLSearchParams(newsSearchString({ ...filters, ...patch })), { replace: "q" in patch, preventScrollReset: true });

  // Search runs 300 ms after the last keystroke.
  const [text, setText] = useState(filters.q);
  useEffect(() => setText(filters.q), [filters.q]);
  useEffect(() => {
    if (text.trim() === filters.q.trim()) return;
    const t = setTimeout(() => change({ q: text }), 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

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
        <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "end" }}>
          <Field.Root flex="1">
            <Field.Label>Search news</Field.Label>
            <Input type="search" placeholder="Search news..." value={text} onChange={(e) => setText(e.target.value)} />
          </Field.Root>
          <Field.Root w={{ base: "full", md: "56" }}>
            <Field.Label>Sort by</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={filters.sort} onChange={(e) => change({ sort: e.target.value === "oldest" ? "oldest" : "newest" })}>
                <option value="newest">Newest first</option>
                <option value="oldest">Oldest first</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
        <HStack as="ul" aria-label="Topics" gap="2" wrap="wrap" listStyleType="none" m="0" p="0">
          {[{ value: "", label: "All News" } as const, ...TOPICS].map((t) => {
            const active = filters.topic === t.value;
            return (
              <li key={t.value || "all"}>
                <Button size="sm" rounded="full" variant={active ? "solid" : "outline"} aria-pressed={active} onClick={() => change({ topic: t.value })}>
                  {t.label}
                </Button>
              </li>
            );
          })}
        </HStack>
        <ErrorBoundary
          resetKeys={[queryRef]}
          fallback={() => <SectionError text={NEWS_TEXTS.error} onRetry={() => revalidator.revalidate()} />}
        >
          <Suspense fallback={<PageSpinner label={NEWS_TEXTS.loading} />}>
            <Results queryRef={queryRef} filters={filters} variables={variables} />
          </Suspense>
        </ErrorBoundary>
      </Stack>
    </Container>
  );
}
