// GraphQL over HTTP as the spec says (issue 30): the reference implementation's audits
// (graphql-http's serverAudits) against the real server, on each engine. A signed-in
// member and a token holder pass every one of them with no error or warning; a
// visitor passes all but the two whose probe is an introspection query (__type with a
// map of variables), which is refused for visitors outside CANVASS_DEV=1: that refusal
// is asserted on its own, in both media types. The three optional (MAY) audits of queries
// sent with GET give notices by design: /graphql takes POST only (graph/server.go's guard),
// so that no operation runs from a link or an image a page of another site embeds.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { serverAudits } from "graphql-http";
import { engines, startServer, uniqueUser } from "./harness.mjs";

// The audits whose query is introspection (a visitor's is refused).
const INTROSPECTION_AUDITS = new Set(["2EA1", "28B9"]);
// The optional audits of queries over GET (refused: POST only).
const GET_AUDITS = new Set(["5A70", "D6D5", "6A70"]);

/** Runs every audit with fetchFn; returns the results that are not ok, as "ID status: name (reason)",
 * but for the GET audits' notices (checked to be notices, never warnings or errors). */
async function failures(url, fetchFn) {
  const results = await Promise.all(serverAudits({ url, fetchFn }).map((a) => a.fn()));
  assert.ok(results.length >= 60, `only ${results.length} audits ran`);
  return results
    .filter((r) => r.status !== "ok" && !(GET_AUDITS.has(r.id) && r.status === "notice"))
    .map((r) => `${r.id} ${r.status}: ${r.name} (${r.reason})`);
}

/** fetch with extra headers on every request (a cookie, a bearer token). */
const withHeaders = (extra) => (input, init = {}) => fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), ...extra } });

for (const engine of engines()) {
  describe(`GraphQL over HTTP (${engine})`, () => {
    let server;
    let cookie;
    let token;

    before(async () => {
      server = await startServer({ engine });
      // A member, signed in through REST (the session cookie), and a read-only token of theirs.
      const user = uniqueUser({ userType: "CAMPAIGN_STAFF" });
      let res = await fetch(server.url("/api/register"), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(user) });
      assert.equal(res.status, 201, await res.text());
      cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      assert.ok(cookie, "register set no cookie");
      res = await fetch(server.url("/api/tokens"), {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({ name: "audits", scope: "read", expiresInDays: 30 }),
      });
      const made = await res.text();
      assert.equal(res.status, 201, made);
      token = JSON.parse(made).secret;
    });

    after(async () => {
      await server?.stop();
    });

    test("a signed-in member passes every audit", async () => {
      assert.deepEqual(await failures(server.url("/graphql"), withHeaders({ Cookie: cookie })), []);
    });

    test("a token holder passes every audit", async () => {
      assert.deepEqual(await failures(server.url("/graphql"), withHeaders({ Authorization: `Bearer ${token}` })), []);
    });

    test("a visitor passes every audit but the introspection probes, and cannot introspect", async () => {
      const failed = await failures(server.url("/graphql"), fetch);
      assert.deepEqual(failed.map((f) => f.split(" ")[0]).sort(), [...INTROSPECTION_AUDITS].sort(), failed.join("\n"));

      const introspect = (accept) =>
        fetch(server.url("/graphql"), {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: accept },
          body: JSON.stringify({ query: "{ __schema { queryType { name } } }" }),
        });
      // application/json: 200, the error and no data.
      let res = await introspect("application/json");
      assert.equal(res.status, 200);
      let body = await res.json();
      assert.equal(body.errors?.[0]?.extensions?.code, "FORBIDDEN", JSON.stringify(body));
      assert.ok(!("data" in body), JSON.stringify(body));
      // application/graphql-response+json: 403, no data.
      res = await introspect("application/graphql-response+json");
      assert.equal(res.status, 403);
      assert.match(res.headers.get("content-type"), /^application\/graphql-response\+json/);
      body = await res.json();
      assert.equal(body.errors?.[0]?.extensions?.code, "FORBIDDEN", JSON.stringify(body));
      assert.ok(!("data" in body), JSON.stringify(body));
    });
  });
}
