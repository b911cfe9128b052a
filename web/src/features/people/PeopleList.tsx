import { graphql } from "react-relay/hooks";
import type { PeopleList_query$key } from "../../__generated__/PeopleList_query.graphql";
import type { PeopleListPaginationQuery } from "../../__generated__/PeopleListPaginationQuery.graphql";
import { PagedList, useRefetchingPagination } from "../../components/list/PagedList";
import { PAGE_SIZE, peopleFoundText, peopleVariables, TEXTS, type PeopleFilters } from "./peopleFilters";
import { PersonCard } from "./PersonCard";

const fragment = graphql`
  fragment PeopleList_query on Query
  @refetchable(queryName: "PeopleListPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, filter: { type: "PeopleFilter" }) {
    people(first: $first, after: $after, filter: $filter) @connection(key: "PeopleList_people") {
      totalCountCapped
      totalCountIsCapped
      edges {
        node {
          id
          ...PersonCard_user
        }
      }
    }
  }
`;

/** /people's results: the count line, the cards, "Load more people". A filter
 * change (the URL) refetches page one. */
export function PeopleList({ query, filters, loadedVariables }: { query: PeopleList_query$key; filters: PeopleFilters; loadedVariables: unknown }) {
  const { data, ...pager } = useRefetchingPagination<PeopleListPaginationQuery, PeopleList_query$key>(
    fragment,
    query,
    peopleVariables(filters) as Partial<PeopleListPaginationQuery["variables"]>,
    { pageSize: PAGE_SIZE, loadedVariables },
  );
  const conn = data.people;
  return (
    <PagedList
      pager={pager}
      items={conn.edges.flatMap((e) => (e?.node ? [e.node] : []))}
      itemKey={(u) => u.id}
      renderItem={(u) => <PersonCard user={u} />}
      count={peopleFoundText(conn.totalCountCapped, conn.totalCountIsCapped)}
      countTestId="people-found"
      loadingText={TEXTS.loading}
      emptyText={TEXTS.empty}
      emptyHint={TEXTS.emptyHint}
      loadMoreLabel="Load more people"
      loadingMoreText="Loading more people..."
      listLabel="People open to work"
    />
  );
}
