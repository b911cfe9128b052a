import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { PagedListTest_query$key } from "../../__generated__/PagedListTest_query.graphql";
import type { PagedListTestPaginationQuery } from "../../__generated__/PagedListTestPaginationQuery.graphql";
import type { PagedListTestQuery } from "../../__generated__/PagedListTestQuery.graphql";
import { mockEnvironment, renderScreen, type MockEnvironment } from "../../test/render";
import { ListBoundary } from "./ListBoundary";
import { PagedList, useRefetchingPagination } from "./PagedList";

const fragment = graphql`
  fragment PagedListTest_query on Query
  @refetchable(queryName: "PagedListTestPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 2 }, after: { type: "String" }, filter: { type: "NewsFilter" }) {
    newsArticles(first: $first, after: $after, filter: $filter) @connection(key: "PagedListTest_newsArticles") {
      edges {
        node {
          id
          title
        }
      }
    }
  }
`;

const testQuery = graphql`
  query PagedListTestQuery @relay_test_operation {
    ...PagedListTest_query
  }
`;

function List({ query, search }: { query: PagedListTest_query$key; search: string }) {
  const { data, ...pager } = useRefetchingPagination<PagedListTestPaginationQuery, PagedListTest_query$key>(
    fragment,
    query,
    { filter: search ? { search } : null },
    { pageSize: 2, loadedVariables: { first: 2, filter: null } },
  );
  const items = data.newsArticles.edges.map((e) => e.node);
  return (
    <PagedList
      pager={pager}
      items={items}
      itemKey={(a) => a.id}
      renderItem={(a) => <p>{a.title}</p>}
      count={`${items.length} shown`}
      countTestId="count"
      loadingText="Loading things..."
      emptyText="No things."
      emptyHint="Try another search."
      loadMoreLabel="Load more things"
      loadingMoreText="Loading more things..."
      listTestId="things"
    />
  );
}

function Screen() {
  const [search, setSearch] = useState("");
  return (
    <>
      <button type="button" onClick={() => setSearch("tv")}>
        Filter
      </button>
      <ListBoundary loadingText="Loading things..." errorText="Error loading things." resetKeys={[]}>
        <Loaded search={search} />
      </ListBoundary>
    </>
  );
}

function Loaded({ search }: { search: string }) {
  const data = useLazyLoadQuery<PagedListTestQuery>(testQuery, {});
  return <List query={data} search={search} />;
}

function page(from: number, count: number, hasNextPage: boolean) {
  return {
    NewsArticleConnection: () => ({
      pageInfo: { hasNextPage, endCursor: `c${from + count}` },
      edges: Array.from({ length: count }, (_, i) => ({
        cursor: `c${from + i + 1}`,
        node: { id: `a${from + i + 1}`, title: `Thing ${from + i + 1}` },
      })),
    }),
  };
}

function resolveNext(env: MockEnvironment, data: ReturnType<typeof page>) {
  const op = env.mock.getMostRecentOperation();
  act(() => env.mock.resolve(op, MockPayloadGenerator.generate(op, data)));
  return op;
}

async function setup() {
  const env = mockEnvironment();
  renderScreen(<Screen />, { environment: env });
  expect(screen.getByTestId("page-spinner").textContent).toBe("Loading things...");
  resolveNext(env, page(0, 2, true));
  await screen.findByText("Thing 1");
  return env;
}

describe("useRefetchingPagination + PagedList", () => {
  it("lists a page with its count and loads the next by cursor until the end", async () => {
    const env = await setup();
    expect(screen.getByTestId("things").querySelectorAll("li")).toHaveLength(2);
    expect(screen.getByTestId("count").textContent).toBe("2 shown");
    // Page one came with the route's query: no refetch.
    expect(env.mock.getAllOperations()).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Load more things" }));
    const op = env.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe("PagedListTestPaginationQuery");
    expect(op.request.variables).toMatchObject({ first: 2, after: "c2" });
    expect(screen.getByRole("button", { name: "Loading more things..." })).toBeTruthy();
    resolveNext(env, page(2, 1, false));
    await screen.findByText("Thing 3");
    expect(screen.queryByRole("button", { name: /Load more/ })).toBeNull();
  });

  it("refetches page one when the filters change, keeping the old items meanwhile, and shows the empty state", async () => {
    const env = await setup();
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    const op = env.mock.getMostRecentOperation();
    expect(op.request.variables).toMatchObject({ first: 2, after: null, filter: { search: "tv" } });
    expect(screen.getByTestId("count").textContent).toBe("Loading things...");
    expect(screen.getByText("Thing 1")).toBeTruthy();
    resolveNext(env, page(0, 0, false));
    expect(await screen.findByText("No things.")).toBeTruthy();
    expect(screen.getByText("Try another search.")).toBeTruthy();
    expect(screen.queryByText("Thing 1")).toBeNull();
  });

  it("shows the error text with Try again when a refetch fails", async () => {
    const env = await setup();
    const original = console.error;
    console.error = () => {};
    try {
      fireEvent.click(screen.getByRole("button", { name: "Filter" }));
      act(() => env.mock.reject(env.mock.getMostRecentOperation(), new Error("boom")));
      await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Error loading things."));
      expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    } finally {
      console.error = original;
    }
  });
});
