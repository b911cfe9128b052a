// Résumés (issue 27): a member puts a PDF résumé on their profile, applies to a
// job with another PDF (a PNG is refused first); the poster moves the
// application to Interview and downloads the résumé (an attachment with the
// right headers, which nobody else can fetch); the applicant sees the stage and
// the notification. Every screen axe-clean at 375 px.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkA11y, engines, graphqlInPage, launchBrowser, newPage, pdfDocument, pdfFile, pngFile, registerViaAPI, startServer, uniqueUser, waitForToast } from "./harness.mjs";

let browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

async function must(page, query, variables) {
  const res = await graphqlInPage(page, query, variables);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data;
}

// On each engine: the bytes are a BLOB on SQLite and a bytea on PostgreSQL.
for (const engine of engines()) {
  describe(`résumés (${engine})`, () => {
    let server;
    before(async () => {
      server = await startServer({ engine });
    });
    after(async () => {
      await server?.stop();
    });
    test("apply with a PDF résumé; the poster moves the application and downloads the résumé", () => journey(server));
  });
}

async function journey(server) {
  const phone = { width: 375, height: 812 };
  const poster = await newPage(browser, phone);
  const applicant = await newPage(browser, phone);
  const stranger = await newPage(browser, phone);
  const applicantUser = uniqueUser({ userType: "CAMPAIGN_STAFF" });
  await registerViaAPI(poster, server, uniqueUser());
  await registerViaAPI(applicant, server, applicantUser);
  await registerViaAPI(stranger, server, uniqueUser());
  const title = "Field Organizer Resumes";
  const created = await must(poster, "mutation($i: CreateJobInput!) { createJob(input: $i) { job { id databaseId } errors { message } } }", {
    i: { title, organization: "Friends of Jane", location: "Reno, NV", jobType: "FULL_TIME", description: "Knock doors and recruit volunteers." },
  });
  const job = created.createJob.job;
  const name = `${applicantUser.firstName} ${applicantUser.lastName}`;

  // The profile's résumé: upload it on the dashboard's Overview.
  await applicant.goto(server.url("/profile"));
  const card = applicant.getByTestId("profile-resume");
  await card.getByText("No résumé yet.").waitFor();
  await card.getByLabel("Upload a résumé").setInputFiles(pngFile("photo.png"));
  await card.getByText("Upload a PDF file.").waitFor();
  await card.getByLabel("Upload a résumé").setInputFiles(pdfFile("profile-resume.pdf", [name, "Profile résumé"]));
  await waitForToast(applicant, "Résumé saved");
  await card.getByRole("link", { name: "profile-resume.pdf" }).waitFor();
  await card.getByLabel("Replace résumé").waitFor();
  await checkA11y(applicant, "/profile with a résumé at 375 px");

  // Apply: the profile's is offered; a PNG is refused in the form; another PDF is sent instead.
  await applicant.goto(server.url(`/jobs/${job.databaseId}`));
  await applicant.getByRole("button", { name: "Apply Now" }).click();
  const dialog = applicant.getByRole("dialog");
  await dialog.getByLabel("Message").fill("I would love to help, résumé attached.");
  const useProfile = dialog.getByRole("checkbox", { name: /Send my profile résumé \(profile-resume\.pdf/ });
  await useProfile.waitFor({ state: "attached" });
  assert.equal(await useProfile.isChecked(), true);
  const input = dialog.getByLabel("Or attach a different résumé (optional)");
  await input.setInputFiles(pngFile("photo.png"));
  await dialog.getByText("Upload a PDF file.").waitFor();
  await input.setInputFiles(pdfFile("field-resume.pdf", [name, "Field organizer"]));
  await dialog.getByText(/field-resume\.pdf \(\d+ bytes\) will be sent with this application/).waitFor();
  assert.equal(await useProfile.isChecked(), false);
  await checkA11y(applicant, "apply dialog with a résumé at 375 px");
  await dialog.getByRole("button", { name: "Send Application" }).click();
  await waitForToast(applicant, "Application sent");

  // The poster: the card's download link, a move to Interview, the download itself.
  await poster.goto(server.url(`/jobs/${job.databaseId}#applicants`));
  const applicants = poster.getByTestId("job-applicants");
  const appCard = applicants.getByTestId("applicant-card").filter({ hasText: name });
  const link = appCard.getByRole("link", { name: `Download résumé of ${name}` });
  await link.waitFor();
  await appCard.getByText(/field-resume\.pdf, \d+ bytes/).waitFor();
  await appCard.getByLabel(`Stage for ${name}`).selectOption({ label: "Interview" });
  await waitForToast(poster, "Application moved");
  await appCard.getByTestId("stage-badge").filter({ hasText: "Interview" }).waitFor();
  await checkA11y(poster, "/jobs/{id}#applicants with a résumé at 375 px");

  const [download] = await Promise.all([poster.waitForEvent("download"), link.click()]);
  assert.equal(download.suggestedFilename(), "field-resume.pdf");
  const href = await link.getAttribute("href");
  assert.match(href, /^\/api\/jobs\/\d+\/applications\/\d+\/resume$/);
  const res = await poster.request.get(server.url(href));
  assert.equal(res.status(), 200);
  const headers = res.headers();
  assert.equal(headers["content-type"], "application/pdf");
  assert.match(headers["content-disposition"], /^attachment; filename="field-resume\.pdf"/);
  assert.equal(headers["x-content-type-options"], "nosniff");
  assert.match(headers["cache-control"], /no-store/);
  assert.deepEqual(await res.body(), pdfDocument([name, "Field organizer"]));
  // Nobody else: another member and a visitor get 404.
  assert.equal((await stranger.request.get(server.url(href))).status(), 404);
  const visitor = await browser.newContext();
  assert.equal((await visitor.request.get(server.url(href))).status(), 404);
  await visitor.close();

  // The applicant: Interview on the dashboard and in the notifications.
  await applicant.goto(server.url("/profile?tab=jobs"));
  const item = applicant.getByTestId("dashboard-application").filter({ hasText: title });
  await item.getByTestId("stage-badge").filter({ hasText: "Interview" }).waitFor();
  await applicant.getByRole("link", { name: "Notifications, 1 unread" }).click();
  await applicant.waitForURL(/\/notifications$/);
  await applicant.getByText(`Your application to “${title}” moved to Interview`).waitFor();

  // Removing the profile's résumé leaves the application's.
  await applicant.goto(server.url("/profile"));
  await card.getByRole("button", { name: "Remove résumé" }).click();
  await waitForToast(applicant, "Résumé removed");
  await card.getByText("No résumé yet.").waitFor();
  assert.equal((await poster.request.get(server.url(href))).status(), 200);
  assert.deepEqual([...poster.errors, ...applicant.errors, ...stranger.errors], []);
}
