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

  it("makes each member tile a link to the list behind its count (issue 25)", async () => {
    renderOverview({ userType: "CANDIDATE", jobsAppliedCount: 1, connectionsCount: 3, unreadMessageCount: 2, resourcesSavedCount: 4, vendorProfile: null });
    await screen.findByText("Resources Saved");
    const href = (name: RegExp) => screen.getByRole("link", { name }).getAttribute("href");
    expect(href(/^Jobs Applied\s*1$/)).toBe("/profile?tab=jobs#applied-jobs");
    expect(href(/^Connections\s*3$/)).toBe("/teams");
    expect(href(/^Messages\s*2$/)).toBe("/profile?tab=messages#dashboard-messages");
    expect(href(/^Resources Saved\s*4$/)).toBe("/profile?tab=resources#saved-resources");
  });

  it("links a vendor's profile views to the Vendor Profile tab; Jobs Posted has no list", async () => {
    renderOverview({ userType: "VENDOR", jobsPostedCount: 0, vendorProfile: { profileViews: 9 } });
    await screen.findByText("Vendor Profile Views");
    expect(screen.getByRole("link", { name: /^Vendor Profile Views\s*9$/ }).getAttribute("href")).toBe("/profile?tab=vendor#vendor-profile");
    expect(screen.queryByRole("link", { name: /Jobs Posted/ })).toBeNull();
  });

  it("shows '-' when the count is null", async () => {
    renderOverview({ userType: "CANDIDATE", jobsAppliedCount: null, resourcesSavedCount: null, vendorProfile: null });
    await screen.findByText("Resources Saved");
    expect(tileValue("Resources Saved")).toBe("-");
  });
});
