import { screen } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { VendorProfileHiddenTestQuery } from "../../__generated__/VendorProfileHiddenTestQuery.graphql";
import { HIDDEN_TEXT } from "../../components/HiddenNotice";
import { renderScreen } from "../../test/render";
import { VendorProfile } from "./VendorProfile";

const testQuery = graphql`
  query VendorProfileHiddenTestQuery @relay_test_operation {
    vendor(databaseId: 7) {
      ...VendorProfile_vendor
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<VendorProfileHiddenTestQuery>(testQuery, {});
  return data.vendor ? <VendorProfile vendor={data.vendor} viewer={{ databaseId: 3 }} /> : null;
}

function renderProfile(vendor: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, {
      Vendor: () => ({
        databaseId: 7,
        name: "Scammy Media",
        viewerIsOwner: true,
        owner: { databaseId: 3 },
        services: [],
        recentWork: null,
        createdAt: "2026-01-05T12:00:00Z",
        ...vendor,
      }),
    }),
  );
  return renderScreen(<Harness />, { environment });
}

// Issue 28: the owner (and moderators) see their hidden profile with the notice and the reason.
describe("VendorProfile hidden by moderators", () => {
  it("shows the warning alert with the reason at the top", async () => {
    renderProfile({ hiddenByModerators: true, hiddenReason: "Impersonation" });
    expect(await screen.findByRole("heading", { name: "Scammy Media" })).toBeTruthy();
    const alert = screen.getByTestId("hidden-alert");
    expect(alert.textContent).toContain(HIDDEN_TEXT);
    expect(alert.textContent).toContain("Impersonation");
    expect(HIDDEN_TEXT).toBe("Hidden by moderators");
  });

  it("shows no alert on a visible profile", async () => {
    renderProfile({ hiddenByModerators: false, hiddenReason: null });
    expect(await screen.findByRole("heading", { name: "Scammy Media" })).toBeTruthy();
    expect(screen.queryByTestId("hidden-alert")).toBeNull();
    expect(screen.queryByText(HIDDEN_TEXT)).toBeNull();
  });
});
