// Pay insights (issue 27): five postings with pay in one state give figures,
// four in another say "not enough postings"; the role filter and the state
// filter are in the URL; the chart fits 375 px and is axe-clean, the
// figures are a table for screen readers.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { checkA11y, graphqlInPage, launchBrowser, newPage, registerViaAPI, startServer, uniqueUser } from "./harness.mjs";

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

async function postJob(page, title, location, min) {
  const res = await graphqlInPage(page, "mutation($i: CreateJobInput!) { createJob(input: $i) { job { id } errors { message } } }", {
    i: {
      title,
      organization: "Friends of Jane",
      location,
      jobType: "FULL_TIME",
      description: "Talk to reporters every day.",
      salary: { min, max: min, period: "YEAR" },
    },
  });
  if (!res.data?.createJob?.job) throw new Error(JSON.stringify(res));
}

test("pay insights by role and state, on a phone", async () => {
  const page = await newPage(browser, { width: 375, height: 800 });
  await registerViaAPI(page, server, uniqueUser({ userType: "CANDIDATE" }));
  for (const pay of [50000, 55000, 60000, 65000, 70000]) await postJob(page, "Press Secretary", "Albany, NY", pay);
  for (const pay of [40000, 42000, 44000, 46000]) await postJob(page, "Communications Director", "Reno, NV", pay);

  await page.goto(server.url("/"));
  await page.locator("footer").getByRole("link", { name: "Pay Insights" }).click();
  await page.getByRole("heading", { level: 1, name: "Campaign Pay Insights" }).waitFor();
  await page.getByLabel("Role family", { exact: true }).selectOption("COMMUNICATIONS");
  await page.waitForURL(/role=COMMUNICATIONS/);
  const rows = page.getByTestId("pay-row");
  await rows.filter({ hasText: "New York" }).waitFor();
  assert.deepEqual(await rows.allTextContents(), [
    "All states$44k – $60k, median $50k",
    "Nevada" + "not enough postings (4)",
    "New York$55k – $65k, median $60k",
  ]);
  // The same figures as a table for screen readers.
  const table = page.getByRole("table", {
    name: /Posted yearly pay for Communications jobs/,
  });
  assert.equal(await table.getByRole("row", { name: /New York/ }).textContent(), "New York5$55,000$60,000$65,000");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px at 375 px`);
  await checkA11y(page, "pay insights, communications");

  await page.getByLabel("State", { exact: true }).selectOption("NY");
  await page.waitForURL(/state=NY/);
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=pay-row]").length === 1);
  assert.deepEqual(await rows.allTextContents(), ["New York$55k – $65k, median $60k"]);
  await page.close();
});
