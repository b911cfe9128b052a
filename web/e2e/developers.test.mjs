// The developers' page (issue 30): a visitor on a phone reads how to start, with curl
// commands written for this server (they really run: search, post a job, find a
// member, send a message, GraphQL), the OpenAPI link and no playground link; a copy
// button is reached and used by keyboard and announces "Copied". A member sees the
// playground link, and it opens GraphiQL (with CANVASS_DEV=1 a visitor too). Linked from the
// footer and the tokens tab.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { after, before, test } from "node:test";
import { promisify } from "node:util";
import { checkA11y, graphqlInPage, launchBrowser, newPage, registerViaAPI, startServer, uniqueUser, waitForToast } from "./harness.mjs";

const run = promisify(execFile);

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The commands shown on the page, by their copy button's name. */
async function commands(page) {
  const out = {};
  for (const box of await page.getByTestId("command").all()) {
    const name = await box.locator("xpath=..").getByRole("button").getAttribute("aria-label");
    out[name.replace(/^Copy the | command$/g, "")] = await box.textContent();
  }
  return out;
}

/** Runs a shown command in a shell, as a developer pasting it would, with CANVASS_TOKEN set. */
async function shell(command, token = "") {
  const { stdout } = await run("sh", ["-c", command], { env: { ...process.env, CANVASS_TOKEN: token } });
  return JSON.parse(stdout);
}

test("a visitor reads how to start, and the commands run against this server", async () => {
  const page = await newPage(browser, { width: 375, height: 800 });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.base });
  // The page asks the server whether this visitor may open the playground (dev mode only).
  const probe = page.waitForResponse((r) => r.url() === server.url("/graphql/playground") && r.request().method() === "HEAD");
  await page.goto(server.url("/developers"));
  await page.getByRole("heading", { level: 1, name: "Developers" }).waitFor();
  assert.equal(await page.title(), "Developers | Canvass");
  assert.equal((await probe).status(), 404);

  const shown = await commands(page);
  assert.deepEqual(Object.keys(shown).sort(), ["GraphQL search", "find a member", "job search", "post a job", "send a message", "token"]);
  for (const [name, text] of Object.entries(shown)) if (name !== "token") assert.ok(text.includes(`"${server.base}/`), `${name} uses the page's origin: ${text}`);
  assert.equal(await page.getByRole("link", { name: "the OpenAPI description" }).getAttribute("href"), "/api/openapi.json");
  assert.equal(await page.getByRole("link", { name: /playground/i }).count(), 0, "no playground link for a visitor");
  await page.getByText("Signed-in members can explore the schema in the GraphQL playground.").waitFor();
  assert.equal(await page.getByRole("link", { name: "Log in to create a token" }).getAttribute("href"), "/auth?mode=login&next=%2Fprofile%3Ftab%3Dapi");
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no horizontal scrolling at 375 px");
  await checkA11y(page, "/developers as a visitor at 375 px");

  // Keyboard: Tab from the top of the page reaches the search's copy button; Enter copies and announces.
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent);
  let presses = 0;
  while ((await focused()) !== "Copy the job search command") {
    assert.ok(++presses <= 40, `Tab never reached the search's copy button (last: ${await focused()})`);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Enter");
  const toast = await waitForToast(page, "Copied");
  assert.ok(await toast.evaluate((el) => !!el.closest("[aria-live], [role=status], [role=alert]")), "the toast is announced");
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), shown["job search"]);

  // The commands work as printed: the public search without a token; the rest with one.
  assert.deepEqual(await shell(shown["job search"]), []);
  const poster = uniqueUser({ userType: "CAMPAIGN_STAFF", firstName: "Jordan" });
  await registerViaAPI(page, server, poster);
  const made = await graphqlInPage(page, `mutation { createApiToken(input: {name: "curl", scope: READ_WRITE}) { secret } }`);
  const token = made.data.createApiToken.secret;
  const job = await shell(shown["post a job"], token);
  assert.equal(job.title, "Field Organizer");
  assert.equal(job.workplace, "hybrid");
  assert.equal((await shell(shown["job search"]))[0]?.id, job.id, "the posted job is found by the search");
  const graph = await shell(shown["GraphQL search"], token);
  assert.equal(graph.data.jobs.edges[0].node.databaseId, job.id);

  const writer = uniqueUser();
  await page.context().clearCookies();
  await registerViaAPI(page, server, writer);
  const writerToken = (await graphqlInPage(page, `mutation { createApiToken(input: {name: "curl", scope: READ_WRITE}) { secret } }`)).data.createApiToken.secret;
  const found = await shell(shown["find a member"], writerToken);
  const jordan = found.find((u) => u.username === poster.username);
  assert.ok(jordan, `the search finds Jordan: ${JSON.stringify(found)}`);
  const sent = await shell(shown["send a message"].replace('"receiverId": 42', `"receiverId": ${jordan.id}`), writerToken);
  assert.equal(sent.receiverId, jordan.id);
  await page.context().close();
});

test("a member sees the playground link, and it opens GraphiQL; the footer and the tokens tab lead here", async () => {
  const page = await newPage(browser);
  await registerViaAPI(page, server, uniqueUser());
  await page.goto(server.url("/profile?tab=api"));
  await page.getByRole("link", { name: "the developers' page" }).click();
  await page.getByRole("heading", { level: 1, name: "Developers" }).waitFor();
  assert.equal(await page.getByRole("link", { name: "Create a token" }).getAttribute("href"), "/profile?tab=api");
  await checkA11y(page, "/developers as a member");

  const [response] = await Promise.all([page.waitForResponse(server.url("/graphql/playground")), page.getByRole("link", { name: "GraphQL playground" }).click()]);
  assert.equal(response.status(), 200);
  await page.locator(".graphiql-container").waitFor();
  assert.equal(await page.title(), "Canvass GraphQL playground");

  await page.goto(server.url("/about"));
  await page.getByRole("contentinfo").getByRole("link", { name: "Developers" }).click();
  await page.waitForURL(server.url("/developers"));
  await page.getByRole("heading", { level: 1, name: "Developers" }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("with CANVASS_DEV=1 a visitor gets the playground link too", async () => {
  const dev = await startServer({ env: { CANVASS_DEV: "1" } });
  const page = await newPage(browser, { width: 375, height: 800 });
  try {
    await page.goto(dev.url("/developers"));
    await page.getByRole("link", { name: "GraphQL playground" }).click();
    await page.locator(".graphiql-container").waitFor();
  } finally {
    await page.context().close();
    await dev.stop();
  }
});
