import { fireEvent, screen } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { MockPayloadGenerator, createMockEnvironment } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { ProfileCardTestQuery } from "../../__generated__/ProfileCardTestQuery.graphql";
import { renderWithProviders } from "../../test/render";
import { RESENT_TEXT } from "../auth/ResendVerificationButton";
import { EMAIL_CONFIRMED, EMAIL_UNCONFIRMED, NO_BIO, ProfileCard } from "./ProfileCard";
import { NOT_SPECIFIED, ProfessionalInfoCard } from "./ProfessionalInfoCard";
import { profileTab } from "./ProfileRoute";

const testQuery = graphql`
  query ProfileCardTestQuery @relay_test_operation {
    viewer {
      ...ProfileCard_user
      ...ProfessionalInfoCard_user
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<ProfileCardTestQuery>(testQuery, {});
  if (!data.viewer) return null;
  return (
    <>
      <ProfileCard user={data.viewer} />
      <ProfessionalInfoCard user={data.viewer} />
    </>
  );
}

function renderProfile(user: Record<string, unknown>) {
  const environment = createMockEnvironment();
  renderProfileIn(environment, user);
  return environment;
}

function renderProfileIn(environment: ReturnType<typeof createMockEnvironment>, user: Record<string, unknown>) {
  environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, { User: () => user }));
  renderWithProviders(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { environment },
  );
}

const base = {
  firstName: "Maria",
  lastName: "Lopez",
  username: "maria",
  userType: "CAMPAIGN_STAFF",
  profileImage: null,
  bio: null,
  location: null,
  email: "maria@example.org",
  emailVerified: true,
  createdAt: "2025-03-04T12:00:00Z",
  currentPosition: null,
  previousPositions: null,
  education: null,
  skills: null,
};

describe("ProfileCard", () => {
  it("shows fallbacks for an empty profile", async () => {
    renderProfile(base);
    expect(await screen.findByRole("heading", { name: "Maria Lopez" })).toBeTruthy();
    expect(screen.getByText(NO_BIO)).toBeTruthy();
    expect(screen.getByText("No bio provided. Edit your profile to add one.")).toBeTruthy();
    expect(screen.getByText("Campaign Staff / Volunteer")).toBeTruthy();
    expect(screen.getByText("ML")).toBeTruthy();
    expect(screen.getByText("March 4, 2025")).toBeTruthy();
    expect(screen.getAllByText(NOT_SPECIFIED)).toHaveLength(3);
  });

  it("shows the profile data when present", async () => {
    renderProfile({
      ...base,
      userType: "CANDIDATE",
      bio: "Running for city council.",
      location: "Austin, TX",
      currentPosition: "Candidate",
      education: "UT Austin",
      skills: "Public speaking",
    });
    expect(await screen.findByText("Running for city council.")).toBeTruthy();
    expect(screen.getByText("Austin, TX")).toBeTruthy();
    expect(screen.getByText("UT Austin")).toBeTruthy();
    expect(screen.queryByText(NO_BIO)).toBeNull();
    expect(screen.queryByText(NOT_SPECIFIED)).toBeNull();
  });
});

describe("ProfileCard email state", () => {
  it("says a confirmed address is confirmed, with no link to send", async () => {
    renderProfile(base);
    expect(await screen.findByText(EMAIL_CONFIRMED)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send confirmation link" })).toBeNull();
  });

  it("offers a new link for an unconfirmed address and says it was sent", async () => {
    const environment = renderProfile({ ...base, emailVerified: false });
    expect(await screen.findByText(EMAIL_UNCONFIRMED)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe("ResendVerificationMutation");
    environment.mock.resolve(op, { data: { resendVerification: { ok: true, errors: [] } } });
    expect(await screen.findByText(RESENT_TEXT)).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    const environment = renderProfile({ ...base, emailVerified: false });
    fireEvent.click(await screen.findByRole("button", { name: "Send confirmation link" }));
    environment.mock.resolve(environment.mock.getMostRecentOperation(), {
      data: { resendVerification: { ok: false, errors: [{ field: null, message: "Too many requests. Please try again later.", code: "RATE_LIMITED" }] } },
    });
    expect(await screen.findByText("Too many requests. Please try again later.")).toBeTruthy();
  });

  it("shows nothing when the state is not the viewer's to see", async () => {
    renderProfile({ ...base, emailVerified: null });
    expect(await screen.findByText("maria@example.org")).toBeTruthy();
    expect(screen.queryByTestId("email-state")).toBeNull();
  });
});

describe("profileTab", () => {
  it("defaults to vendor for vendors and overview otherwise", () => {
    expect(profileTab(null, "VENDOR")).toBe("vendor");
    expect(profileTab(null, "CANDIDATE")).toBe("overview");
    expect(profileTab("jobs", "VENDOR")).toBe("vendor");
    expect(profileTab("vendor", "CANDIDATE")).toBe("overview");
    expect(profileTab("messages", "CAMPAIGN_STAFF")).toBe("messages");
    expect(profileTab("overview", "VENDOR")).toBe("overview");
  });
});
