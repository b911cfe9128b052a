import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { VendorDirectoryTestQuery } from "../../__generated__/VendorDirectoryTestQuery.graphql";
import { emptyFilters, type DirectoryFilters } from "./directoryParams";
import { renderScreen } from "../../test/render";
import { VendorDirectory } from "./VendorDirectory";

const testQuery = graphql`
  query VendorDirectoryTestQuery @relay_test_operation {
    ...VendorDirectory_query
  }
`;

function Harness({ filters }: { filters: DirectoryFilters }) {
  const data = useLazyLoadQuery<VendorDirectoryTestQuery>(testQuery, {});
  return <VendorDirectory query={data} filters={filters} />;
}

function FilterHarness() {
  const [filters, setFilters] = useState(emptyFilters);
  return (
    <>
      <button type="button" onClick={() => setFilters({ ...emptyFilters, category: "Advertising", q: "tv", sort: "newest" })}>
        Apply filters
      </button>
      <Harness filters={filters} />
    </>
  );
}

function page(from: number, count: number, hasNextPage: boolean, totalCount: number, capped = false) {
  return {
    VendorConnection: () => ({
      totalCountCapped: totalCount,
      totalCountIsCapped: capped,
      pageInfo: { hasNextPage, endCursor: `c${from + count}` },
      edges: Array.from({ length: count }, (_, i) => ({
        cursor: `c${from + i + 1}`,
        node: { id: `v${from + i + 1}`, databaseId: from + i + 1, name: `Vendor ${from + i + 1}`, logo: null },
      })),
    }),
  };
}

describe("VendorDirectory", () => {
  it("shows the count and loads the next page with Load more", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, page(0, 12, true, 14)));
    renderScreen(<Harness filters={emptyFilters} />, { environment });
    expect(await screen.findByText("14 vendors found")).toBeTruthy();
    expect(screen.getAllByTestId("vendor-card")).toHaveLength(12);

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe("VendorDirectoryPaginationQuery");
    expect(op.request.variables).toMatchObject({ first: 12, after: "c12" });
    act(() => environment.mock.resolve(op, MockPayloadGenerator.generate(op, page(12, 2, false, 14))));
    await waitFor(() => expect(screen.getAllByTestId("vendor-card")).toHaveLength(14));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("shows a count past the server's cap as 1,000+", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, page(0, 12, true, 1000, true)));
    renderScreen(<Harness filters={emptyFilters} />, { environment });
    expect(await screen.findByText("1,000+ vendors found")).toBeTruthy();
  });

  it("shows an exact count at the cap as it is", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, page(0, 12, true, 1000, false)));
    renderScreen(<Harness filters={emptyFilters} />, { environment });
    expect(await screen.findByText("1000 vendors found")).toBeTruthy();
  });

  it("refetches with new filters (the chip name as is) and shows the empty text", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, page(0, 2, false, 2)));
    renderScreen(<FilterHarness />, { environment });
    expect(await screen.findByText("2 vendors found")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe("VendorDirectoryPaginationQuery");
    expect(op.request.variables).toMatchObject({
      first: 12,
      after: null,
      filter: { search: "tv", category: "Advertising" },
      orderBy: "NEWEST",
    });
    expect(screen.getByText("Loading vendors...")).toBeTruthy();
    act(() => environment.mock.resolve(op, MockPayloadGenerator.generate(op, page(0, 0, false, 0))));
    expect(await screen.findByText("0 vendors found")).toBeTruthy();
    expect(screen.getByText("No vendors found in this category.")).toBeTruthy();
  });
});
