import { act, fireEvent, screen } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it, vi } from "vitest";
import type { VendorsTeaserTestQuery } from "../../__generated__/VendorsTeaserTestQuery.graphql";
import { registerRoutes } from "../../lib/preloadRoute";
import { renderScreen } from "../../test/render";
import { VendorsTeaser } from "./VendorsTeaser";

const testQuery = graphql`
  query VendorsTeaserTestQuery @relay_test_operation {
    ...VendorsTeaser_query
  }
`;

function Harness() {
  const data = useLazyLoadQuery<VendorsTeaserTestQuery>(testQuery, {});
  return <VendorsTeaser query={data} />;
}

let n = 0;
function vendorsResolver(count: number) {
  return {
    VendorConnection: () => ({
      edges: Array.from({ length: count }, () => {
        n += 1;
        return { node: { id: `v${n}`, databaseId: n, name: `Vendor ${n}`, logo: null, affiliation: null } };
      }),
    }),
  };
}

async function setup(initialCount = 3) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, vendorsResolver(initialCount)));
  renderScreen(<Harness />, { environment });
  await screen.findByRole("heading", { name: "Political Vendor Directory" });
  return environment;
}

describe("VendorsTeaser", () => {
  it("shows the six chips, at most 3 cards and View All Vendors to /vendors", async () => {
    await setup(5);
    const chips = screen.getByRole("group", { name: "Vendor categories" });
    expect(Array.from(chips.querySelectorAll("button")).map((b) => b.textContent)).toEqual([
      "All Vendors",
      "Consulting",
      "Advertising",
      "Digital",
      "Fundraising",
      "Polling",
    ]);
    expect(screen.getByRole("button", { name: "All Vendors" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getAllByTestId("vendor-card")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "View All Vendors" }).getAttribute("href")).toBe("/vendors");
  });

  it("asks the server for the chosen chip and carries it to View All Vendors", async () => {
    const environment = await setup();
    fireEvent.click(screen.getByRole("button", { name: "Advertising" }));
    expect(screen.getByText("Loading vendors...")).toBeTruthy();
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe("VendorsTeaserRefetchQuery");
    expect(op.request.variables.vendorCategory).toBe("Advertising");
    expect(screen.getByRole("button", { name: "Advertising" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("link", { name: "View All Vendors" }).getAttribute("href")).toBe("/vendors?category=Advertising");

    act(() => environment.mock.resolve(op, MockPayloadGenerator.generate(op, vendorsResolver(0))));
    expect(await screen.findByText("No vendors found in this category.")).toBeTruthy();
    expect(screen.queryAllByTestId("vendor-card")).toHaveLength(0);
  });

  it("shows the error text when the server fails", async () => {
    const environment = await setup();
    const original = console.error;
    console.error = () => {};
    try {
      fireEvent.click(screen.getByRole("button", { name: "Polling" }));
      const op = environment.mock.getMostRecentOperation();
      expect(op.request.variables.vendorCategory).toBe("Polling");
      act(() => environment.mock.reject(op, new Error("boom")));
      expect(await screen.findByText("Error loading vendors. Please try again later.")).toBeTruthy();
    } finally {
      console.error = original;
    }
  });

  it("starts loading the directory (module and query) when View All Vendors is hovered or focused", async () => {
    const loader = vi.fn();
    const lazy = vi.fn(async () => ({ loader }));
    registerRoutes([{ path: "/vendors", lazy }]);
    const environment = await setup();
    fireEvent.click(screen.getByRole("button", { name: "Digital" }));
    const op = environment.mock.getMostRecentOperation();
    act(() => environment.mock.resolve(op, MockPayloadGenerator.generate(op, vendorsResolver(1))));
    const link = screen.getByRole("link", { name: "View All Vendors" });
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    const { request } = loader.mock.calls[0][0] as { request: Request };
    expect(new URL(request.url).search).toBe("?category=Digital");
    registerRoutes([]);
  });
});
