import { screen } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { VendorCardTestQuery } from "../../__generated__/VendorCardTestQuery.graphql";
import { affiliationPalette, getSystem } from "../../theme";
import { renderScreen } from "../../test/render";
import { VendorCard } from "./VendorCard";

const testQuery = graphql`
  query VendorCardTestQuery @relay_test_operation {
    vendor(databaseId: 7) {
      ...VendorCard_vendor
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<VendorCardTestQuery>(testQuery, {});
  return data.vendor ? <VendorCard vendor={data.vendor} /> : null;
}

function renderCard(vendor: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, {
      Vendor: () => ({
        databaseId: 7,
        name: "Acme Media Group",
        categoryLabel: "Media & Advertising",
        location: "Austin, TX",
        affiliation: null,
        description: "Full-service political advertising for campaigns of every size.",
        logo: null,
        ...vendor,
      }),
    }),
  );
  return renderScreen(<Harness />, { environment });
}

/** The card's top border colour as the browser would compute it (a theme token). */
function topBorder(): string {
  const card = screen.getByTestId("vendor-card");
  return getComputedStyle(card).borderTopColor;
}

describe("VendorCard", () => {
  it("shows the name, category label, location, affiliation, description and a View Profile link", async () => {
    renderCard({ affiliation: "REPUBLICAN" });
    expect(await screen.findByRole("heading", { name: "Acme Media Group" })).toBeTruthy();
    expect(screen.getByText("Media & Advertising")).toBeTruthy();
    expect(screen.getByText("Austin, TX")).toBeTruthy();
    expect(screen.getByText("Republican")).toBeTruthy();
    expect(screen.getByText(/Full-service political advertising/)).toBeTruthy();
    const link = screen.getByRole("link", { name: /View Profile/ });
    expect(link.getAttribute("href")).toBe("/vendors/7");
  });

  it("falls back to two-letter initials when there is no logo", async () => {
    renderCard({ logo: null });
    const initials = await screen.findByTestId("vendor-initials");
    expect(initials.textContent).toBe("AM");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("uses one-word names' first two letters as initials", async () => {
    renderCard({ name: "Strategia", logo: null });
    expect((await screen.findByTestId("vendor-initials")).textContent).toBe("ST");
  });

  it("shows the logo with the vendor's name as alt text", async () => {
    renderCard({ logo: "/uploads/abc.png" });
    const img = await screen.findByRole("img", { name: "Acme Media Group" });
    expect(img.getAttribute("src")).toBe("/uploads/abc.png");
    expect(screen.queryByTestId("vendor-initials")).toBeNull();
  });

  it.each([
    ["DEMOCRATIC", "blue"],
    ["REPUBLICAN", "red"],
  ])("colours the top border for %s from the theme tokens (%s)", async (affiliation, palette) => {
    renderCard({ affiliation });
    await screen.findByTestId("vendor-card");
    const token = `colors.affiliation.${affiliation}`;
    expect(topBorder()).toBe(getSystem().token.var(token));
    expect(affiliationPalette(affiliation)).toBe(palette);
  });

  it.each([["NONPARTISAN"], ["OTHER"], [null]])("has no coloured top border for %s", async (affiliation) => {
    renderCard({ affiliation });
    await screen.findByTestId("vendor-card");
    expect(topBorder()).not.toMatch(/affiliation/);
  });
});
