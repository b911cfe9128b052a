import { fireEvent, screen, waitFor } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { EmailPreferencesTabTestQuery } from "../../__generated__/EmailPreferencesTabTestQuery.graphql";
import { renderScreen } from "../../test/render";
import { EMAIL_CONFIRMED, EMAIL_UNCONFIRMED } from "../profile/ProfileCard";
import { profileTab } from "../profile/ProfileRoute";
import { NOT_LOADED_TEXT, SAVED_TEXT, EmailPreferencesTab } from "./EmailPreferencesTab";
import { EMAIL_KINDS } from "./emailKinds";

const testQuery = graphql`
  query EmailPreferencesTabTestQuery @relay_test_operation {
    viewer {
      ...EmailPreferencesTab_user
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<EmailPreferencesTabTestQuery>(testQuery, {});
  return data.viewer ? <EmailPreferencesTab user={data.viewer} /> : null;
}

const allOn = [
  { kind: "MESSAGE_DIGEST", enabled: true },
  { kind: "JOB_ALERT", enabled: true },
  { kind: "APPLICATION_UPDATES", enabled: true },
  { kind: "TEAM_UPDATES", enabled: true },
];

function renderTab(user: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, {
      User: () => ({ id: "VXNlcjox", userType: "CANDIDATE", email: "maria@example.org", emailVerified: true, emailPreferences: allOn, ...user }),
    }),
  );
  renderScreen(<Harness />, { path: "/profile?tab=email", environment });
  return environment;
}

const switchFor = (label: string) => screen.getByRole("checkbox", { name: label }) as HTMLInputElement;

describe("EmailPreferencesTab", () => {
  it("has one labelled, described switch per kind, showing the saved values", async () => {
    renderTab({ emailPreferences: allOn.map((p) => (p.kind === "JOB_ALERT" ? { ...p, enabled: false } : p)) });
    await screen.findByRole("form", { name: "Email preferences" });
    for (const kind of ["MESSAGE_DIGEST", "JOB_ALERT", "APPLICATION_UPDATES", "TEAM_UPDATES"] as const) {
      const box = switchFor(EMAIL_KINDS[kind].label);
      expect(box.checked).toBe(kind !== "JOB_ALERT");
      const described = document.getElementById(box.getAttribute("aria-describedby") ?? "");
      expect(described?.textContent).toBe(EMAIL_KINDS[kind].description);
    }
    expect(screen.getByText("maria@example.org")).toBeTruthy();
    expect(screen.getByText(EMAIL_CONFIRMED)).toBeTruthy();
  });

  it("shows vendors only message digests and application updates", async () => {
    renderTab({ userType: "VENDOR" });
    await screen.findByRole("form", { name: "Email preferences" });
    expect(screen.getAllByRole("checkbox").map((b) => b.getAttribute("name"))).toEqual(["MESSAGE_DIGEST", "APPLICATION_UPDATES"]);
  });

  it("saves every shown kind and says so", async () => {
    const environment = renderTab({});
    await screen.findByRole("form", { name: "Email preferences" });
    fireEvent.click(switchFor(EMAIL_KINDS.JOB_ALERT.label));
    // The switch reports the change to the form a tick later (zag's controlled value).
    await waitFor(() => expect(switchFor(EMAIL_KINDS.JOB_ALERT.label).closest("label")?.dataset.state).toBe("unchecked"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe("UpdateEmailPreferencesMutation");
    expect(op.request.variables.input.preferences).toEqual([
      { kind: "MESSAGE_DIGEST", enabled: true },
      { kind: "JOB_ALERT", enabled: false },
      { kind: "APPLICATION_UPDATES", enabled: true },
      { kind: "TEAM_UPDATES", enabled: true },
    ]);
    expect((screen.getByRole("button", { name: "Saving..." }) as HTMLButtonElement).disabled).toBe(true);
    environment.mock.resolve(op, {
      data: {
        updateEmailPreferences: {
          user: { id: "VXNlcjox", emailPreferences: op.request.variables.input.preferences },
          errors: [],
        },
      },
    });
    expect(await screen.findByText(SAVED_TEXT)).toBeTruthy();
    expect(switchFor(EMAIL_KINDS.JOB_ALERT.label).checked).toBe(false);
  });

  it("shows the server's refusal in a toast", async () => {
    const environment = renderTab({});
    await screen.findByRole("form", { name: "Email preferences" });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    environment.mock.resolve(environment.mock.getMostRecentOperation(), {
      data: { updateEmailPreferences: { user: null, errors: [{ field: null, message: "Please log in.", code: "UNAUTHENTICATED" }] } },
    });
    expect(await screen.findByText("Please log in.")).toBeTruthy();
  });

  it("says when the preferences could not be loaded", async () => {
    renderTab({ emailPreferences: null });
    expect(await screen.findByText(NOT_LOADED_TEXT)).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("shows an unconfirmed address with its state", async () => {
    renderTab({ emailVerified: false });
    expect(await screen.findByText(EMAIL_UNCONFIRMED)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send confirmation link" })).toBeTruthy();
  });
});

describe("profileTab email", () => {
  it("opens the Email tab for members and vendors", () => {
    expect(profileTab("email", "CANDIDATE")).toBe("email");
    expect(profileTab("email", "VENDOR")).toBe("email");
  });
});
