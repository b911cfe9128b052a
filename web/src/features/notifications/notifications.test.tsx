import { describe, expect, it } from "vitest";
import { bellLabel } from "../../app/NotificationBell";
import { safeHref } from "./NotificationItem";

describe("bellLabel", () => {
  it("names the bell with the unread count", () => {
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(1)).toBe("Notifications, 1 unread");
    expect(bellLabel(100)).toBe("Notifications, 99+ unread");
  });
});

describe("safeHref", () => {
  it("follows the app's own paths only", () => {
    expect(safeHref("/jobs/12#applicants")).toBe("/jobs/12#applicants");
    expect(safeHref("/teams/3")).toBe("/teams/3");
    expect(safeHref("//evil.example/x")).toBe("/notifications");
    expect(safeHref("https://evil.example/")).toBe("/notifications");
    expect(safeHref("javascript:alert(1)")).toBe("/notifications");
  });
});
