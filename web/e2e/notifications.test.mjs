// The notification centre and saved jobs (issue 26): member A posts a job,
// member B applies, A's bell counts it live (no reload), A opens
// /notifications, follows the notification to the job's applicants and it is
// read; "Mark all as read" clears the bell; B saves and unsaves A's job from
// the board and finds it on the dashboard's Saved Jobs tab. axe-clean, at
// 375 px too.
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

async function must(page, query, variables) {
  const res = await graphqlInPage(page, query, variables);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data;
}

async function postJob(page, title) {
  const data = await must(page, "mutation($i: CreateJobInput!) { createJob(input: $i) { job { id databaseId } errors { message } } }", {
    i: { title, organization: "Friends of Jane", location: "Reno, NV", jobType: "FULL_TIME", description: "Knock doors and recruit volunteers." },
  });
  return data.createJob.job;
}

async function apply(page, jobId) {
  const data = await must(page, "mutation($i: ApplyToJobInput!) { applyToJob(input: $i) { errors { message } } }", {
    i: { jobId, message: "I would love to help." },
  });
  assert.deepEqual(data.applyToJob.errors, []);
}

test("the bell counts a new application live; the notification opens the applicants; mark all read", async () => {
  const a = await newPage(browser);
  const b = await newPage(browser, { width: 375, height: 812 });
  const owner = uniqueUser();
  const applicant = uniqueUser({ userType: "CAMPAIGN_STAFF" });
  await registerViaAPI(a, server, owner);
  await registerViaAPI(b, server, applicant);
  const first = await postJob(a, "Field Organizer for Reno");
  const second = await postJob(a, "Volunteer Coordinator for Reno");

  await a.goto(server.url("/"));
  const bell = a.getByRole("link", { name: "Notifications", exact: true });
  await bell.waitFor();

  // B applies: A's bell says so without a reload (the live subscription).
  await apply(b, first.id);
  const unread = a.getByRole("link", { name: "Notifications, 1 unread" });
  await unread.waitFor({ timeout: 15_000 });
  await checkA11y(a, "header with an unread notification");

  await unread.click();
  await a.waitForURL(/\/notifications$/);
  await a.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
  const item = a.getByRole("link", { name: `${applicant.firstName} ${applicant.lastName} applied to your job “Field Organizer for Reno”` });
  await item.waitFor();
  await a.getByText("1 unread").waitFor();
  await checkA11y(a, "/notifications");

  // Following it opens the job's applicants and marks it read.
  await item.click();
  await a.waitForURL(new RegExp(`/jobs/${first.databaseId}#applicants$`));
  await a.getByRole("heading", { name: "Applicants (1)" }).waitFor();
  await a.getByRole("link", { name: "Notifications", exact: true }).waitFor();

  // A second application; "Mark all as read" clears the bell.
  await apply(b, second.id);
  await a.getByRole("link", { name: "Notifications, 1 unread" }).waitFor({ timeout: 15_000 });
  await a.getByRole("link", { name: "Notifications, 1 unread" }).click();
  await a.waitForURL(/\/notifications$/);
  await a.getByText(/applied to your job “Volunteer Coordinator for Reno”/).waitFor();
  const items = a.getByTestId("notification");
  assert.equal(await items.count(), 2);
  assert.equal(await items.first().getAttribute("data-read"), "false", "newest first, unread");
  await a.getByRole("button", { name: "Mark all as read" }).click();
  await a.getByText("You're all caught up.").waitFor();
  await a.getByRole("link", { name: "Notifications", exact: true }).waitFor();
  assert.equal(await a.locator('[data-testid="notification"][data-read="false"]').count(), 0);

  // The applicant was told nothing about their own applications.
  await b.goto(server.url("/notifications"));
  await b.getByText("No notifications yet.").waitFor();
  await checkA11y(b, "/notifications, empty, at 375 px");
  assert.deepEqual([...a.errors, ...b.errors], []);
});

test("saving a job from the board and the dashboard's Saved Jobs tab", async () => {
  const poster = await newPage(browser);
  const member = await newPage(browser, { width: 375, height: 812 });
  await registerViaAPI(poster, server, uniqueUser());
  await registerViaAPI(member, server, uniqueUser());
  await postJob(poster, "Deputy Field Director Saved");

  await member.goto(server.url("/jobs?q=Saved"));
  const card = member.getByTestId("job-card").filter({ hasText: "Deputy Field Director Saved" });
  const save = card.getByRole("button", { name: "Save job" });
  await save.waitFor();
  assert.equal(await save.getAttribute("aria-pressed"), "false");
  await save.click();
  const unsave = card.getByRole("button", { name: "Unsave job" });
  await unsave.waitFor();
  assert.equal(await unsave.getAttribute("aria-pressed"), "true");
  await checkA11y(member, "/jobs with a saved job at 375 px");
  assert.equal((await must(member, "{ viewer { jobsSavedCount } }")).viewer.jobsSavedCount, 1);

  // The dashboard: the tile counts it and opens the Saved Jobs tab.
  await member.goto(server.url("/profile"));
  const tile = member.getByRole("link", { name: /^Saved Jobs\s*1$/ });
  await tile.waitFor().catch(async (e) => {
    throw new Error(`${e.message}\nurl ${member.url()} errors ${member.errors} text: ${(await member.locator("main").innerText()).slice(0, 800)}`);
  });
  await tile.click();
  await member.waitForURL(/\/profile\?tab=saved-jobs$/);
  await member.getByRole("tab", { name: "Saved Jobs", selected: true }).waitFor();
  await member.getByRole("heading", { name: "Saved Jobs (1)" }).waitFor();
  const saved = member.getByTestId("saved-jobs").getByTestId("job-card");
  await saved.filter({ hasText: "Deputy Field Director Saved" }).waitFor();
  await checkA11y(member, "/profile?tab=saved-jobs at 375 px");

  // Unsaving on the job's page; the board's toggle follows.
  await saved.getByRole("link", { name: /View Details/ }).click();
  await member.getByRole("heading", { name: "Deputy Field Director Saved", level: 1 }).waitFor();
  await member.getByRole("button", { name: "Unsave job" }).click();
  await member.getByRole("button", { name: "Save job" }).waitFor();
  const res = await must(member, "{ viewer { jobsSavedCount } }");
  assert.equal(res.viewer.jobsSavedCount, 0);
  assert.deepEqual([...poster.errors, ...member.errors], []);
});
