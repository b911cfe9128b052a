// The list screens' filter bar on a phone (issue 25, item 4): at 375x667 /jobs,
// /vendors, /resources and /news keep the search box and one "Filters (n)" button,
// so the first card (its title) is on the first screen; the button opens the other
// filters in a drawer, each offered once (the job board's affiliation as one
// control, not chips and a dropdown), from the keyboard too (Escape closes it and
// focus returns to the button); a filter chosen there applies at once and counts in
// "Filters (n)". A desktop keeps the full bar. axe-clean in each state.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkA11y, launchBrowser, newPage, startServer, waitForApp } from "./harness.mjs";

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

// path, the first card, the wide-only chips group, the drawer's controls, and how to
// set one filter in the drawer (returns the URL parameter it sets).
const screens = [
  {
    path: "/jobs",
    card: (p) => p.getByTestId("job-card").first(),
    search: "Search jobs",
    chips: "Political affiliation",
    controls: ["Location", "Job type", "Affiliation", "Workplace", "Sort by"],
    choose: async (d) => {
      await d.getByLabel("Affiliation").selectOption("DEMOCRATIC");
      return /affiliation=DEMOCRATIC/;
    },
  },
  {
    path: "/vendors",
    card: (p) => p.getByRole("main").getByRole("listitem").filter({ has: p.getByRole("heading") }).first(),
    search: "Search vendors",
    chips: null,
    controls: ["Category", "Location", "Affiliation", "Sort by"],
    choose: async (d) => {
      await d.getByLabel("Sort by").selectOption("newest");
      return /sort=newest/;
    },
  },
  {
    path: "/resources",
    card: (p) => p.getByRole("main").getByRole("listitem").filter({ has: p.getByRole("heading") }).first(),
    search: "Search resources",
    chips: "Categories",
    controls: ["Category"],
    choose: async (d) => {
      await d.getByLabel("Category").selectOption({ index: 1 });
      return /category=/;
    },
  },
  {
    path: "/news",
    card: (p) => p.getByRole("main").getByRole("listitem").filter({ has: p.getByRole("heading") }).first(),
    search: "Search news",
    chips: null,
    controls: ["Sort by"],
    choose: async (d) => {
      await d.getByRole("group", { name: "Topics" }).getByRole("button").nth(1).click();
      return /topic=/;
    },
  },
];

describe("filter bars on a 375x667 phone", () => {
  for (const s of screens) {
    test(`${s.path}: search, one "Filters (n)" drawer, and the first card on the first screen`, async () => {
      const page = await newPage(browser, { width: 375, height: 667 });
      await page.goto(server.url(s.path));
      await waitForApp(page);
      const card = s.card(page);
      await card.waitFor();
      await page.locator('[aria-busy="true"], .chakra-spinner').first().waitFor({ state: "detached", timeout: 5_000 }).catch(() => {});

      // The first card's title is on screen without scrolling.
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      const title = await card.getByRole("heading").first().boundingBox();
      assert.ok(title && title.y >= 0 && title.y + title.height <= 667, `${s.path}: the first card's title ends at ${title && title.y + title.height} px of 667`);

      // Headings go down one level at a time (Lighthouse's heading-order: /resources' cards were h3 under the h1).
      const levels = await page.evaluate(() => [...document.querySelectorAll("main h1, main h2, main h3, main h4")].filter((h) => h.offsetParent).map((h) => Number(h.tagName[1])));
      levels.forEach((l, i) => assert.ok(i === 0 || l <= levels[i - 1] + 1, `${s.path}: heading levels ${levels.join(" ")} skip one`));

      // The search box and one Filters button; the chips wait in the wide bar.
      await page.getByRole("searchbox", { name: s.search }).waitFor();
      const filters = page.getByRole("button", { name: /^Filters \(\d+\)$/ });
      assert.equal(await filters.count(), 1);
      assert.equal(await filters.textContent(), "Filters (0)");
      if (s.chips) assert.equal(await page.getByRole("group", { name: s.chips }).count(), 0, `${s.path}: the chips are not on a phone's screen`);
      await checkA11y(page, `${s.path} at 375 px`);

      // Open it from the keyboard.
      await filters.focus();
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name: "Filters" });
      await drawer.waitFor();
      await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement));
      for (const name of s.controls) assert.equal(await drawer.getByLabel(name, { exact: true }).count(), 1, `${s.path}: "${name}" once in the drawer`);
      if (s.path === "/jobs") {
        // Affiliation is offered once: one control, no chips beside it.
        assert.equal(await drawer.getByRole("group", { name: "Political affiliation" }).count(), 0);
        assert.equal(await drawer.getByLabel(/affiliation/i).count(), 1);
      }
      await checkA11y(page, `${s.path} filters drawer at 375 px`);

      // A choice applies at once; the drawer closes with Escape, focus back on the button.
      const param = await s.choose(drawer);
      await page.waitForURL(param);
      await page.keyboard.press("Escape");
      await drawer.waitFor({ state: "detached" });
      await page.waitForFunction(() => /^Filters \(\d+\)$/.test(document.activeElement?.textContent ?? ""));
      await page.getByRole("button", { name: "Filters (1)" }).waitFor();

      // Reset in the drawer clears it; "Show results" closes it.
      await page.getByRole("button", { name: "Filters (1)" }).click();
      await drawer.getByRole("button", { name: "Reset" }).click();
      await page.waitForURL((u) => !param.test(u.search));
      await drawer.getByRole("button", { name: "Show results" }).click();
      await drawer.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Filters (0)" }).waitFor();

      assert.deepEqual(page.errors.map(String), []);
      await page.context().close();
    });
  }
});

test("a desktop keeps the whole bar and no Filters button", async () => {
  const page = await newPage(browser, { width: 1366, height: 900 });
  for (const s of screens) {
    await page.goto(server.url(s.path));
    await waitForApp(page);
    await s.card(page).waitFor();
    await page.getByRole("searchbox", { name: s.search }).waitFor();
    assert.equal(await page.getByRole("button", { name: /^Filters \(\d+\)$/ }).count(), 0, `${s.path}: no Filters button`);
    for (const name of s.controls) assert.ok(await page.getByLabel(name, { exact: true }).first().isVisible(), `${s.path}: ${name} on screen`);
    if (s.chips) await page.getByRole("group", { name: s.chips }).waitFor();
  }
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});
