// Verified organisations (issue 28, docs/trust.md): a member asks to be verified on
// /profile?tab=verification, reads the 6-digit code from the email (Mailpit),
// confirms it, the demo moderator approves the request on /moderation/verifications,
// and the badge shows on the member's job (page and card under "Verified only").
// Anyone else gets the 404 page there. On a phone, axe-clean.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { checkA11y, launchBrowser, loginViaAPI, newPage, startMailpit, startServer } from "./harness.mjs";

let server;
let browser;
let mail;

before(async () => {
  mail = await startMailpit();
  server = await startServer({ demo: true, env: { CANVASS_SMTP_URL: mail.smtpURL } });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.stop();
});

const ORG = "Georgia Votes Coalition";
const TITLE = "Regional Field Director"; // staff1's demo job

test("a member is verified and the badge shows on their job", async () => {
  const page = await newPage(browser, { width: 375, height: 800 });
  await loginViaAPI(page, server, "staff1");
  await page.goto(server.url("/profile?tab=verification"));
  const form = page.getByRole("form", { name: "Request verification" });
  await form.waitFor();
  await form.getByLabel("What to verify").selectOption({ label: "Organization" });
  await form.getByLabel("Organization name").fill(ORG);
  await form.getByLabel("Website").fill("https://www.georgiavotes.org");
  // The address must be at the website's domain.
  await form.getByLabel("Email at the organization's domain").fill("priya@gmail.com");
  await form.getByRole("button", { name: "Send code" }).click();
  await form.getByText("Use an address at the organization's own domain, not a free email service").waitFor();
  await form.getByLabel("Email at the organization's domain").fill("priya@georgiavotes.org");
  await checkA11y(page, "the verification request form");
  await form.getByRole("button", { name: "Send code" }).click();

  const email = await mail.waitFor((m) => m.To?.some((t) => t.Address === "priya@georgiavotes.org") && m.Subject === "Your Canvass verification code", "code email");
  const code = /Your code is: (\d{6})/.exec(email.Text)?.[1];
  assert.ok(code, `no code in ${email.Text}`);
  const codeForm = page.getByRole("form", { name: "Confirm the code" });
  await codeForm.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
  await codeForm.getByRole("button", { name: "Confirm code" }).click();
  await codeForm.getByText("That code is not right. Check the email and try again.").waitFor();
  await codeForm.getByLabel("Code").fill(code);
  await codeForm.getByRole("button", { name: "Confirm code" }).click();
  await page.getByTestId("verification-waiting").waitFor();

  // Not a moderator: the 404 page (the data is refused by the server too).
  await page.goto(server.url("/moderation/verifications"));
  await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();

  await loginViaAPI(page, server, "moderator1");
  await page.goto(server.url("/moderation/verifications"));
  await page.getByRole("heading", { name: "Verification requests", level: 1 }).waitFor();
  const request = page.getByTestId("verification-request").filter({ hasText: ORG });
  await request.getByText("Confirmed email: priya@georgiavotes.org").waitFor();
  await checkA11y(page, "the moderators' verification requests");
  await request.getByRole("button", { name: "Approve" }).click();
  await request.getByText("Give a reason").waitFor();
  await request.getByLabel("Reason").fill("Domain and staff page match");
  await request.getByRole("button", { name: "Approve" }).click();
  await request.getByText("Approved").waitFor();

  // The badge on the job's page, and its card under "Verified only".
  const list = await (await fetch(server.url(`/api/jobs?verified=true&search=${encodeURIComponent(TITLE)}`))).json();
  const job = list.find((j) => j.title === TITLE);
  assert.equal(job?.verifiedOrganization, ORG);
  await page.goto(server.url(`/jobs/${job.id}`));
  await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
  await page.getByTestId("verified-badge").filter({ hasText: `Verified: ${ORG}` }).waitFor();
  // On a wide screen the switch is in the filter bar (on a phone, in the Filters drawer).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(server.url("/jobs"));
  const only = page.getByRole("checkbox", { name: "Verified only" }).locator("visible=true");
  await only.click(); // the URL changes; the box follows it once the list has loaded
  await page.waitForURL(/verified=true/);
  await page.waitForFunction(() => document.querySelector('input[name="verified"]:checked') !== null);
  const card = page.getByTestId("job-card").filter({ hasText: TITLE });
  await card.getByTestId("verified-badge").waitFor();
  assert.match(await card.getByTestId("verified-badge").innerText(), /Verified: Georgia Votes Coalition/);
});
