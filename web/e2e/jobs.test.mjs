// Browser journeys for the job board (issue 3): posting (validation first),
// searching and filtering (URL, reload, Back, sort), editing, deleting,
// applying (and the duplicate), the vendor redirects, the visitor's
// "Log in to Apply", "Job Not Found", the home teaser and a phone-width pass.
// Every journey runs axe (serious/critical violations fail).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  checkA11y,
  graphqlInPage,
  launchBrowser,
  newPage,
  registerViaAPI,
  startServer,
  uniqueUser,
  waitForApp,
  waitForToast,
  waitForValue,
} from "./harness.mjs";

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

/** A signed-in page for a new user of the given type. */
async function signedInPage(userType = "CANDIDATE", opts = {}) {
  const page = await newPage(browser, opts);
  const user = uniqueUser({ userType });
  const created = await registerViaAPI(page, server, user);
  return { page, user: { ...user, ...created } };
}

/** Posts a job through the API as the page's user; returns { id, databaseId }. */
async function createJob(page, input) {
  const res = await graphqlInPage(
    page,
    `mutation($input: CreateJobInput!) { createJob(input: $input) { job { id databaseId } errors { field message } } }`,
    {
      input: {
        organization: "Friends of the Test",
        location: "Austin, TX",
        jobType: "FULL_TIME",
        description: "A job posted by the browser journeys, long enough to pass.",
        ...input,
      },
    },
  );
  const job = res.data?.createJob?.job;
  if (!job) throw new Error(`createJob failed: ${JSON.stringify(res)}`);
  return job;
}

const a11y = checkA11y;

function assertNoPageErrors(page) {
  assert.deepEqual(page.errors.map(String), [], "uncaught page errors");
}

const tag = () => Math.random().toString(36).slice(2, 8);

describe("job board journeys", () => {
  test("post a job: validation messages first, then Job Posted and the board shows it", async () => {
    const { page } = await signedInPage("CAMPAIGN_STAFF");
    await page.goto(server.url("/post-job"));
    const form = page.getByRole("form", { name: "Post a job" });
    await form.getByRole("button", { name: "Post Job" }).click();
    for (const msg of [
      "Job title must be at least 5 characters",
      "Organization name is required",
      "Location is required",
      "Job type is required",
      "Description must be at least 10 characters",
    ]) {
      await form.getByText(msg, { exact: true }).waitFor();
    }
    // Keyboard and screen-reader users land on the first invalid field.
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("name")), "title");
    await a11y(page, "/post-job with errors");

    const title = `Deputy Field Director ${tag()}`;
    await form.getByLabel("Job title").fill(title);
    await form.getByLabel("Organization").fill("Committee to Elect Testers");
    await form.getByLabel(/^Location/).fill("Des Moines, IA");
    await form.getByLabel("Job type").selectOption("PART_TIME");
    await form.getByLabel("Political affiliation").selectOption("INDEPENDENT");
    await form.getByLabel("Workplace").selectOption("HYBRID");
    await form.getByLabel("Description").fill("Lead canvass shifts.\nTrain volunteers.");
    await form.getByLabel("Minimum").fill("40000");
    await form.getByLabel("Maximum").fill("52000");
    await form.getByLabel("Pay period").selectOption("YEAR");
    await form.getByRole("button", { name: "Post Job" }).click();
    await waitForToast(page, "Job Posted");
    await page.waitForURL((u) => u.pathname === "/jobs");
    const card = page.getByTestId("job-card").filter({ hasText: title });
    await card.waitFor();
    await card.getByText("Part-Time").waitFor();
    await card.getByText("Independent").waitFor();
    await card.getByText("$40,000 - $52,000 per year").waitFor();
    await card.getByText(/Posted (now|\d+ seconds? ago)/).waitFor();
    // Owner actions on own card.
    await card.getByRole("link", { name: `Edit ${title}` }).waitFor();
    await card.getByRole("button", { name: `Delete ${title}` }).waitFor();
    await a11y(page, "/jobs after posting");

    // The detail page keeps line breaks and shows the extra fields.
    await card.getByRole("link", { name: /View Details/ }).click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    const desc = await page.getByTestId("job-description").innerText();
    assert.match(desc, /Lead canvass shifts\.\nTrain volunteers\./);
    await page.getByText("Hybrid").first().waitFor();
    await page.getByRole("heading", { name: "About the Organization" }).waitFor();
    await page.getByRole("heading", { name: /Applicants \(0\)/ }).waitFor();
    await page.getByText("No applications yet.").waitFor();
    await a11y(page, "/jobs/{id} as owner");
    assertNoPageErrors(page);
  });

  test("pay-range law and election date: Denver without pay is refused by name; with a range and an election it closes the day after", async () => {
    const { page } = await signedInPage("CANDIDATE");
    await page.goto(server.url("/post-job"));
    const form = page.getByRole("form", { name: "Post a job" });
    const title = `Field Organizer ${tag()}`;
    await form.getByLabel("Job title").fill(title);
    await form.getByLabel("Organization").fill("Committee to Elect Testers");
    await form.getByLabel(/^Location/).fill("Denver, CO");
    await form.getByLabel("Job type").selectOption("FULL_TIME");
    await form.getByLabel("Description").fill("Knock doors and recruit volunteers in Denver.");
    await form.getByLabel("Election date").fill("2030-11-05");
    await form.getByRole("button", { name: "Post Job" }).click();
    // The server's refusal shows under both salary fields, and nothing was posted.
    await form.getByText("Colorado requires a pay range on job postings", { exact: true }).first().waitFor();
    assert.equal(await form.getByText("Colorado requires a pay range on job postings", { exact: true }).count(), 2);
    assert.equal(new URL(page.url()).pathname, "/post-job");
    await a11y(page, "/post-job refused by the pay-range law");

    await form.getByLabel("Minimum").fill("45000");
    await form.getByLabel("Maximum").fill("52000");
    await form.getByLabel("Pay period").selectOption("YEAR");
    await form.getByRole("button", { name: "Post Job" }).click();
    await waitForToast(page, "Job Posted");
    await page.waitForURL((u) => u.pathname === "/jobs");
    await page.getByTestId("job-card").filter({ hasText: title }).getByRole("link", { name: /View Details/ }).click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByText("November 5, 2030", { exact: true }).waitFor();
    await page.getByText("November 6, 2030", { exact: true }).waitFor(); // Apply by: the day after
    // The server-rendered page's JSON-LD says when the posting ends.
    const html = await (await fetch(page.url())).text();
    assert.match(html, /"validThrough":"2030-11-06T10:00:00Z"/);
    assertNoPageErrors(page);
  });

  test("search and filter: the URL carries the filters, reload and Back keep them, sort reorders", async () => {
    const { page } = await signedInPage("CANDIDATE");
    const t = tag();
    // Created oldest first.
    await createJob(page, { title: `Zeta Canvasser ${t}`, jobType: "VOLUNTEER", location: `Reno ${t}`, politicalAffiliation: "DEMOCRATIC" });
    await createJob(page, { title: `Alpha Pollster ${t}`, jobType: "CONTRACT", location: `Reno ${t}`, politicalAffiliation: "REPUBLICAN", description: `Survey research ${t} for a statewide race.` });
    await createJob(page, { title: `Beta Organizer ${t}`, jobType: "VOLUNTEER", location: `Tulsa ${t}`, politicalAffiliation: "NONE" });

    await page.goto(server.url("/jobs"));
    await page.getByRole("heading", { level: 1, name: "Campaign Jobs" }).waitFor();
    await page.getByText(/\d+ job\(s\) found/).waitFor();

    // Search (debounced) goes to ?q= and to the server.
    await page.getByLabel("Search jobs").fill(t);
    await page.waitForURL((u) => u.searchParams.get("q") === t);
    await page.getByText("3 job(s) found").waitFor();

    // Location dropdown built from the data.
    await page.getByLabel("Location").selectOption(`Reno ${t}`);
    await page.waitForURL((u) => u.searchParams.get("location") === `Reno ${t}`);
    await page.getByText("2 job(s) found").waitFor();

    // Chip: Democratic.
    await page.getByRole("button", { name: "Democratic", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("affiliation") === "DEMOCRATIC");
    await page.getByText("1 job(s) found").waitFor();
    await page.getByTestId("job-card").filter({ hasText: `Zeta Canvasser ${t}` }).waitFor();
    await a11y(page, "/jobs filtered");

    // Reload keeps everything.
    await page.reload();
    await page.getByText("1 job(s) found").waitFor();
    assert.equal(await page.getByLabel("Search jobs").inputValue(), t);
    assert.equal(await page.getByLabel("Location").inputValue(), `Reno ${t}`);
    assert.equal(await page.getByRole("button", { name: "Democratic", exact: true }).getAttribute("aria-pressed"), "true");

    // Back undoes the chip.
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has("affiliation"));
    await page.getByText("2 job(s) found").waitFor();

    // Job type filter, then Non-Partisan finds nothing: empty state.
    await page.getByRole("button", { name: "Non-Partisan" }).click();
    await page.getByText("No jobs found matching your criteria.").waitFor();

    // Reset, then sort by oldest really reorders (server-side orderBy).
    await page.getByRole("button", { name: "Reset" }).click();
    await page.waitForURL((u) => u.search === "");
    // Type only once the reset board has rendered: until its transition commits, the
    // box's committed value is still the old search, the same text typed again here.
    await page.getByText("No jobs found matching your criteria.").waitFor({ state: "detached" });
    await page.getByText(/\d+ job\(s\) found/).waitFor();
    await waitForValue(page.getByLabel("Search jobs"), "");
    await page.getByLabel("Search jobs").fill(t);
    await page.waitForURL((u) => u.searchParams.get("q") === t);
    await page.getByText("3 job(s) found").waitFor();
    const titles = () => page.getByTestId("job-card").getByRole("heading").allInnerTexts();
    assert.deepEqual(await titles(), [`Beta Organizer ${t}`, `Alpha Pollster ${t}`, `Zeta Canvasser ${t}`]);
    await page.getByLabel("Sort by").selectOption("oldest");
    await page.waitForURL((u) => u.searchParams.get("sort") === "oldest");
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="job-card"] h2')?.textContent === first,
      `Zeta Canvasser ${t}`,
    );
    assert.deepEqual(await titles(), [`Zeta Canvasser ${t}`, `Alpha Pollster ${t}`, `Beta Organizer ${t}`]);

    // Text search covers the description.
    await page.goto(server.url(`/jobs?q=${encodeURIComponent(`Survey research ${t}`)}`));
    await page.getByText("1 job(s) found").waitFor();
    await page.getByTestId("job-card").filter({ hasText: `Alpha Pollster ${t}` }).waitFor();
    assertNoPageErrors(page);
  });

  test("Load more pages the board 20 at a time", async () => {
    const { page } = await signedInPage("CANDIDATE");
    const t = tag();
    for (let i = 0; i < 23; i++) await createJob(page, { title: `Paging Job ${t} ${i}`, location: `Paging ${t}` });
    const requests = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/graphql")) requests.push(JSON.parse(r.postData() || "{}"));
    });
    await page.goto(server.url(`/jobs?location=${encodeURIComponent(`Paging ${t}`)}`));
    await page.getByText("23 job(s) found").waitFor();
    assert.equal(await page.getByTestId("job-card").count(), 20);
    await page.getByRole("button", { name: "Load more jobs" }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="job-card"]').length === 23);
    await page.getByRole("button", { name: "Load more jobs" }).waitFor({ state: "detached" });
    // Never more than a page per request.
    for (const r of requests) {
      if (r.variables && "first" in r.variables) assert.ok(r.variables.first <= 20, `first=${r.variables.first}`);
    }
    assertNoPageErrors(page);
  });

  test("edit: owner only, the edit messages, Success and back to the job", async () => {
    const { page } = await signedInPage("CANDIDATE");
    const title = `Communications Director ${tag()}`;
    const job = await createJob(page, { title, jobType: "CONTRACT", politicalAffiliation: "GREEN" });
    await page.goto(server.url(`/edit-job/${job.databaseId}`));
    const form = page.getByRole("form", { name: "Edit job" });
    assert.equal(await form.getByLabel("Job title").inputValue(), title);
    assert.equal(await form.getByLabel("Job type").inputValue(), "CONTRACT");
    assert.equal(await form.getByLabel("Political affiliation").inputValue(), "GREEN");
    // Same job type values as the post form.
    const values = await form.getByLabel("Job type").locator("option").evaluateAll((os) => os.map((o) => o.value));
    assert.deepEqual(values, ["", "FULL_TIME", "PART_TIME", "CONTRACT", "VOLUNTEER", "INTERNSHIP"]);

    await form.getByLabel("Job title").fill("Dir");
    await form.getByLabel("Description").fill("Too short.");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.getByText("Title must be at least 5 characters", { exact: true }).waitFor();
    await form.getByText("Description must be at least 20 characters", { exact: true }).waitFor();
    await a11y(page, "/edit-job with errors");

    const newTitle = `${title} (Senior)`;
    await form.getByLabel("Job title").fill(newTitle);
    await form.getByLabel("Description").fill("Own the message, the press list and the rapid response.");
    await form.getByLabel("Job type").selectOption("FULL_TIME");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await waitForToast(page, "Success");
    await page.waitForURL((u) => u.pathname === `/jobs/${job.databaseId}`);
    await page.getByRole("heading", { level: 1, name: newTitle }).waitFor();
    await page.getByText("Full-Time").first().waitFor();

    // The board (cached before the edit) shows the new title.
    await page.goto(server.url(`/jobs?q=${encodeURIComponent(newTitle)}`));
    await page.getByTestId("job-card").filter({ hasText: newTitle }).waitFor();

    // Someone else: Not Authorized.
    const other = await signedInPage("CANDIDATE");
    await other.page.goto(server.url(`/edit-job/${job.databaseId}`));
    await other.page.getByRole("heading", { name: "Not Authorized" }).waitFor();
    await other.page.getByText("You don't have permission to edit this job posting.").waitFor();
    await a11y(other.page, "/edit-job as non-owner");

    // Delete from the job page: back to the board, and the job is gone.
    await page.goto(server.url(`/jobs/${job.databaseId}`));
    await page.getByRole("button", { name: `Delete ${newTitle}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await waitForToast(page, "Job Deleted");
    await page.waitForURL((u) => u.pathname === "/jobs");
    await page.getByText(/\d+ job\(s\) found/).waitFor();
    assert.equal(await page.getByTestId("job-card").filter({ hasText: newTitle }).count(), 0);
    const gone = await page.goto(server.url(`/jobs/${job.databaseId}`));
    assert.equal(gone.status(), 404);
    await page.getByRole("heading", { name: "Job Not Found" }).waitFor();
    assertNoPageErrors(page);
  });

  test("delete: confirmation dialog, Job Deleted, gone from the board and the dashboard", async () => {
    const { page } = await signedInPage("CANDIDATE");
    const t = tag();
    const title = `Finance Assistant ${t}`;
    await createJob(page, { title, location: `Delete ${t}` });
    const keep = `Keep Me ${t}`;
    await createJob(page, { title: keep, location: `Delete ${t}` });
    await page.goto(server.url(`/jobs?location=${encodeURIComponent(`Delete ${t}`)}`));
    await page.getByText("2 job(s) found").waitFor();
    const card = page.getByTestId("job-card").filter({ hasText: title });
    await card.getByRole("button", { name: `Delete ${title}` }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText(/Are you sure you want to delete/).waitFor();
    await a11y(page, "delete dialog");
    // Cancel keeps it.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    // ...and focus returns to Delete (the card's light button was swapped for the real one).
    await page.waitForFunction((name) => document.activeElement?.getAttribute("aria-label") === name, `Delete ${title}`);
    await card.getByRole("button", { name: `Delete ${title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await waitForToast(page, "Job Deleted");
    await card.waitFor({ state: "detached" });
    await page.getByText("1 job(s) found").waitFor();

    // Dashboard: the remaining job; delete it there too, then the empty state.
    await page.goto(server.url("/profile?tab=jobs"));
    const item = page.getByTestId("dashboard-job").filter({ hasText: keep });
    await item.waitFor();
    await page.getByRole("link", { name: "Post New Job" }).first().waitFor();
    await a11y(page, "/profile?tab=jobs");
    await item.getByRole("button", { name: `Delete ${keep}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await waitForToast(page, "Job Deleted");
    await page.getByText("You haven't posted any jobs yet.").waitFor();
    assertNoPageErrors(page);
  });

  test("apply: dialog, Send Application disabled while blank, Applied; duplicate says already applied; the poster sees it", async () => {
    const poster = await signedInPage("CANDIDATE");
    const title = `Digital Director ${tag()}`;
    const job = await createJob(poster.page, { title });

    const { page, user } = await signedInPage("CAMPAIGN_STAFF");
    await page.goto(server.url(`/jobs/${job.databaseId}`));
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    const message = page.getByRole("link", { name: "Message Poster" });
    assert.equal(await message.getAttribute("href"), `/messages?to=${poster.user.databaseId}`);
    await page.getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog");
    const send = dialog.getByRole("button", { name: "Send Application" });
    assert.equal(await send.isDisabled(), true);
    await dialog.getByLabel("Message").fill("   ");
    assert.equal(await send.isDisabled(), true);
    await a11y(page, "apply dialog");
    await dialog.getByLabel("Message").fill("I ran digital for two statewide races.\nHappy to share samples.");
    assert.equal(await send.isDisabled(), false);
    await send.click();
    await waitForToast(page, "Application sent");
    await page.getByText("Applied: you have already applied to this job.").waitFor();
    assert.equal(await page.getByRole("button", { name: "Apply Now" }).count(), 0);

    // Reload: still applied; the board marks it.
    await page.reload();
    await page.getByText("Applied: you have already applied to this job.").waitFor();
    await page.goto(server.url(`/jobs?q=${encodeURIComponent(title)}`));
    await page.getByTestId("job-card").filter({ hasText: title }).getByTestId("applied-badge").waitFor();

    // A second attempt (e.g. from a stale tab) is refused by the server.
    const dup = await graphqlInPage(
      page,
      `mutation($input: ApplyToJobInput!) { applyToJob(input: $input) { application { id } errors { message } } }`,
      { input: { jobId: job.id, message: "again" } },
    );
    assert.equal(dup.data.applyToJob.application, null);
    assert.equal(dup.data.applyToJob.errors[0].message, "You have already applied to this job.");

    // The applicant's Overview: Jobs Applied = 1.
    await page.goto(server.url("/profile"));
    const tile = page.getByText("Jobs Applied").locator("..");
    await tile.getByText("1", { exact: true }).waitFor();

    // The poster sees the applicant and the message, on the job and on the dashboard.
    await poster.page.goto(server.url(`/jobs/${job.databaseId}`));
    await poster.page.getByRole("heading", { name: /Applicants \(1\)/ }).waitFor();
    await poster.page.getByRole("link", { name: `${user.firstName} ${user.lastName}` }).waitFor();
    await poster.page.getByText(/I ran digital for two statewide races\./).waitFor();
    await poster.page.goto(server.url("/profile?tab=jobs"));
    const item = poster.page.getByTestId("dashboard-job").filter({ hasText: title });
    await item.getByRole("button", { name: /Applicants \(1\)/ }).click();
    await item.getByText(/Happy to share samples\./).waitFor();
    await a11y(poster.page, "dashboard applicants");
    assertNoPageErrors(page);
    assertNoPageErrors(poster.page);
  });

  test("vendors are redirected from /jobs and refused on /post-job", async () => {
    const { page } = await signedInPage("VENDOR");
    await page.goto(server.url("/jobs"));
    await page.waitForURL((u) => u.pathname === "/");
    await page.goto(server.url("/post-job"));
    const toast = await waitForToast(page, "Access Restricted");
    await toast.getByText("Vendor accounts cannot post jobs. Only candidates and campaign staff can post jobs.").waitFor();
    await page.waitForURL((u) => u.pathname === "/");
    await a11y(page, "home after vendor redirect");
  });

  test("visitors browse, see Log in to Apply and a Post Job link to log in; /post-job asks to log in", async () => {
    const owner = await signedInPage("CANDIDATE");
    const title = `Scheduler ${tag()}`;
    const job = await createJob(owner.page, { title });
    const page = await newPage(browser);
    await page.goto(server.url(`/jobs/${job.databaseId}`));
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    const login = page.getByRole("link", { name: "Log in to Apply" });
    assert.equal(await login.getAttribute("href"), `/auth?mode=login&next=%2Fjobs%2F${job.databaseId}`);
    assert.equal(await page.getByRole("button", { name: "Apply Now" }).count(), 0);
    assert.equal(await page.getByRole("heading", { name: /Applicants/ }).count(), 0);
    await a11y(page, "/jobs/{id} as visitor");
    await page.goto(server.url("/jobs"));
    // The server's first content links Post Job to /post-job (asked to log in just below);
    // once the app has taken over, the link goes to log in first.
    await waitForApp(page);
    assert.equal(await page.getByRole("link", { name: "Post Job" }).getAttribute("href"), "/auth?mode=login&next=%2Fpost-job");
    await page.goto(server.url("/post-job"));
    await page.waitForURL((u) => u.pathname === "/auth");
    assertNoPageErrors(page);
  });

  test("Job Not Found for a missing or malformed id (and a 404 status)", async () => {
    const page = await newPage(browser);
    const res = await page.goto(server.url("/jobs/999999"));
    assert.equal(res.status(), 404);
    await page.getByRole("heading", { name: "Job Not Found" }).waitFor();
    await a11y(page, "/jobs/999999");
    await page.goto(server.url("/jobs/abc"));
    await page.getByRole("heading", { name: "Job Not Found" }).waitFor();
    assertNoPageErrors(page);
  });

  test("home teaser: at most 3 jobs, search and filters, View All Jobs carries them", async () => {
    const { page } = await signedInPage("CANDIDATE");
    const t = tag();
    for (let i = 0; i < 4; i++) await createJob(page, { title: `Teaser Job ${t} ${i}`, jobType: i === 0 ? "INTERNSHIP" : "FULL_TIME" });
    await page.goto(server.url("/"));
    const section = page.locator("section#jobs");
    await section.getByRole("heading", { name: "Campaign Job Board" }).waitFor();
    await section.getByText("Find your next role in politics or hire experienced campaign staff").waitFor();
    await section.getByTestId("job-card").first().waitFor();
    assert.ok((await section.getByTestId("job-card").count()) <= 3);
    const search = section.getByPlaceholder("Search jobs...");
    await search.fill(`Teaser Job ${t}`);
    await section.getByTestId("job-card").filter({ hasText: `Teaser Job ${t} 3` }).waitFor();
    assert.equal(await section.getByTestId("job-card").count(), 3);
    await section.getByLabel("Job type").selectOption("INTERNSHIP");
    await section.getByTestId("job-card").filter({ hasText: `Teaser Job ${t} 0` }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('section#jobs [data-testid="job-card"]').length === 1);
    await search.fill(`nothing-matches-${t}`);
    await section.getByText("No jobs found matching your criteria.").waitFor();
    await a11y(page, "home teaser");
    await search.fill(`Teaser Job ${t}`);
    await section.getByRole("link", { name: "View All Jobs" }).click();
    await page.waitForURL((u) => u.pathname === "/jobs" && u.searchParams.get("type") === "INTERNSHIP" && u.searchParams.get("q") === `Teaser Job ${t}`);
    await page.getByText("1 job(s) found").waitFor();
    assertNoPageErrors(page);
  });

  test("phone width (375 px): board, detail and post form fit without horizontal scrolling", async () => {
    const { page } = await signedInPage("CANDIDATE", { width: 375, height: 740 });
    const job = await createJob(page, { title: `Phone Width Job ${tag()}`, salary: { min: 15, max: 20, period: "HOUR" }, workplace: "REMOTE" });
    for (const path of ["/jobs", `/jobs/${job.databaseId}`, "/post-job", "/"]) {
      await page.goto(server.url(path));
      await page.locator("main h1, main h2").first().waitFor();
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${path} scrolls horizontally by ${overflow}px at 375px`);
      await a11y(page, `${path} at 375px`);
    }
    assertNoPageErrors(page);
  });
});
