import { graphql } from "react-relay/hooks";
import type { NewsList_query$key } from "../../__generated__/NewsList_query.graphql";
import type { NewsListPaginationQuery } from "../../__generated__/NewsListPaginationQuery.graphql";
import { PagedList, useRefetchingPagination } from "../../components/list/PagedList";
import { NewsCard } from "./NewsCard";
import { NEWS_TEXTS, newsVariables, PAGE_SIZE, type NewsFilters } from "./newsFormat";

const fragment = graphql`
  fragment NewsList_query on Query
  @refetchable(queryName: "NewsListPaginationQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 9 }
    after: { type: "String" }
    filter: { type: "NewsFilter" }
    orderBy: { type: "NewsOrder", defaultValue: NEWEST }
  ) {
    newsArticles(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "NewsList_newsArticles") {
      edges {
        node {
          id
          ...NewsCard_article
        }
      }
    }
  }
`;

/** The news list: cards and "Load More" (the next page by cursor; gone at the end).
 * When the filters in the URL change, page one is refetched on the server. */
export function NewsList({ query, filters, loadedVariables }: { query: NewsList_query$key; filters: NewsFilters; loadedVariables: unknown }) {
  const { data, ...pager } = useRefetchingPagination<NewsListPaginationQuery, NewsList_query$key>(
    fragment,
    query,
    newsVariables(filters) as Partial<NewsListPaginationQuery["variables"]>,
    { pageSize: PAGE_SIZE, loadedVariables },
  );
  return (
    <PagedList
      pager={pager}
      items={data.newsArticles.edges.flatMap((e) => (e?.node ? [e.node] : []))}
      itemKey={(article) => article.id}
      renderItem={(article, i) => <NewsCard article={article} index={i} headingLevel="h2" />}
      loadingText={NEWS_TEXTS.loading}
      emptyText={NEWS_TEXTS.empty}
      emptyHint={filters.q || filters.topic ? "Try another search or topic." : undefined}
      loadMoreLabel="Load More"
      loadingMoreText="Loading more..."
      listTestId="news-list"
    />
  );
}
