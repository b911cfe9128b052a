// Browser journeys for sessions that end (issue 24 item 1, docs/sessions.md):
// a live socket closed with 4401 turns the page signed out without a reload;
// the Account settings page changes the password (other browsers sign out,
// this one stays) and deletes the account.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkA11y, graphqlInPage, launchBrowser, loginViaAPI, newPage, registerViaAPI, startServer, uniqueUser, waitForToast } from "./harness.mjs";

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

/** Opens /messages (its live subscription connects) signed in. */
async function openMessages(page) {
  await page.goto(server.url("/messages"));
  await page.getByRole("heading", { name: "Messages", level: 1 }).waitFor();
  // The socket is open once the first (RESYNC) event was handled.
  await page.waitForTimeout(500);
}

/** The page went to the sign-in screen by itself (no reload). */
async function signedOutLive(page) {
  const started = Date.now();
  await page.waitForURL(/\/auth\?/, { timeout: 8_000 });
  return Date.now() - started;
}

describe("sessions that end", () => {
  test("logging out in one tab signs the other tab out live", async () => {
    const page = await newPage(browser);
    const user = uniqueUser();
    await registerViaAPI(page, server, user);
    await openMessages(page);
    const navigations = [];
    page.on("framenavigated", (f) => f === page.mainFrame() && navigations.push(f.url()));

    const other = await page.context().newPage(); // a second tab of the same browser
    await other.goto(server.url("/about"));
    const res = await graphqlInPage(other, `mutation { logout { ok } }`);
    assert.equal(res.data.logout.ok, true);

    const ms = await signedOutLive(page);
    console.log(`tab signed out ${ms} ms after the logout elsewhere`);
    assert.ok(navigations.every((u) => !u.endsWith("/messages")), "the page reloaded instead of following the socket");
    assert.deepEqual(page.errors, []);
  });

  test("Account settings: change the password (other browsers sign out, this one stays), then delete the account", async () => {
    const page = await newPage(browser, { width: 375, height: 812 });
    const user = uniqueUser();
    await registerViaAPI(page, server, user);

    // The same member in another browser, on a live page.
    const elsewhere = await newPage(browser);
    await loginViaAPI(elsewhere, server, user.username, user.password);
    await openMessages(elsewhere);

    await page.goto(server.url("/profile"));
    await page.getByRole("link", { name: "Account settings" }).click();
    await page.getByRole("heading", { name: "Account settings", level: 1 }).waitFor();
    await checkA11y(page, "/settings at 375 px");
    const change = page.getByRole("form", { name: "Change password" });
    await change.getByLabel(/^Current password/).fill("not-my-password");
    await change.getByLabel(/^New password/).fill("brand-new-pass");
    await change.getByLabel(/^Confirm new password/).fill("brand-new-pass");
    await change.getByRole("button", { name: "Change password" }).click();
    await change.getByText("Current password is incorrect").waitFor();

    await change.getByLabel(/^Current password/).fill(user.password);
    await change.getByRole("button", { name: "Change password" }).click();
    await waitForToast(page, "Password changed");
    const ms = await signedOutLive(elsewhere);
    console.log(`other browser signed out ${ms} ms after the password change`);

    // This browser is still signed in: its data still loads.
    const me = await graphqlInPage(page, `{ viewer { username } }`);
    assert.equal(me.data.viewer.username, user.username);

    // Delete the account: the password is asked, then confirmed in a dialog.
    const del = page.getByRole("form", { name: "Delete account" });
    await del.getByRole("button", { name: "Delete account" }).click();
    await del.getByText("Current password is incorrect").waitFor();
    await del.getByLabel(/^Password/).fill("brand-new-pass");
    await del.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.waitFor();
    await checkA11y(page, "delete account dialog");
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await waitForToast(page, "Account deleted");
    await page.waitForURL(server.url("/"));
    const gone = await graphqlInPage(page, `mutation($i: LoginInput!) { login(input: $i) { user { id } errors { message } } }`, {
      i: { username: user.username, password: "brand-new-pass" },
    });
    assert.ok(!gone.data?.login?.user, `a deleted account signed in: ${JSON.stringify(gone)}`);
    assert.deepEqual(page.errors, []);
    assert.deepEqual(elsewhere.errors, []);
  });
});
