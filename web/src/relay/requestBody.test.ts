import { describe, expect, it } from "vitest";
import JobsRouteQuery from "../__generated__/JobsRouteQuery.graphql";
import { requestBody } from "./environment";

describe("the GraphQL request body", () => {
  it("sends a persisted operation's id, not its text", () => {
    const params = JobsRouteQuery.params;
    expect(params.id).toMatch(/^[0-9a-f]{64}$/);
    expect(params.text).toBeNull();
    const body = JSON.parse(requestBody(params, { first: 20 }));
    expect(body).toEqual({ documentId: params.id, variables: { first: 20 }, operationName: "JobsRouteQuery" });
  });

  it("sends the text of an operation without an id", () => {
    const params = { ...JobsRouteQuery.params, id: null, cacheID: "c", text: "query JobsRouteQuery { viewer { id } }" };
    const body = JSON.parse(requestBody(params, {}));
    expect(body).toEqual({ query: params.text, variables: {}, operationName: "JobsRouteQuery" });
  });
});
