// Browser journey for message requests (issue 28), on SQLite and PostgreSQL:
// a stranger's first message lands in the receiver's Requests (no badge, not
// in the contacts), the sender sees "Request sent", the receiver opens it on a
// phone (375 px) and accepts it, and it moves to their contacts; axe-core on
// each state.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkA11y, engines, graphqlInPage, launchBrowser, newPage, registerViaAPI, startServer, uniqueUser, waitForToast } from "./harness.mjs";

const servers = {};
let browser;

before(async () => {
  browser = await launchBrowser();
  for (const engine of engines()) servers[engine] = await startServer({ engine });
});

after(async () => {
  await browser?.close();
  for (const s of Object.values(servers)) await s.stop();
});

for (const engine of engines()) describe(`message requests on ${engine}`, () => {
  test("a stranger's message lands in Requests; the receiver accepts it and it moves to the inbox", async () => {
    const sam = await newPage(browser);
    const rita = await newPage(browser, { width: 375, height: 800 });
    const server = servers[engine];
    await registerViaAPI(sam, server, uniqueUser({ firstName: "Sam", lastName: "Stranger", userType: "VENDOR" }));
    const ritaRec = await registerViaAPI(rita, server, uniqueUser({ firstName: "Rita", lastName: "Receiver", userType: "CAMPAIGN_STAFF" }));

    // Rita waits on the home page, signed in (live updates connected).
    await rita.goto(server.url("/"));
    await rita.getByRole("button", { name: /Account menu/ }).waitFor();

    // Sam writes first, from the conversation screen.
    await sam.goto(server.url(`/messages?to=${ritaRec.databaseId}`));
    const box = sam.getByRole("textbox", { name: "Message Rita Receiver" });
    await box.fill("Hi Rita, we print yard signs for campaigns. Can I send you a quote?");
    await box.press("Enter");
    const samThread = sam.getByRole("region", { name: "Conversation with Rita Receiver" });
    await samThread.getByText(/Can I send you a quote\?/).waitFor();
    await samThread.getByText("Request sent", { exact: true }).waitFor();
    await checkA11y(sam, "/messages (request sent)");

    // Rita hears nothing: no unread badge on her account menu.
    await rita.waitForTimeout(500);
    assert.equal(await rita.getByRole("button", { name: /unread messages/ }).count(), 0);

    // Her contacts are empty; the Requests tab has one.
    await rita.goto(server.url("/messages"));
    await rita.getByText("No conversations yet.").waitFor();
    const requestsTab = rita.getByRole("button", { name: /^Requests/ });
    await requestsTab.filter({ hasText: "1" }).waitFor();
    await requestsTab.click();
    assert.equal(await requestsTab.getAttribute("aria-pressed"), "true");
    const request = rita.getByRole("list", { name: "Message requests" }).getByRole("link", { name: /Sam Stranger/ });
    await request.waitFor();
    await checkA11y(rita, "/messages (requests)");

    // She opens it (one pane at a time on a phone) and accepts from the keyboard.
    await request.click();
    await rita.waitForURL(/\/messages\?to=\d+$/);
    const panel = rita.getByRole("region", { name: "Message request from Sam Stranger" });
    await panel.waitFor();
    await rita.getByRole("region", { name: "Conversation with Sam Stranger" }).getByText(/Can I send you a quote\?/).waitFor();
    await panel.getByRole("button", { name: "Decline" }).waitFor();
    await panel.getByRole("button", { name: "Block and report" }).waitFor();
    assert.equal(await rita.getByRole("textbox", { name: "Message Sam Stranger" }).count(), 0);
    await checkA11y(rita, "/messages (a request, 375 px)");
    const width = await rita.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `page is ${width}px wide at 375px`);
    await panel.getByRole("button", { name: "Accept" }).focus();
    await rita.keyboard.press("Enter");
    await waitForToast(rita, "Request accepted");

    // Now an ordinary conversation: the send box, and Sam in her contacts.
    const reply = rita.getByRole("textbox", { name: "Message Sam Stranger" });
    await reply.waitFor();
    await rita.getByRole("button", { name: "← Contacts" }).click();
    await rita.getByRole("list", { name: "Message requests" }).getByText("No message requests.").waitFor();
    await rita.getByRole("button", { name: /^Contacts/ }).click();
    await rita.getByRole("link", { name: /Sam Stranger/ }).waitFor();
    // After a reload too (the database says so).
    await rita.reload();
    await rita.getByRole("link", { name: /Sam Stranger/ }).waitFor();
    const counts = await graphqlInPage(rita, `{ viewer { messageRequestCount } }`);
    assert.equal(counts.data.viewer.messageRequestCount, 0);

    // Sam no longer sees "Request sent".
    await sam.reload();
    await samThread.getByText(/Can I send you a quote\?/).waitFor();
    assert.equal(await samThread.getByText("Request sent", { exact: true }).count(), 0);

    assert.deepEqual(sam.errors, []);
    assert.deepEqual(rita.errors, []);
    await sam.context().close();
    await rita.context().close();
  });
});
