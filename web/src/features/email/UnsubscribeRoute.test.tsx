import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render";
import { EMAIL_PREFERENCES_PATH, kindFromToken, resubscribedText, unsubscribedText } from "./emailKinds";
import { BAD_TOKEN_TEXT, CHOOSE_EMAILS, Component as UnsubscribeRoute } from "./UnsubscribeRoute";

const TOKEN = "7.job_alert.c2lnbmF0dXJl";

function resolveUnsubscribe(environment: ReturnType<typeof renderScreen>["environment"], payload: Record<string, unknown>) {
  const op = environment.mock.getMostRecentOperation();
  expect(op.request.node.operation.name).toBe("UnsubscribeMutation");
  environment.mock.resolve(op, { data: { unsubscribe: { kind: null, enabled: null, errors: [], ...payload } } });
  return op.request.variables.input;
}

describe("UnsubscribeRoute", () => {
  it("changes nothing on load, then unsubscribes on the button and undoes", async () => {
    const { environment } = renderScreen(<UnsubscribeRoute />, { path: `/unsubscribe?token=${TOKEN}` });
    expect(await screen.findByRole("heading", { name: "Unsubscribe" })).toBeTruthy();
    expect(screen.getByText("Stop getting job alert emails from Canvass?")).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(resolveUnsubscribe(environment, { kind: "JOB_ALERT", enabled: false })).toEqual({ token: TOKEN, enabled: false });
    expect(await screen.findByText(unsubscribedText("JOB_ALERT"))).toBeTruthy();
    expect(unsubscribedText("JOB_ALERT")).toBe("You will no longer get job alert emails from Canvass.");
    expect(screen.getByRole("link", { name: CHOOSE_EMAILS }).getAttribute("href")).toBe(EMAIL_PREFERENCES_PATH);

    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(resolveUnsubscribe(environment, { kind: "JOB_ALERT", enabled: true })).toEqual({ token: TOKEN, enabled: true });
    expect(await screen.findByText(resubscribedText("JOB_ALERT"))).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeTruthy();
  });

  it("shows the server's message for a bad token, with the way to the preferences", async () => {
    const { environment } = renderScreen(<UnsubscribeRoute />, { path: "/unsubscribe?token=nonsense" });
    expect(await screen.findByText("Stop getting this kind of email from Canvass?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    resolveUnsubscribe(environment, { errors: [{ field: "token", message: "Server says no.", code: "INVALID" }] });
    expect((await screen.findByRole("alert")).textContent).toContain("Server says no.");
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
    expect(screen.getByRole("link", { name: CHOOSE_EMAILS }).getAttribute("href")).toBe(EMAIL_PREFERENCES_PATH);
  });

  it("says a link without a token is invalid, without asking the server", async () => {
    const { environment } = renderScreen(<UnsubscribeRoute />, { path: "/unsubscribe" });
    expect((await screen.findByRole("alert")).textContent).toContain(BAD_TOKEN_TEXT);
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe("kindFromToken", () => {
  it("reads the kind a token names, or nothing", () => {
    expect(kindFromToken("12.message_digest.abc")).toBe("MESSAGE_DIGEST");
    expect(kindFromToken("12.newsletter.abc")).toBeNull();
    expect(kindFromToken("")).toBeNull();
  });
});
