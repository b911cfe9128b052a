// Browser journeys for messages (issue 11), on SQLite and PostgreSQL, with
// two browser contexts (two people): A messages B from a job's "Message
// Poster", B sees it arrive and the unread badge rise without reloading, B
// replies and A sees it live; contacts filter; the phone layout; New
// Contact search; report and block (block stops delivery, silently; unblock
// from the profile); the dashboard's Messages tab with Mark as Read and the
// live badges; vendors' Messages card; axe-core on each state.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  checkA11y,
  engines,
  graphqlInPage,
  launchBrowser,
  newPage,
  registerViaAPI,
  startServer,
  uniqueUser,
  waitForToast,
} from "./harness.mjs";

const servers = {};
let browser;

before(async () => {
  browser = await launchBrowser();
  // Two new accounts message each other here: first messages go to the inbox
  // (message requests are e2e/requests.test.mjs's).
  for (const engine of engines()) servers[engine] = await startServer({ engine, env: { CANVASS_MESSAGE_REQUESTS: "off" } });
});

after(async () => {
  await browser?.close();
  for (const s of Object.values(servers)) await s.stop();
});

const tag = () => Math.random().toString(36).slice(2, 7).replace(/[0-9]/g, "x");

async function sendViaAPI(page, receiverId, content) {
  const res = await graphqlInPage(page, `mutation($i: SendMessageInput!) { sendMessage(input: $i) { message { id } errors { message } } }`, {
    i: { receiverId, content },
  });
  if (!res.data?.sendMessage?.message) throw new Error(`sendMessage failed: ${JSON.stringify(res)}`);
}

async function postJob(page) {
  const res = await graphqlInPage(
    page,
    `mutation($input: CreateJobInput!) { createJob(input: $input) { job { databaseId } errors { message } } }`,
    {
      input: {
        title: "Field Organizer",
        organization: "Friends of Messages",
        location: "Des Moines, IA",
        jobType: "FULL_TIME",
        description: "Knock doors, recruit volunteers and run phone banks.",
      },
    },
  );
  const job = res.data?.createJob?.job;
  if (!job) throw new Error(`createJob failed: ${JSON.stringify(res)}`);
  return job.databaseId;
}

for (const engine of engines()) describe(`messages journeys on ${engine}`, () => {
  let server;
  before(() => {
    server = servers[engine];
  });

  test("A messages B from a job; B sees it live, replies, and A sees the reply live", async () => {
    const a = await newPage(browser);
    const b = await newPage(browser);
    const aUser = uniqueUser({ firstName: "Alice", lastName: "Applicant" });
    const bUser = uniqueUser({ firstName: "Bob", lastName: "Poster", userType: "CAMPAIGN_STAFF" });
    await registerViaAPI(a, server, aUser);
    await registerViaAPI(b, server, bUser);
    const jobId = await postJob(b);

    // B waits on the home page, signed in (live updates connected).
    await b.goto(server.url("/"));
    const bNav = b.getByRole("navigation", { name: "Main" });
    await bNav.getByRole("link", { name: /^Messages/ }).waitFor();
    assert.equal(await bNav.getByTestId("unread-badge").count(), 0);

    // A opens the job and follows "Message Poster".
    await a.goto(server.url(`/jobs/${jobId}`));
    await a.getByRole("link", { name: "Message Poster" }).click();
    await a.waitForURL(/\/messages\?to=\d+$/);
    await a.getByRole("heading", { name: "Bob Poster" }).waitFor();
    await a.getByText("No messages yet. Say hello!").waitFor();
    await checkA11y(a, "/messages (empty conversation)");

    const box = a.getByRole("textbox", { name: "Message Bob Poster" });
    // A blank send is ignored.
    await box.fill("   ");
    await box.press("Enter");
    assert.equal(await a.getByText("Sending...").count(), 0);
    // Shift+Enter is a new line; Enter sends.
    await box.fill("Hi Bob, is the organizer role still open?");
    await box.press("Shift+Enter");
    await box.type("I can start Monday.");
    await box.press("Enter");
    const aThread = a.getByRole("region", { name: "Conversation with Bob Poster" });
    await aThread.getByText(/I can start Monday\./).waitFor();
    assert.equal(await box.inputValue(), "");

    // B: the badge rises without a reload.
    await bNav.getByTestId("unread-badge").filter({ hasText: "1" }).waitFor();
    await bNav.getByRole("link", { name: /^Messages/ }).click();
    await b.waitForURL(/\/messages$/);
    const contact = b.getByRole("link", { name: /Alice Applicant/ });
    await contact.waitFor();
    await checkA11y(b, "/messages (contacts)");
    await contact.click();
    await b.getByRole("region", { name: "Conversation with Alice Applicant" }).getByText(/I can start Monday\./).waitFor();
    // Opening the conversation reads it: the badge goes away.
    await bNav.getByTestId("unread-badge").waitFor({ state: "detached" });
    await checkA11y(b, "/messages (conversation)");

    // B replies; A sees it without reloading.
    const bBox = b.getByRole("textbox", { name: "Message Alice Applicant" });
    await bBox.fill("Yes! Come by the office at 9.");
    await b.getByRole("button", { name: "Send" }).click();
    await aThread.getByText("Yes! Come by the office at 9.").waitFor();
    // Day separator and a timestamp on each bubble.
    await a.getByRole("separator", { name: "Today" }).waitFor();

    // Contacts filter (server-side).
    await b.getByRole("searchbox", { name: "Filter contacts" }).fill("zzzz");
    await b.getByText('No contacts match "zzzz".').waitFor();
    await b.getByRole("searchbox", { name: "Filter contacts" }).fill("alice");
    await b.getByRole("link", { name: /Alice Applicant/ }).waitFor();

    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
    await a.context().close();
    await b.context().close();
  });

  test("a first message from someone new arrives live in an open /messages, and its contact opens and is answered live (issue 25)", async () => {
    const t = tag();
    const a = await newPage(browser);
    const b = await newPage(browser);
    const aRec = await registerViaAPI(a, server, uniqueUser({ firstName: "Nora", lastName: `Newcomer${t}` }));
    const bRec = await registerViaAPI(b, server, uniqueUser({ firstName: "Reed", lastName: `Receiver${t}`, userType: "CAMPAIGN_STAFF" }));

    // B has /messages open before A ever wrote: no contacts yet.
    await b.goto(server.url("/messages"));
    await b.getByText("No conversations yet.").waitFor();
    // A opens the conversation with B and writes first.
    await a.goto(server.url(`/messages?to=${bRec.databaseId}`));
    const aThread = a.getByRole("region", { name: `Conversation with Reed Receiver${t}` });
    await aThread.waitFor();
    await a.getByRole("textbox", { name: `Message Reed Receiver${t}` }).fill("Hello Reed, first time writing.");
    await a.getByRole("button", { name: "Send" }).click();
    await aThread.getByText("Hello Reed, first time writing.").waitFor();
    // A's own contacts gained B from the send's answer: the row opens B.
    const aContact = a.getByRole("link", { name: new RegExp(`Reed Receiver${t}`) });
    await aContact.waitFor();
    assert.equal(await aContact.getAttribute("href"), `/messages?to=${bRec.databaseId}`);

    // B: the new contact appears live and opens the conversation.
    const contact = b.getByRole("link", { name: new RegExp(`Nora Newcomer${t}`) });
    await contact.waitFor();
    assert.equal(await contact.getAttribute("href"), `/messages?to=${aRec.databaseId}`);
    await contact.click();
    await b.waitForURL(new RegExp(`/messages\\?to=${aRec.databaseId}$`));
    const bThread = b.getByRole("region", { name: `Conversation with Nora Newcomer${t}` });
    await bThread.getByText("Hello Reed, first time writing.").waitFor();
    await checkA11y(b, "/messages (a contact that arrived live, opened)");

    // B answers; the answer arrives live in A's open conversation.
    await b.getByRole("textbox", { name: `Message Nora Newcomer${t}` }).fill("Welcome, Nora!");
    await b.getByRole("button", { name: "Send" }).click();
    await bThread.getByText("Welcome, Nora!").waitFor();
    await aThread.getByText("Welcome, Nora!").waitFor();

    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
    await a.context().close();
    await b.context().close();
  });

  test("phone layout: one pane at a time, with a way back", async () => {
    const a = await newPage(browser);
    const b = await newPage(browser, { width: 375, height: 740 });
    const aUser = uniqueUser({ firstName: "Carla", lastName: "Sender" });
    const bUser = uniqueUser({ firstName: "Dan", lastName: "Phone", userType: "CAMPAIGN_STAFF" });
    const aRec = await registerViaAPI(a, server, aUser);
    const bRec = await registerViaAPI(b, server, bUser);
    const sent = await graphqlInPage(a, `mutation($i: SendMessageInput!) { sendMessage(input: $i) { message { id } errors { message } } }`, {
      i: { receiverId: bRec.id, content: "Hello from a desk", clientId: "phone-1" },
    });
    assert.ok(sent.data.sendMessage.message, JSON.stringify(sent));
    // And a reply from B, so A's contact list shows B as "CS / Volunteer" on a phone.
    await graphqlInPage(b, `mutation($i: SendMessageInput!) { sendMessage(input: $i) { message { id } } }`, {
      i: { receiverId: aRec.id, content: "Hello from a phone, with a long reply about the turf plan, the volunteer shifts for Saturday and the lit drop in the north precinct" },
    });

    await b.goto(server.url("/messages"));
    const contact = b.getByRole("link", { name: /Carla Sender/ });
    await contact.waitFor();
    await checkA11y(b, "/messages at 375 px (contacts)");
    // A long last message is cut short: it never widens the pane and pushes New Contact or the filter off the screen.
    for (const [name, el] of [["New Contact", b.getByRole("button", { name: "New Contact" })], ["Filter contacts", b.getByRole("searchbox", { name: "Filter contacts" })]]) {
      const box = await el.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 375, `${name} lies within 375 px: ${JSON.stringify(box)}`);
    }
    await contact.click();
    await b.getByRole("region", { name: "Conversation with Carla Sender" }).getByText("Hello from a desk").waitFor();
    const back = b.getByRole("button", { name: /Contacts/ });
    await back.waitFor();
    assert.equal(await b.getByRole("searchbox", { name: "Filter contacts" }).isVisible(), false);
    await checkA11y(b, "/messages at 375 px (conversation)");
    const width = await b.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `page is ${width}px wide at 375 px`);
    await back.click();
    await b.waitForURL(/\/messages$/);
    await contact.waitFor();

    // A (desktop) on a phone-sized window sees Dan as "CS / Volunteer".
    await a.setViewportSize({ width: 375, height: 740 });
    await a.goto(server.url("/messages"));
    await a.getByRole("link", { name: /Dan Phone/ }).getByText("CS / Volunteer").waitFor();
    assert.deepEqual(b.errors, []);
    await a.context().close();
    await b.context().close();
  });
  test("New Contact: search people by name, nobody found, open the chosen conversation", async () => {
    const t = tag();
    const seeker = await newPage(browser);
    const other = await newPage(browser);
    const seekerUser = uniqueUser({ firstName: "Sasha", lastName: `Seeker${t}` });
    await registerViaAPI(seeker, server, seekerUser);
    const known = await registerViaAPI(other, server, uniqueUser({ firstName: "Kim", lastName: `Known${t}` }));
    await other.context().close();
    const target = await newPage(browser);
    const targetRec = await registerViaAPI(target, server, uniqueUser({ firstName: "Tara", lastName: `Target${t}`, userType: "CAMPAIGN_STAFF" }));
    await target.context().close();
    // Kim is already a contact: the search leaves Kim (and Sasha) out.
    await sendViaAPI(seeker, known.id, "Hi Kim");

    await seeker.goto(server.url("/messages"));
    await seeker.getByRole("button", { name: "New Contact" }).click();
    const dialog = seeker.getByRole("dialog", { name: "New Contact" });
    const search = dialog.getByRole("searchbox", { name: /Search people by name or username/ });
    // The search box has the focus: type straight away, from the keyboard.
    await seeker.keyboard.type("qqzzv");
    await dialog.getByText("No users found matching \u201cqqzzv\u201d.").waitFor();
    await checkA11y(seeker, "New Contact (nobody found)");
    await search.fill(t);
    const people = dialog.getByRole("radiogroup", { name: "People" });
    const tara = people.getByRole("radio", { name: new RegExp(`Tara Target${t}`) });
    await tara.waitFor();
    assert.equal(await people.getByRole("radio").count(), 1, "only Tara: not the seeker, not an existing contact");
    await checkA11y(seeker, "New Contact (results)");
    await tara.focus();
    await seeker.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Message" }).click();
    await seeker.waitForURL(new RegExp(`/messages\\?to=${targetRec.databaseId}$`));
    await seeker.getByRole("heading", { name: `Tara Target${t}` }).waitFor();
    await seeker.getByText("No messages yet. Say hello!").waitFor();
    assert.deepEqual(seeker.errors, []);
    await seeker.context().close();
  });

  test("report and block from the conversation's menu: blocking stops delivery silently; unblock from the profile", async () => {
    const a = await newPage(browser);
    const b = await newPage(browser);
    const aRec = await registerViaAPI(a, server, uniqueUser({ firstName: "Mallory", lastName: "Pest" }));
    const bRec = await registerViaAPI(b, server, uniqueUser({ firstName: "Beth", lastName: "Blocker", userType: "CAMPAIGN_STAFF" }));
    await sendViaAPI(a, bRec.id, "You will regret running for office.");

    await b.goto(server.url(`/messages?to=${aRec.databaseId}`));
    const thread = b.getByRole("region", { name: "Conversation with Mallory Pest" });
    await thread.getByText("You will regret running for office.").waitFor();
    const menuButton = b.getByRole("button", { name: "Options for the conversation with Mallory Pest" });

    // Report, with a reason (a blank one is refused).
    await menuButton.click();
    await b.getByRole("menuitem", { name: "Report conversation" }).click();
    const report = b.getByRole("alertdialog", { name: "Report conversation" });
    await report.getByRole("button", { name: "Report" }).click();
    await report.getByText("Please give a reason for the report.").waitFor();
    await checkA11y(b, "report dialog");
    await report.getByRole("textbox", { name: /Reason/ }).fill("Threatening messages");
    await report.getByRole("button", { name: "Report" }).click();
    await waitForToast(b, "Report sent");
    await report.waitFor({ state: "detached" });

    // Block, after confirming.
    await menuButton.click();
    await b.getByRole("menuitem", { name: "Block Mallory Pest" }).click();
    const confirm = b.getByRole("alertdialog", { name: "Block Mallory Pest?" });
    await confirm.getByText(/They will not be told/).waitFor();
    await checkA11y(b, "block confirmation");
    await confirm.getByRole("button", { name: "Block" }).click();
    await waitForToast(b, "Blocked");
    await b.getByText(/You blocked Mallory Pest/).waitFor();
    await b.getByRole("link", { name: /Mallory Pest/ }).waitFor({ state: "detached" });
    await checkA11y(b, "blocked conversation");

    // Mallory's next message answers like any other and is never delivered.
    await a.goto(server.url(`/messages?to=${bRec.databaseId}`));
    await a.getByRole("heading", { name: "Beth Blocker" }).waitFor({ timeout: 30_000 });
    const aBox = a.getByRole("textbox", { name: "Message Beth Blocker" });
    await aBox.fill("Answer me!");
    await aBox.press("Enter");
    const aThread = a.getByRole("region", { name: "Conversation with Beth Blocker" });
    await aThread.getByText("Answer me!").waitFor();
    assert.equal(await a.getByText("Failed to send message").count(), 0, "the blocked person is not told");
    assert.equal(await aThread.getByText(/Failed|Retry/).count(), 0);
    await b.waitForTimeout(1500);
    assert.equal(await b.getByText("Answer me!").count(), 0);
    assert.equal(await b.getByRole("navigation", { name: "Main" }).getByTestId("unread-badge").count(), 0);
    await b.reload();
    await b.getByText(/You blocked Mallory Pest/).waitFor();
    assert.equal(await b.getByText("Answer me!").count(), 0, "not after a reload either");

    // Blocked people, in the profile: Unblock.
    await b.goto(server.url("/profile?tab=messages"));
    const blocked = b.getByRole("region", { name: "Blocked people" });
    await blocked.getByText("Mallory Pest").waitFor();
    await checkA11y(b, "/profile Messages tab (blocked people)");
    await blocked.getByRole("button", { name: "Unblock Mallory Pest" }).click();
    await blocked.getByText("You haven't blocked anyone.").waitFor();
    await b.goto(server.url("/messages"));
    await b.getByRole("link", { name: /Mallory Pest/ }).waitFor();
    assert.equal(await b.getByText("Answer me!").count(), 0, "what was sent while blocked stays undelivered");

    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
    await a.context().close();
    await b.context().close();
  });

  test("dashboard at 375 px: Messages tab with New and Mark as Read; the tab, tile, avatar and menu badges follow live", async () => {
    const a = await newPage(browser);
    const b = await newPage(browser, { width: 375, height: 812 });
    await registerViaAPI(a, server, uniqueUser({ firstName: "Ann", lastName: "Writer" }));
    const bRec = await registerViaAPI(b, server, uniqueUser({ firstName: "Ben", lastName: "Reader" }));
    await sendViaAPI(a, bRec.id, "First: the volunteer list is ready.");
    await sendViaAPI(a, bRec.id, "Second: can you call Lee?");

    await b.goto(server.url("/profile"));
    const tile = b.getByText("Messages", { exact: true }).first();
    await tile.waitFor();
    const avatar = b.getByRole("button", { name: /^Account menu for Ben Reader 2 unread messages$/ });
    await avatar.waitFor();
    const tab = b.getByRole("tab", { name: "Messages 2 unread" });
    await tab.waitFor();
    await checkA11y(b, "/profile at 375 px (overview with unread)");
    await tab.click();
    await b.waitForURL(/tab=messages/);
    const items = b.getByTestId("dashboard-message");
    await items.first().waitFor();
    assert.equal(await items.count(), 2);
    assert.equal(await b.getByText("New", { exact: true }).count(), 2);
    await checkA11y(b, "/profile Messages tab at 375 px");
    const width = await b.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `page is ${width}px wide at 375 px`);

    // Mark as Read (the newest): one New left; every badge follows at once.
    await items.first().getByRole("button", { name: "Mark as Read" }).click();
    await b.getByRole("tab", { name: "Messages 1 unread" }).waitFor();
    assert.equal(await b.getByText("New", { exact: true }).count(), 1);
    await b.getByRole("button", { name: /^Account menu for Ben Reader 1 unread messages$/ }).waitFor();

    // A new message arrives live: the badges rise without a reload.
    await sendViaAPI(a, bRec.id, "Third: thanks!");
    await b.getByRole("tab", { name: "Messages 2 unread" }).waitFor();
    const live = b.getByRole("button", { name: /^Account menu for Ben Reader 2 unread messages$/ });
    await live.waitFor();
    await live.click();
    const item = b.getByRole("menuitem", { name: "Messages 2 unread" });
    await item.waitFor();
    await checkA11y(b, "avatar menu with unread");
    await item.click();
    await b.waitForURL(/\/messages$/);
    assert.deepEqual(b.errors, []);
    await a.context().close();
    await b.context().close();
  });

  test("vendors: a Messages card with the unread count on the dashboard Overview opens /messages", async () => {
    const a = await newPage(browser);
    const v = await newPage(browser);
    await registerViaAPI(a, server, uniqueUser({ firstName: "Cara", lastName: "Client" }));
    const vRec = await registerViaAPI(v, server, uniqueUser({ firstName: "Vic", lastName: "Vendor", userType: "VENDOR" }));
    await sendViaAPI(a, vRec.id, "Can you quote 500 yard signs?");
    await v.goto(server.url("/profile?tab=overview"));
    const card = v.getByTestId("vendor-messages-card");
    await card.getByText("1 unread message").waitFor();
    await checkA11y(v, "/profile vendor overview with the Messages card");
    await card.getByRole("link", { name: "Open Messages" }).click();
    await v.waitForURL(/\/messages$/);
    await v.getByRole("link", { name: /Cara Client/ }).waitFor();
    assert.deepEqual(v.errors, []);
    await a.context().close();
    await v.context().close();
  });
});
