import { screen } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { JobBoardListTestQuery } from "../../__generated__/JobBoardListTestQuery.graphql";
import { renderScreen } from "../../test/render";
import { emptyFilters } from "./boardFilters";
import { JobBoardList } from "./JobBoardList";

const testQuery = graphql`
  query JobBoardListTestQuery @relay_test_operation {
    ...JobBoardList_query
  }
`;

function Harness() {
  const data = useLazyLoadQuery<JobBoardListTestQuery>(testQuery, {});
  return <JobBoardList query={data} filters={emptyFilters} loadedVariables={{}} />;
}

function board(totalCountCapped: number, totalCountIsCapped: boolean) {
  return {
    JobConnection: () => ({
      totalCountCapped,
      totalCountIsCapped,
      pageInfo: { hasNextPage: totalCountCapped > 2, endCursor: "c2" },
      edges: [1, 2].map((i) => ({ cursor: `c${i}`, node: { id: `j${i}`, databaseId: i, title: `Job ${i}`, createdAt: "2026-11-01T12:00:00Z", salary: null } })),
    }),
  };
}

// The count line of /jobs (issue 24): the server counts up to 1,000; past
// that the line reads "1,000+ jobs found", below or at it the spec's
// "{n} job(s) found".
describe("JobBoardList count line", () => {
  it("shows 1,000+ past the server's cap", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, board(1000, true)));
    renderScreen(<Harness />, { environment });
    expect((await screen.findByTestId("jobs-found")).textContent).toBe("1,000+ jobs found");
  });

  it("shows an exact count in the spec's words", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, board(1000, false)));
    renderScreen(<Harness />, { environment });
    expect((await screen.findByTestId("jobs-found")).textContent).toBe("1000 job(s) found");
  });
});
