// The bundle budget as a browser sees it (issue 2, section 7): load `/` in headless
// Chromium against the built binary, sum the gzip size of every JavaScript response
// until the network is idle, and check it against the 250 KB limit and against the
// static figure of `npm run budget` (scripts/budget.mjs, which follows Vite's manifest),
// for a visitor and for a signed-in member.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { gzipSync } from "node:zlib";
import { DIST, filesLoadedByHome, LIMIT_KB, MEMBER_LIMIT_KB } from "../scripts/budget.mjs";
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

/** Collects the JavaScript responses of `page` from now on. `settle()` waits until
 * no script has arrived for `quietMs` and returns Map(path -> gzip bytes). */
function collectScripts(page) {
  const bodies = [];
  let last = Date.now();
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (res.request().resourceType() === "script" || url.pathname.endsWith(".js")) {
      last = Date.now();
      bodies.push(res.body().then((b) => [url.pathname, gzipSync(b, { level: 9 }).length]));
    }
  });
  return async (quietMs = 1500) => {
    while (Date.now() - last < quietMs) await new Promise((r) => setTimeout(r, 100));
    return new Map(await Promise.all(bodies));
  };
}

/** Loads `/` and returns {files: Map(path -> gzip bytes), totalKB}. For a member it
 * also waits for the live-message websocket: its client is the last chunk `/` loads
 * (root query, then the MessageEvents chunk, then graphql-ws), a chain that can
 * leave the network idle for longer than Chromium's 500 ms "networkidle" on a busy
 * machine. Playwright's second networkidle wait returns at once, so it cannot close
 * that gap; the websocket opening is the signal that the chain has finished. */
async function measureHome(page, { member = false } = {}) {
  const settle = collectScripts(page);
  const socket = member ? page.waitForEvent("websocket", { timeout: 30_000 }) : null;
  await page.goto(server.url("/"), { waitUntil: "networkidle" });
  // The home page has rendered with both teasers' data, and nothing more is loading.
  await page.getByRole("link", { name: "View All Jobs" }).waitFor();
  await page.getByRole("link", { name: "View All Vendors" }).waitFor();
  await socket;
  const files = await settle();
  const totalKB = [...files.values()].reduce((s, n) => s + n, 0) / 1024;
  return { files, totalKB };
}

/** The avatar menu chunk (dist path of src/app/AvatarMenu.tsx). */
function avatarMenuFile() {
  const manifest = JSON.parse(readFileSync(join(DIST, ".vite", "manifest.json"), "utf8"));
  return `/${manifest["src/app/AvatarMenu.tsx"].file}`;
}

test("a visitor's browser loads at most 250 KB gzip of JavaScript for /, the files the static check counts", async () => {
  const page = await newPage(browser);
  const { files, totalKB } = await measureHome(page);
  console.log(`budget (Chromium, visitor): ${totalKB.toFixed(1)} KB gzip in ${files.size} JavaScript files`);
  assert.ok(totalKB <= LIMIT_KB, `${totalKB.toFixed(1)} KB gzip of JavaScript loaded by / exceeds ${LIMIT_KB} KB`);
  const expected = filesLoadedByHome().map((f) => `/${f}`).sort();
  assert.deepEqual([...files.keys()].sort(), expected, "the browser loads exactly the files scripts/budget.mjs counts");
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test("a signed-in member's / stays within 260 KB with the live-message client: the avatar menu loads on first hover", async () => {
  const signup = await newPage(browser);
  const user = uniqueUser({ firstName: "Budget", lastName: "Member" });
  await registerViaAPI(signup, server, user);
  // A fresh page with the session cookie and an empty cache.
  const page = await newPage(browser);
  await page.context().addCookies(await signup.context().cookies());
  await signup.context().close();
  const { files, totalKB } = await measureHome(page, { member: true });
  const button = page.getByRole("button", { name: "Account menu for Budget Member" });
  await button.waitFor();
  console.log(`budget (Chromium, signed in): ${totalKB.toFixed(1)} KB gzip in ${files.size} JavaScript files`);
  assert.ok(totalKB <= MEMBER_LIMIT_KB, `${totalKB.toFixed(1)} KB gzip of JavaScript loaded by / for a member exceeds ${MEMBER_LIMIT_KB} KB`);
  const expected = filesLoadedByHome(undefined, { member: true }).map((f) => `/${f}`).sort();
  assert.deepEqual([...files.keys()].sort(), expected, "the browser loads exactly the files scripts/budget.mjs counts for members");
  const menuFile = avatarMenuFile();
  assert.ok(!files.has(menuFile), "the avatar menu chunk is not loaded before the first hover");

  // Hovering preloads it; clicking opens the real menu.
  const menuResponse = page.waitForResponse((r) => new URL(r.url()).pathname === menuFile);
  await button.hover();
  await menuResponse;
  await button.click();
  await page.getByRole("menuitem", { name: "Profile" }).waitFor();
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});
