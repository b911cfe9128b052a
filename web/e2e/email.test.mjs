// Browser journey for email addresses (issue 26, docs/email.md): a new
// member's confirmation email arrives in a real mail server (Mailpit), its
// link confirms the address, and the dashboard shows it confirmed; a spent
// link says so and offers a new one.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkA11y, launchBrowser, newPage, registerViaUI, startMailpit, startServer, uniqueUser } from "./harness.mjs";

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

describe("email confirmation", () => {
  test("the emailed link confirms the address; a spent link offers a new one", async () => {
    const page = await newPage(browser, { width: 375, height: 800 });
    const user = uniqueUser();
    await registerViaUI(page, server, user);

    await page.goto(server.url("/profile"));
    await page.getByText("Not confirmed").waitFor();
    await checkA11y(page, "profile with an unconfirmed address");

    const email = await mail.waitFor((m) => to(user.email)(m) && m.Subject === "Confirm your email address for Canvass", "confirmation email");
    assert.match(email.HTML, /Confirm my email address/);
    const link = /(http:\/\/\S+\/verify-email\?token=[\w-]+)/.exec(email.Text)?.[1];
    assert.ok(link?.startsWith(server.base), `no link to this server in ${email.Text}`);

    await page.goto(link);
    await page.getByText("Your email address is confirmed.").waitFor();
    await checkA11y(page, "address confirmed");
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await page.getByText("Confirmed", { exact: true }).waitFor();
    assert.equal(await page.getByRole("button", { name: "Send confirmation link" }).count(), 0);

    // The link works once: opened again it says so (and, confirmed, a new link is refused).
    await page.goto(link);
    await page.getByText("This confirmation link is invalid or has expired.").waitFor();
    await page.getByRole("button", { name: "Send a new link" }).click();
    await page.getByText("Your email address is already confirmed.").waitFor();
    await checkA11y(page, "spent confirmation link");
    await page.close();
  });

  test("a visitor with a bad link is told to log in for a new one", async () => {
    const page = await newPage(browser);
    await page.goto(server.url("/verify-email?token=forged"));
    await page.getByText("This confirmation link is invalid or has expired.").waitFor();
    await page.getByRole("link", { name: "Log in", exact: true }).waitFor();
    await checkA11y(page, "bad confirmation link, signed out");
    await page.close();
  });
});
