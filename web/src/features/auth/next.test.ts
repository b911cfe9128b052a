import { describe, expect, it } from "vitest";
import { destinationAfterAuth, loginHref, safeNext } from "./validation";

describe("returning after login (issue 14)", () => {
  it("keeps same-site paths", () => {
    expect(safeNext("/jobs/3")).toBe("/jobs/3");
    expect(safeNext("/jobs?type=FULL_TIME&q=a")).toBe("/jobs?type=FULL_TIME&q=a");
    expect(destinationAfterAuth("CANDIDATE", "/post-job")).toBe("/post-job");
    expect(destinationAfterAuth("VENDOR", "/vendors/2")).toBe("/vendors/2");
  });
  it("refuses anything that could leave the site or loop", () => {
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "jobs", "/auth", "/auth?mode=login", "/x\n"]) {
      expect(safeNext(bad), bad).toBeNull();
    }
    expect(destinationAfterAuth("CANDIDATE", "//evil.example")).toBe("/");
    expect(destinationAfterAuth("VENDOR", null)).toBe("/profile?tab=vendor");
  });
  it("builds the login link", () => {
    expect(loginHref("/jobs/7")).toBe("/auth?mode=login&next=%2Fjobs%2F7");
  });
});
