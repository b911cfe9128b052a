// Application stages (issue 27): a poster moves an application to Interview on
// the job's applicants (the stage filter counts it), the applicant sees
// Interview on the dashboard and in the notifications, then withdraws; the
// poster sees Withdrawn with no control. Both screens axe-clean at 375 px.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { checkA11y, graphqlInPage, launchBrowser, newPage, registerViaAPI, startServer, uniqueUser, waitForToast } from "./harness.mjs";

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

test("poster moves an application to Interview; the applicant is told and withdraws", async () => {
  const phone = { width: 375, height: 812 };
  const poster = await newPage(browser, phone);
  const applicant = await newPage(browser, phone);
  const applicantUser = uniqueUser({ userType: "CAMPAIGN_STAFF" });
  await registerViaAPI(poster, server, uniqueUser());
  await registerViaAPI(applicant, server, applicantUser);
  const title = "Field Organizer Stages";
  const created = await must(poster, "mutation($i: CreateJobInput!) { createJob(input: $i) { job { id databaseId } errors { message } } }", {
    i: { title, organization: "Friends of Jane", location: "Reno, NV", jobType: "FULL_TIME", description: "Knock doors and recruit volunteers." },
  });
  const job = created.createJob.job;
  const applied = await must(applicant, "mutation($i: ApplyToJobInput!) { applyToJob(input: $i) { errors { message } } }", {
    i: { jobId: job.id, message: "I would love to help." },
  });
  assert.deepEqual(applied.applyToJob.errors, []);
  const name = `${applicantUser.firstName} ${applicantUser.lastName}`;

  // The poster's applicants: filter by stage with counts, move to Interview.
  await poster.goto(server.url(`/jobs/${job.databaseId}#applicants`));
  const applicants = poster.getByTestId("job-applicants");
  const filter = applicants.getByRole("group", { name: "Filter applicants by stage" });
  await filter.getByRole("button", { name: "All (1)" }).waitFor();
  await filter.getByRole("button", { name: "Applied (1)" }).waitFor();
  const card = applicants.getByTestId("applicant-card").filter({ hasText: name });
  await card.getByTestId("stage-badge").filter({ hasText: "Applied" }).waitFor();
  await card.getByLabel(`Stage for ${name}`).selectOption({ label: "Interview" });
  await waitForToast(poster, "Application moved");
  await filter.getByRole("button", { name: "Interview (1)" }).waitFor();
  await filter.getByRole("button", { name: "Applied (0)" }).waitFor();
  await card.getByTestId("stage-badge").filter({ hasText: "Interview" }).waitFor();

  // The private note, and the filter shows the Interview stage only.
  await card.getByLabel("Private note (only you see this)").fill("Strong on turf cutting.");
  await card.getByRole("button", { name: `Save note for ${name}` }).click();
  await waitForToast(poster, "Note saved");
  await filter.getByRole("button", { name: "Interview (1)" }).click();
  assert.equal(await filter.getByRole("button", { name: "Interview (1)" }).getAttribute("aria-pressed"), "true");
  await card.waitFor();
  await filter.getByRole("button", { name: "Reviewing (0)" }).click();
  await applicants.getByText("No applications at Reviewing.").waitFor();
  await filter.getByRole("button", { name: "All (1)" }).click();
  await card.waitFor();
  await checkA11y(poster, "/jobs/{id}#applicants at 375 px");

  // The applicant: Interview on the dashboard and in the notifications.
  await applicant.goto(server.url("/profile?tab=jobs"));
  const item = applicant.getByTestId("dashboard-application").filter({ hasText: title });
  await item.getByTestId("stage-badge").filter({ hasText: "Interview" }).waitFor();
  await item.getByText(/Updated /).waitFor();
  await checkA11y(applicant, "/profile?tab=jobs (Jobs I Applied To) at 375 px");
  await applicant.getByRole("link", { name: "Notifications, 1 unread" }).click();
  await applicant.waitForURL(/\/notifications$/);
  await applicant.getByText(`Your application to “${title}” moved to Interview`).waitFor();

  // The applicant withdraws (confirmation first).
  await applicant.goto(server.url("/profile?tab=jobs"));
  await item.getByRole("button", { name: `Withdraw application to ${title}` }).click();
  const dialog = applicant.getByRole("alertdialog");
  await dialog.getByText(/Withdraw your application/).waitFor();
  await checkA11y(applicant, "withdraw confirmation at 375 px");
  await dialog.getByRole("button", { name: "Withdraw", exact: true }).click();
  await waitForToast(applicant, "Application withdrawn");
  await item.getByTestId("stage-badge").filter({ hasText: "Withdrawn" }).waitFor();
  assert.equal(await item.getByRole("button", { name: /Withdraw application/ }).count(), 0);

  // The poster sees Withdrawn, with no stage control; the note stays.
  await poster.reload();
  await filter.getByRole("button", { name: "Withdrawn (1)" }).waitFor();
  await filter.getByRole("button", { name: "Interview (0)" }).waitFor();
  await card.getByTestId("stage-badge").filter({ hasText: "Withdrawn" }).waitFor();
  assert.equal(await card.getByRole("combobox").count(), 0);
  assert.equal(await card.getByLabel("Private note (only you see this)").inputValue(), "Strong on turf cutting.");
  await checkA11y(poster, "/jobs/{id}#applicants with a withdrawn application at 375 px");
  assert.deepEqual([...poster.errors, ...applicant.errors], []);
});
