// Browser journey for job alert emails and unsubscribing (issue 26,
// docs/email.md): a confirmed member saves a search with instant alerts,
// another member posts a matching job, the alert email arrives in a real mail
// server (Mailpit) and its link opens the job. The email's List-Unsubscribe
// URL answers a mail client's one-click POST (RFC 8058, no cookies), and the
// dashboard's Email tab then shows job alerts off. The visible "Unsubscribe"
// link lands on /unsubscribe (signed out), which changes nothing until its
// button is pressed, and Undo turns the alerts back on. The tab saves its
// switches; the tab and the page are axe-clean at 375 px.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { checkA11y, graphqlInPage, launchBrowser, newPage, registerViaAPI, startMailpit, startServer, uniqueUser, waitForToast } from "./harness.mjs";

let mail;
let server;
let browser;

before(async () => {
  mail = await startMailpit();
  server = await startServer({ env: { CANVASS_SMTP_URL: mail.smtpURL } });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.stop();
});

const to = (addr) => (m) => m.To.some((t) => t.Address.toLowerCase() === addr.toLowerCase());

/** Waits up to `ms` for a message matching pred (an instant alert is a queue job a few seconds after the posting). */
async function waitForMail(pred, what, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    const found = (await mail.messages()).find(pred);
    if (found) return mail.message(found.ID);
    if (Date.now() > until) throw new Error(`no ${what} arrived in Mailpit within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The checked state of the Email tab's switch named `label`, once the tab shows. */
async function switchState(page, label) {
  await page.getByRole("form", { name: "Email preferences" }).waitFor();
  return page.getByRole("checkbox", { name: label }).isChecked();
}

async function noSidewaysScroll(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${what} scrolls sideways by ${overflow}px at 375px`);
}

test("a job alert email opens the job; one-click unsubscribe, the page and Undo switch job alerts", async () => {
  const word = `stumper${Date.now().toString(36)}`;
  const a = await newPage(browser, { width: 375, height: 800 });
  const userA = uniqueUser({ userType: "CAMPAIGN_STAFF" });
  await registerViaAPI(a, server, userA);
  const b = await newPage(browser);
  await registerViaAPI(b, server, uniqueUser({ userType: "CANDIDATE" }));

  // Alerts are emailed to confirmed addresses only: A follows the emailed link.
  const confirm = await waitForMail((m) => to(userA.email)(m) && m.Subject === "Confirm your email address for Canvass", "confirmation email");
  const confirmLink = /(http:\/\/\S+\/verify-email\?token=[\w-]+)/.exec(confirm.Text)?.[1];
  assert.ok(confirmLink?.startsWith(server.base), `no confirmation link in ${confirm.Text}`);
  await a.goto(confirmLink);
  await a.getByText("Your email address is confirmed.").waitFor();

  // A saves an instant search from the board.
  await a.goto(server.url(`/jobs?q=${word}`));
  await a.getByRole("heading", { name: "Campaign Jobs", level: 1 }).waitFor();
  await a.getByRole("button", { name: "Save this search" }).click();
  const dialog = a.getByRole("dialog", { name: "Save This Search" });
  await dialog.getByLabel("Name").fill(`Stumping ${word}`);
  await dialog.getByLabel("Email me new jobs").selectOption("INSTANT");
  await dialog.getByRole("button", { name: "Save Search" }).click();
  await waitForToast(a, "Search Saved");

  // B posts a matching job: the alert email arrives and its link opens the job.
  const res = await graphqlInPage(b, "mutation($i: CreateJobInput!) { createJob(input: $i) { job { databaseId } errors { message } } }", {
    i: { title: `Lead ${word} in Reno`, organization: "Friends of Jane", location: "Reno, NV", jobType: "FULL_TIME", description: "Knock doors and recruit volunteers." },
  });
  const job = res.data?.createJob?.job;
  assert.ok(job, JSON.stringify(res));
  const alert = await waitForMail((m) => to(userA.email)(m) && m.Subject.startsWith(`New job for “Stumping ${word}”`), "job alert email");
  const jobLink = new RegExp(`(${server.base}/jobs/(\\d+))\\b`).exec(alert.Text);
  assert.ok(jobLink, `no job link in ${alert.Text}`);
  assert.equal(Number(jobLink[2]), job.databaseId);
  await a.goto(jobLink[1]);
  await a.getByRole("heading", { name: `Lead ${word} in Reno`, level: 1 }).waitFor();

  // The header a mail client uses: one POST with no cookies turns job alerts off.
  const headers = await (await fetch(`${mail.ui}/api/v1/message/${alert.ID}/headers`)).json();
  const listUnsub = /<(http[^>]+)>/.exec(headers["List-Unsubscribe"]?.[0] ?? "")?.[1];
  assert.ok(listUnsub?.startsWith(`${server.base}/api/unsubscribe?token=`), `List-Unsubscribe: ${JSON.stringify(headers["List-Unsubscribe"])}`);
  assert.equal(headers["List-Unsubscribe-Post"]?.[0], "List-Unsubscribe=One-Click");
  const oneClick = await fetch(listUnsub, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  assert.equal(oneClick.status, 200, await oneClick.text());

  await a.goto(server.url("/profile?tab=email"));
  assert.equal(await switchState(a, "Job alerts"), false);
  assert.equal(await switchState(a, "Message digests"), true);
  await a.getByText(userA.email).first().waitFor();
  // The tab list scrolls sideways on a phone: the tab the link opened is in its view.
  const emailTab = await a.getByRole("tab", { name: "Email", selected: true }).boundingBox();
  assert.ok(emailTab && emailTab.x >= 0 && emailTab.x + emailTab.width <= 375, `Email tab at ${JSON.stringify(emailTab)}`);
  await checkA11y(a, "/profile?tab=email at 375 px");
  await noSidewaysScroll(a, "/profile?tab=email");

  // The visible link, opened signed out: the page asks first, then unsubscribes, then undoes.
  const visible = /Unsubscribe from these emails: (http\S+)/.exec(alert.Text)?.[1];
  assert.ok(visible, `no unsubscribe link in ${alert.Text}`);
  assert.match(alert.Text, new RegExp(`Choose which emails you get: ${server.base}/profile\\?tab=email`));
  const v = await newPage(browser, { width: 375, height: 740 });
  await v.goto(visible);
  await v.waitForURL((u) => u.pathname === "/unsubscribe" && u.searchParams.has("token"));
  await v.getByRole("heading", { name: "Unsubscribe", level: 1 }).waitFor();
  await v.getByText("Stop getting job alert emails from Canvass?").waitFor();
  assert.equal(await v.title(), "Unsubscribe | Canvass");
  await checkA11y(v, "/unsubscribe at 375 px");
  await noSidewaysScroll(v, "/unsubscribe");
  await v.getByRole("button", { name: "Unsubscribe" }).click();
  await v.getByText("You will no longer get job alert emails from Canvass.").waitFor();
  await checkA11y(v, "/unsubscribe, done");
  await v.getByRole("button", { name: "Undo" }).click();
  await v.getByText("You will get job alert emails again.").waitFor();
  const choose = v.getByRole("link", { name: "Choose which emails you get" });
  assert.equal(await choose.getAttribute("href"), "/profile?tab=email");

  await a.reload();
  assert.equal(await switchState(a, "Job alerts"), true);

  // The tab saves its switches: message digests off, kept after a reload.
  await a.getByText("Message digests").click();
  assert.equal(await switchState(a, "Message digests"), false);
  await a.getByRole("button", { name: "Save" }).click();
  await waitForToast(a, "Email preferences saved");
  await a.reload();
  assert.equal(await switchState(a, "Message digests"), false);
  assert.equal(await switchState(a, "Job alerts"), true);
  assert.deepEqual([...a.errors, ...v.errors], []);
  await a.context().close();
  await b.context().close();
  await v.context().close();
});

test("a bad unsubscribe link says so and leads to the preferences; vendors get two switches", async () => {
  const v = await newPage(browser, { width: 375, height: 740 });
  await v.goto(server.url("/unsubscribe?token=1.job_alert.forged"));
  await v.getByRole("button", { name: "Unsubscribe" }).click();
  await v.getByRole("alert").getByText("This unsubscribe link is invalid. Choose which emails you get in your profile instead.").waitFor();
  await checkA11y(v, "bad unsubscribe link");
  await v.getByRole("link", { name: "Choose which emails you get" }).click();
  await v.waitForURL((u) => u.pathname === "/auth");
  await v.context().close();

  const vendor = await newPage(browser, { width: 375, height: 740 });
  await registerViaAPI(vendor, server, uniqueUser({ userType: "VENDOR" }));
  await vendor.goto(server.url("/profile?tab=email"));
  await vendor.getByRole("form", { name: "Email preferences" }).waitFor();
  const names = await vendor.getByRole("checkbox").evaluateAll((els) => els.map((e) => e.getAttribute("name")));
  assert.deepEqual(names, ["MESSAGE_DIGEST", "APPLICATION_UPDATES"]);
  await checkA11y(vendor, "vendor's Email tab at 375 px");
  await vendor.context().close();
});
