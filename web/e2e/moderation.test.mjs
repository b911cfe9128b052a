// Trust and safety (issue 28): three members whose accounts are older than a week
// report a job from its page and it disappears for everyone else; the demo moderator
// finds it first in /moderation, restores it with a reason, and the audit log shows
// it. Anyone else gets the 404 page at /moderation. On a phone, axe-clean. Runs on
// PostgreSQL (the test ages the reporters' accounts with SQL, which no API can do).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { checkA11y, graphqlInPage, launchBrowser, loginViaAPI, newPage, startServer, waitForToast } from "./harness.mjs";

let server;
let browser;

before(async () => {
  if (!process.env.CANVASS_TEST_DATABASE_URL) throw new Error("moderation.test.mjs needs CANVASS_TEST_DATABASE_URL (PostgreSQL)");
  server = await startServer({ demo: true, engine: "postgres" });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const TITLE = "Regional Field Director";

test("three reports take a job down; a moderator restores it", async () => {
  server.sql(`UPDATE users SET created_at = now() - interval '30 days' WHERE username IN ('candidate1', 'candidate2', 'staff2')`);
  const list = await (await fetch(server.url(`/api/jobs?search=${encodeURIComponent(TITLE)}`))).json();
  const job = (list.jobs ?? list).find((j) => j.title === TITLE);
  assert.ok(job, `demo job ${TITLE}`);
  const jobPath = `/jobs/${job.id}`;

  for (const [i, reporter] of ["candidate1", "candidate2", "staff2"].entries()) {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await loginViaAPI(page, server, reporter);
    await page.goto(server.url(jobPath));
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    await page.getByRole("button", { name: "Report job" }).click();
    const dialog = page.getByRole("dialog", { name: "Report job" });
    await dialog.getByRole("button", { name: "Send report" }).click();
    await dialog.getByText("Choose a reason for your report.").waitFor();
    await dialog.getByLabel("Reason").selectOption({ label: "Scam or fee to apply" });
    await dialog.getByLabel("Details (optional)").fill(`Asks for a $${40 + i} training fee by Venmo.`);
    if (i === 0) await checkA11y(page, "the report dialog");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await waitForToast(page, "Report sent");
    await context.close();
  }
  // Held for everyone else until a moderator looks.
  assert.equal((await fetch(server.url(`/api/jobs/${job.id}`))).status, 404, "a held job is not found for visitors");

  // Its author still sees it, with why.
  const page = await newPage(browser, { width: 375, height: 800 });
  await loginViaAPI(page, server, "staff1");
  await page.goto(server.url(jobPath));
  await page.getByText("Hidden by moderators").first().waitFor();
  await page.getByText("Reported by several members; hidden until a moderator reviews it.").first().waitFor();

  await loginViaAPI(page, server, "candidate1");
  await page.goto(server.url("/moderation"));
  await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();

  await loginViaAPI(page, server, "moderator1");
  await page.goto(server.url("/profile"));
  await page.getByRole("link", { name: "Moderation queue" }).click();
  await page.getByRole("heading", { name: "Moderation Queue", level: 1 }).waitFor();
  const items = page.getByRole("list", { name: "Open reports" }).locator(":scope > li");
  const first = items.first();
  await first.getByRole("heading", { name: TITLE }).waitFor();
  await first.getByText("3 reports").waitFor();
  await first.getByText("Hidden", { exact: true }).waitFor();
  await first.getByText("@candidate2").waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no horizontal scrolling at 375 px");
  await checkA11y(page, "/moderation with open reports");

  await first.getByRole("button", { name: "Apply" }).click();
  await first.getByText("Give a reason for this action.").first().waitFor();
  await first.getByLabel("Action").selectOption("RESTORE");
  await first.getByLabel(/^Reason/).fill("A real campaign: the fee line was pasted from another posting.");
  await first.getByRole("button", { name: "Apply" }).click();
  await waitForToast(page, "Restored");
  await page.getByRole("heading", { name: TITLE }).waitFor({ state: "detached" });
  assert.equal((await fetch(server.url(`/api/jobs/${job.id}`))).status, 200, "a restored job is back");

  await page.getByRole("link", { name: "Audit log" }).click();
  await page.getByRole("heading", { name: "Moderation Log", level: 1 }).waitFor();
  await page.getByText("A real campaign: the fee line was pasted from another posting.").waitFor();
  await page.getByText("Held after reports").first().waitFor();
  await checkA11y(page, "/moderation/log");
});

test("a suspended member is told why at sign-in", async () => {
  const vendorId = Number(server.sql(`SELECT id FROM users WHERE username = 'vendor2'`));
  const page = await newPage(browser, { width: 375, height: 800 });
  await loginViaAPI(page, server, "staff1");
  const reported = await graphqlInPage(page, `mutation($id: ID!) { report(input: {targetType: USER, targetId: $id, reason: SPAM}) { report { databaseId } errors { message } } }`, {
    id: String(vendorId),
  });
  const reportId = reported.data.report.report.databaseId;
  await loginViaAPI(page, server, "moderator1");
  const resolved = await graphqlInPage(page, `mutation($id: Int!) { resolveReport(input: {reportId: $id, action: SUSPEND, reason: "Bulk spam to candidates.", days: 7}) { outcome { action } errors { message } } }`, {
    id: reportId,
  });
  assert.equal(resolved.data.resolveReport.outcome.action, "SUSPEND");
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const other = await context.newPage();
  await other.goto(server.url("/auth?mode=login"));
  const form = other.getByRole("form", { name: "Log in" });
  await form.getByLabel("Username").fill("vendor2");
  await form.getByLabel(/^Password/).fill("canvass-demo");
  await form.getByRole("button", { name: "Log In" }).click();
  const toast = await waitForToast(other, "Login failed");
  assert.match(await toast.innerText(), /Your account is suspended until .*Reason: Bulk spam to candidates\./s);
  await context.close();
});
