import { describe, expect, it } from "vitest";
import { GraphQLRequestError, SERVER_ERROR_TEXT } from "../relay/environment";
import { userFacingMessage } from "./ErrorBoundary";

describe("userFacingMessage (issue 14: no raw status codes reach users)", () => {
  const fallback = "This page could not be loaded. Please try again.";
  it("never shows a status line or an internal error", () => {
    expect(userFacingMessage(new Error("500: boom"), fallback)).toBe(fallback);
    expect(userFacingMessage(new GraphQLRequestError("Internal error.", { code: "INTERNAL" }), fallback)).toBe(fallback);
    expect(userFacingMessage(new TypeError("TypeError: x is undefined"), fallback)).toBe(fallback);
    expect(userFacingMessage("weird", fallback)).toBe(fallback);
  });
  it("keeps the server's sentence for known problems", () => {
    expect(userFacingMessage(new GraphQLRequestError("Job not found.", { code: "NOT_FOUND" }), fallback)).toBe("Job not found.");
    expect(userFacingMessage(new GraphQLRequestError(SERVER_ERROR_TEXT, { status: 502 }), fallback)).toBe(SERVER_ERROR_TEXT);
  });
});
