// Every screen at a 375 px phone width (no horizontal scrolling, axe clean) and the
// keyboard behaviour of the header's menus (issue 2, section 6-7).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkA11y, graphqlInPage, launchBrowser, loginViaAPI, newPage, startServer } from "./harness.mjs";

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

/** Waits for the screen to settle (no spinner), then checks width and accessibility. */
async function checkScreen(page, path, ready) {
  await page.goto(server.url(path));
  await ready(page).waitFor();
  await page.locator('[aria-busy="true"], .chakra-spinner').first().waitFor({ state: "detached", timeout: 5_000 }).catch(() => {});
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= 375, `${path} scrolls horizontally at 375 px: scrollWidth ${scrollWidth} (client ${clientWidth})`);
  await checkA11y(page, `${path} at 375 px`);
}


describe("375 px layout", () => {
  test("public screens fit a phone and pass axe", async () => {
    const page = await newPage(browser, { width: 375, height: 812 });
    await page.goto(server.url("/about"));
    const ids = await graphqlInPage(page, "{ jobs(first: 1) { edges { node { databaseId } } } vendors(first: 1) { edges { node { databaseId } } } }");
    const jobId = ids.data.jobs.edges[0].node.databaseId;
    const vendorId = ids.data.vendors.edges[0].node.databaseId;
    const screens = [
      ["/", (p) => p.getByRole("link", { name: "View All Vendors" })],
      ["/jobs", (p) => p.getByTestId("job-card").first()],
      [`/jobs/${jobId}`, (p) => p.getByRole("heading", { level: 1 }).first()],
      ["/vendors", (p) => p.getByRole("link", { name: /^View Profile/ }).first()],
      [`/vendors/${vendorId}`, (p) => p.getByRole("heading", { level: 1 }).first()],
      ["/auth", (p) => p.getByRole("form", { name: "Log in" })],
      ["/about", (p) => p.getByRole("heading", { level: 1 }).first()],
    ];
    for (const [path, ready] of screens) await checkScreen(page, path, ready);

    // The mobile menu: open, Escape closes it and focus returns to its button.
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await mobile.getByRole("link", { name: "Jobs" }).waitFor();
    await checkA11y(page, "mobile menu at 375 px");
    await mobile.getByRole("link", { name: "Jobs" }).focus();
    await page.keyboard.press("Escape");
    await mobile.waitFor({ state: "hidden" });
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Open menu");
    assert.deepEqual(page.errors.map(String), []);
    await page.context().close();
  });

  test("signed-in screens fit a phone and pass axe", async () => {
    const page = await newPage(browser, { width: 375, height: 812 });
    await loginViaAPI(page, server, "candidate1");
    const screens = [
      ["/", (p) => p.getByRole("link", { name: "View Your Dashboard" })],
      ["/profile", (p) => p.getByRole("tab", { name: "Overview" })],
      ["/post-job", (p) => p.getByRole("button", { name: /Post Job/ }).first()],
    ];
    for (const [path, ready] of screens) await checkScreen(page, path, ready);
    // The account menu fits too.
    await page.getByRole("button", { name: /^Account menu for / }).click();
    await page.getByRole("menuitem", { name: "Log out" }).waitFor();
    const menuBox = await page.getByRole("menu").boundingBox();
    assert.ok(menuBox.x >= 0 && menuBox.x + menuBox.width <= 375, `the account menu overflows: ${JSON.stringify(menuBox)}`);
    await checkA11y(page, "account menu at 375 px");
    assert.deepEqual(page.errors.map(String), []);
    await page.context().close();
  });
});

describe("header keyboard access", () => {
  test("the avatar menu opens from the keyboard before and after its chunk loads; Escape returns focus", async () => {
    const page = await newPage(browser);
    await loginViaAPI(page, server, "staff1");
    await page.goto(server.url("/"));
    const button = page.getByRole("button", { name: /^Account menu for / });
    await button.waitFor();
    const menu = page.getByRole("menu");
    // The item's label (an unread badge may follow it on its own line).
    const highlighted = async () => (await menu.locator("[data-highlighted]").innerText()).split("\n")[0];
    const focusIsButton = () =>
      page.waitForFunction(() => document.activeElement?.tagName === "BUTTON" && document.activeElement.textContent.startsWith("Account menu for "));

    // Tab order: the main navigation (skip link, logo, nav items...), the
    // notification bell (issue 26), then the button.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Teams" }).focus();
    await page.keyboard.press("Tab");
    await page.waitForFunction(() => document.activeElement?.getAttribute("href") === "/notifications");
    await page.keyboard.press("Tab");
    await focusIsButton();

    // Enter on the light button: the menu loads, opens, first item highlighted.
    await page.keyboard.press("Enter");
    await menu.waitFor();
    assert.equal(await highlighted(), "Profile");
    for (const item of ["Profile", "Messages", "Teams", "Log out"]) await menu.getByRole("menuitem", { name: item }).waitFor();
    await page.keyboard.press("ArrowDown");
    assert.equal(await highlighted(), "Messages");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    await focusIsButton();

    // Now the real trigger: Space and ArrowDown behave the same.
    for (const key of ["Space", "ArrowDown"]) {
      await page.keyboard.press(key);
      await menu.waitFor();
      assert.equal(await highlighted(), "Profile", `${key} highlights the first item`);
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      await focusIsButton();
    }

    // Enter on an item follows it (once the menu has highlighted its first item:
    // before that, Enter has no item to follow).
    await page.keyboard.press("Enter");
    await menu.waitFor();
    await menu.locator("[data-highlighted]").waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL(server.url("/profile"));
    assert.deepEqual(page.errors.map(String), []);
    await page.context().close();
  });

  test("Space on the light button opens the menu too (fresh page)", async () => {
    const page = await newPage(browser);
    await loginViaAPI(page, server, "vendor1");
    await page.goto(server.url("/"));
    const button = page.getByRole("button", { name: /^Account menu for / });
    await button.focus();
    await page.keyboard.press("Space");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    assert.equal((await menu.locator("[data-highlighted]").innerText()).split("\n")[0], "Profile");
    // Vendors: no Messages or Teams.
    assert.equal(await menu.getByRole("menuitem", { name: "Messages", exact: true }).count(), 0);
    assert.equal(await menu.getByRole("menuitem", { name: "Teams" }).count(), 0);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    assert.equal(await button.evaluate((el) => el === document.activeElement), true);
    assert.deepEqual(page.errors.map(String), []);
    await page.context().close();
  });
});
