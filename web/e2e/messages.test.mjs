// Browser journeys for messages (issue 11), with two browser contexts (two
// people): A messages B from a job's "Message Poster", B sees it arrive and
// the unread badge rise without reloading, B replies and A sees it live;
// contacts filter; the phone layout; axe-core on each state.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkA11y, graphqlInPage, launchBrowser, newPage, registerViaAPI, startServer, uniqueUser } from "./harness.mjs";

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

describe("messages journeys", () => {
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
    await b.getByRole("textbox", { name: "Filter contacts" }).fill("zzzz");
    await b.getByText('No contacts match "zzzz".').waitFor();
    await b.getByRole("textbox", { name: "Filter contacts" }).fill("alice");
    await b.getByRole("link", { name: /Alice Applicant/ }).waitFor();

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
      i: { receiverId: aRec.id, content: "Hello from a phone" },
    });

    await b.goto(server.url("/messages"));
    const contact = b.getByRole("link", { name: /Carla Sender/ });
    await contact.waitFor();
    await checkA11y(b, "/messages at 375 px (contacts)");
    await contact.click();
    await b.getByRole("region", { name: "Conversation with Carla Sender" }).getByText("Hello from a desk").waitFor();
    const back = b.getByRole("button", { name: /Contacts/ });
    await back.waitFor();
    assert.equal(await b.getByRole("textbox", { name: "Filter contacts" }).isVisible(), false);
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
});
