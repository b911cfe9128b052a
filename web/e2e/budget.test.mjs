// The bundle budget as a browser sees it (issue 2, section 7): load `/` in headless
// Chromium against the built binary, sum the gzip size of every JavaScript response
// until the network is idle, and check it against the 250 KB limit and against the
// static figure of `npm run budget` (scripts/budget.mjs, which follows Vite's manifest).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { gzipSync } from "node:zlib";
import { filesLoadedByHome, LIMIT_KB } from "../scripts/budget.mjs";
import { launchBrowser, newPage, registerViaAPI, startServer, uniqueUser } from "./harness.mjs";

let server;
let browser;

before(async () => {
  server = await startServer({ demo: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Loads `/` and returns {files: Map(path -> gzip bytes), totalKB}. */
async function measureHome(page) {
  const bodies = [];
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (res.request().resourceType() === "script" || url.pathname.endsWith(".js")) {
      bodies.push(res.body().then((b) => [url.pathname, gzipSync(b, { level: 9 }).length]));
    }
  });
  await page.goto(server.url("/"), { waitUntil: "networkidle" });
  // The home page has rendered with both teasers' data, and nothing more is loading.
  await page.getByRole("link", { name: "View All Jobs" }).waitFor();
  await page.getByRole("link", { name: "View All Vendors" }).waitFor();
  await page.waitForLoadState("networkidle");
  const files = new Map(await Promise.all(bodies));
  const totalKB = [...files.values()].reduce((s, n) => s + n, 0) / 1024;
  return { files, totalKB };
}

test("a visitor's browser loads at most 250 KB gzip of JavaScript for /, the files the static check counts", async () => {
  const page = await newPage(browser);
  const { files, totalKB } = await measureHome(page);
  console.log(`budget (Chromium, visitor): ${totalKB.toFixed(1)} KB gzip in ${files.size} JavaScript files`);
  assert.ok(totalKB <= LIMIT_KB, `${totalKB.toFixed(1)} KB gzip of JavaScript loaded by / exceeds ${LIMIT_KB} KB`);
  const expected = filesLoadedByHome().map((f) => `/${f}`).sort();
  assert.deepEqual([...files.keys()].sort(), expected, "the browser loads exactly the files scripts/budget.mjs counts");
  assert.deepEqual(page.errors.map(String), []);
});

test("a signed-in member's / loads the avatar menu on top (figure reported)", async () => {
  const signup = await newPage(browser);
  await registerViaAPI(signup, server, uniqueUser());
  // A fresh page with the session cookie and an empty cache.
  const page = await newPage(browser);
  await page.context().addCookies(await signup.context().cookies());
  const { files, totalKB } = await measureHome(page);
  await page.getByRole("button", { name: /^Account menu for / }).waitFor();
  console.log(`budget (Chromium, signed in): ${totalKB.toFixed(1)} KB gzip in ${files.size} JavaScript files`);
  const expected = filesLoadedByHome(undefined, { member: true }).map((f) => `/${f}`).sort();
  assert.deepEqual([...files.keys()].sort(), expected, "the browser loads exactly the files scripts/budget.mjs counts for members");
});
