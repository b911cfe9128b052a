import { screen } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { MockPayloadGenerator, createMockEnvironment } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { ProfileOverviewTestQuery } from "../../__generated__/ProfileOverviewTestQuery.graphql";
import { renderWithProviders } from "../../test/render";
import { ProfileOverview } from "./ProfileOverview";

const testQuery = graphql`
  query ProfileOverviewTestQuery @relay_test_operation {
    viewer {
      ...ProfileOverview_user
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<ProfileOverviewTestQuery>(testQuery, {});
  return data.viewer ? <ProfileOverview user={data.viewer} /> : null;
}

function renderOverview(user: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, { User: () => user }));
  renderWithProviders(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { environment },
  );
}

function tileValue(label: string): string {
  const tile = screen.getByText(label).parentElement;
  return tile?.textContent?.replace(label, "") ?? "";
}

describe("ProfileOverview", () => {
  it("shows the member's real Resources Saved count", async () => {
    renderOverview({ userType: "CANDIDATE", jobsAppliedCount: 2, resourcesSavedCount: 7, vendorProfile: null });
    await screen.findByText("Resources Saved");
    expect(tileValue("Resources Saved")).toBe("7");
    expect(tileValue("Jobs Applied")).toBe("2");
  });

  it("shows the member's unread messages on the Messages tile", async () => {
    renderOverview({ userType: "CANDIDATE", jobsAppliedCount: 0, resourcesSavedCount: 0, unreadMessageCount: 5, vendorProfile: null });
    await screen.findByText("Resources Saved");
    expect(tileValue("Messages")).toBe("5");
  });

  it("shows 0 when nothing is saved", async () => {
    renderOverview({ userType: "CAMPAIGN_STAFF", jobsAppliedCount: 0, resourcesSavedCount: 0, vendorProfile: null });
    await screen.findByText("Resources Saved");
    expect(tileValue("Resources Saved")).toBe("0");
  });

  it("shows '-' when the count is null", async () => {
    renderOverview({ userType: "CANDIDATE", jobsAppliedCount: null, resourcesSavedCount: null, vendorProfile: null });
    await screen.findByText("Resources Saved");
    expect(tileValue("Resources Saved")).toBe("-");
  });
});
