// Personal access tokens (issue 30): a member makes a token on /profile?tab=api,
// sees its secret once, a script uses it (REST and GraphQL, from outside the
// browser), and after Revoke the same token gets 401. On a phone, axe-clean.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { checkA11y, launchBrowser, newPage, registerViaAPI, startServer, uniqueUser, waitForToast } from "./harness.mjs";

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

const asScript = (secret, path, init = {}) =>
  fetch(server.url(path), { ...init, headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json", ...init.headers } });

test("make a token, use it from a script, revoke it", async () => {
  const page = await newPage(browser, { width: 375, height: 800 });
  const user = uniqueUser({ userType: "CAMPAIGN_STAFF" });
  await registerViaAPI(page, server, user);
  await page.goto(server.url("/profile?tab=api"));
  await page.getByRole("heading", { name: "API tokens" }).waitFor();
  await page.getByText("You have no tokens yet.").waitFor();

  const form = page.getByRole("form", { name: "Create a token" });
  await form.getByRole("button", { name: "Create token" }).click();
  await form.getByText("Give the token a name", { exact: true }).waitFor();
  await form.getByLabel("Token name").fill("Nightly export");
  await form.getByLabel("Access").selectOption("READ_WRITE");
  await form.getByLabel("Expires after").selectOption("30");
  await form.getByRole("button", { name: "Create token" }).click();
  await waitForToast(page, "Token created");
  const secret = await page.getByLabel("Your new token").inputValue();
  assert.match(secret, /^cvs_[0-9A-Za-z]{40}$/);
  const row = page.getByTestId("api-token").filter({ hasText: "Nightly export" });
  await row.getByText("Read and write").waitFor();
  await row.getByText(secret.slice(0, 12) + "…").waitFor();
  await row.getByText("Never used").waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no horizontal scrolling at 375 px");
  await checkA11y(page, "/profile?tab=api with a new token");

  // A script acts as the member, on both APIs, with no cookie.
  let res = await asScript(secret, "/api/user");
  assert.equal(res.status, 200);
  assert.equal((await res.json()).username, user.username);
  res = await asScript(secret, "/graphql", { method: "POST", body: JSON.stringify({ query: "{ viewer { username } }" }) });
  assert.equal((await res.json()).data.viewer.username, user.username);
  // ...but cannot make itself a successor.
  res = await asScript(secret, "/api/tokens", { method: "POST", body: JSON.stringify({ name: "x", scope: "read" }) });
  assert.equal(res.status, 403);

  // The tab shows the use after a reload; Revoke asks first.
  await page.reload();
  await row.getByText(/Last used/).waitFor();
  await row.getByRole("button", { name: "Revoke Nightly export" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Revoke token" });
  await dialog.getByText(/stop working at once/).waitFor();
  await checkA11y(page, "revoke token dialog");
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await waitForToast(page, "Token revoked");
  await row.getByText("Revoked", { exact: true }).waitFor();
  assert.equal(await row.getByRole("button", { name: /Revoke/ }).count(), 0);
  res = await asScript(secret, "/api/user");
  assert.equal(res.status, 401);
  await page.context().close();
});
