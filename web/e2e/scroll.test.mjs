// Where a page opens (issue 25, item 2), at a phone's 375x812 and a desktop's
// 1366x900: a full page load (a typed URL, a reload, a link followed in the same tab)
// starts at the top, or at its #anchor; Back and Forward return to where the user
// was; a screen reached after signing up starts at the top.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { graphqlInPage, launchBrowser, newPage, registerViaUI, startServer, uniqueUser, waitForApp } from "./harness.mjs";

let server;
let browser;
let jobId;

before(async () => {
  server = await startServer({ demo: true });
  browser = await launchBrowser();
  const page = await newPage(browser);
  await page.goto(server.url("/about"));
  const ids = await graphqlInPage(page, "{ jobs(first: 1) { edges { node { databaseId } } } }");
  jobId = ids.data.jobs.edges[0].node.databaseId;
  await page.context().close();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const scrollY = (page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the window to y (the page must be that tall) and lets the app see it. */
async function scrollTo(page, y) {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, y);
  // The router notes positions on its own schedule (pagehide, navigation); give a frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
}

/** Waits until the screen's heading is there and nothing is loading, then a little
 * longer (a late restore would move the page after the first paint). */
async function settled(page, heading) {
  await waitForApp(page);
  await page.getByRole("heading", { level: 1, name: heading }).first().waitFor();
  await page.locator('[aria-busy="true"], .chakra-spinner').first().waitFor({ state: "detached", timeout: 5_000 }).catch(() => {});
  await page.waitForTimeout(300);
}

for (const [width, height] of [
  [375, 812],
  [1366, 900],
]) {
  describe(`full page loads at ${width}x${height}`, () => {
    test("a typed URL, a reload and a same-tab link open at the top; Back and Forward restore", async () => {
      const page = await newPage(browser, { width, height });
      await page.goto(server.url("/about"));
      await settled(page, /About/);
      await scrollTo(page, 600);

      // Typing another URL (a new document in the same tab).
      await page.goto(server.url(`/jobs/${jobId}`));
      await settled(page, /.+/);
      assert.equal(await scrollY(page), 0, `/jobs/${jobId} typed after /about at 600 px`);

      // Back returns to /about where it was left; Forward to the job at the top.
      await scrollTo(page, 0);
      await page.goBack();
      await settled(page, /About/);
      await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 2, null, { timeout: 5_000 }).catch(() => {});
      assert.equal(await scrollY(page), 600, "/about after Back");
      await page.goForward();
      await settled(page, /.+/);
      assert.equal(await scrollY(page), 0, `/jobs/${jobId} after Forward`);

      // A reload starts at the top.
      await page.goto(server.url("/about"));
      await settled(page, /About/);
      await scrollTo(page, 500);
      await page.reload();
      await settled(page, /About/);
      assert.equal(await scrollY(page), 0, "/about after a reload");

      // A link followed in the same tab as a full load (the footer's links are client
      // navigations, so make one that the browser loads itself).
      await scrollTo(page, 400);
      await page.evaluate((href) => {
        const a = document.createElement("a");
        a.href = href;
        a.setAttribute("data-discover", "false");
        a.target = "_self";
        a.textContent = "plain link";
        document.body.append(a);
        window.location.assign(href);
      }, `/jobs/${jobId}`);
      await page.waitForURL(new RegExp(`/jobs/${jobId}$`));
      await settled(page, /.+/);
      assert.equal(await scrollY(page), 0, `/jobs/${jobId} from a same-tab link after /about at 400 px`);

      // A full load with an #anchor starts at its target.
      await page.goto(server.url("/about#faq"));
      await settled(page, /About/);
      const opened = await scrollY(page);
      // Where the browser itself puts the anchor (under the sticky header, or as far as the page scrolls).
      const anchored = await page.evaluate(() => {
        document.getElementById("faq").scrollIntoView();
        return Math.round(window.scrollY);
      });
      assert.ok(opened > 0 && Math.abs(opened - anchored) <= 2, `/about#faq opens at its anchor (${opened} px, the anchor is at ${anchored} px)`);

      assert.deepEqual(page.errors.map(String), []);
      await page.context().close();
    });

    test("in-app navigation starts at the top and Back restores", async () => {
      const page = await newPage(browser, { width, height });
      await page.goto(server.url("/about"));
      await settled(page, /About/);
      await scrollTo(page, 600);
      // Followed without moving the page first (a click would scroll the footer into view).
      await page.getByRole("contentinfo").getByRole("link", { name: "Campaign Jobs" }).evaluate((a) => a.click());
      await page.waitForURL(/\/jobs$/);
      await settled(page, /Job/);
      assert.equal(await scrollY(page), 0, "/jobs after a link from /about at 600 px");
      await page.goBack();
      await page.waitForURL(/\/about$/);
      await settled(page, /About/);
      assert.equal(await scrollY(page), 600, "/about after Back");
      assert.deepEqual(page.errors.map(String), []);
      await page.context().close();
    });

    test("signing up opens the dashboard at the top", async () => {
      const page = await newPage(browser, { width, height });
      // The visitor read the about page first (a full load, scrolled down).
      await page.goto(server.url("/about"));
      await settled(page, /About/);
      await scrollTo(page, 600);
      // Signing up scrolls the form down to its button, then lands on the home page.
      await registerViaUI(page, server, uniqueUser());
      await page.waitForURL(/\/$/);
      await settled(page, /.+/);
      assert.equal(await scrollY(page), 0, "/ after signing up");
      // The dashboard, typed or followed from the home page, starts at the top.
      await page.goto(server.url("/profile"));
      await page.getByRole("tab", { name: "Overview" }).waitFor();
      await page.waitForTimeout(300);
      assert.equal(await scrollY(page), 0, "/profile typed after signing up");
      await page.goto(server.url("/"));
      await settled(page, /.+/);
      await page.getByRole("link", { name: "View Your Dashboard" }).evaluate((a) => a.click());
      await page.getByRole("tab", { name: "Overview" }).waitFor();
      await page.waitForTimeout(300);
      assert.equal(await scrollY(page), 0, "/profile from the home page's dashboard link");
      assert.deepEqual(page.errors.map(String), []);
      await page.context().close();
    });
  });
}
