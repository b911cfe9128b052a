// Saved searches and job alerts (issue 26): member A filters the board, saves
// the search with instant alerts from "Save this search", finds it on
// /saved-searches, renames it and opens its jobs; member B posts a matching job
// and a job of another type; A's bell counts the alert live, /notifications
// lists it and it opens the job. Deleting the search takes it off the list.
// Visitors are sent to log in; axe-clean, and the list fits 375 px.
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

async function postJob(page, title, jobType) {
  const res = await graphqlInPage(page, "mutation($i: CreateJobInput!) { createJob(input: $i) { job { id databaseId } errors { message } } }", {
    i: { title, organization: "Friends of Jane", location: "Reno, NV", jobType, description: "Knock doors and recruit volunteers." },
  });
  if (!res.data?.createJob?.job) throw new Error(JSON.stringify(res));
  return res.data.createJob.job;
}

test("save a search with instant alerts, a matching posting reaches the bell and opens the job", async () => {
  const word = `canvasser${Date.now().toString(36)}`;
  const a = await newPage(browser);
  await registerViaAPI(a, server, uniqueUser({ userType: "CAMPAIGN_STAFF" }));
  const b = await newPage(browser);
  await registerViaAPI(b, server, uniqueUser({ userType: "CANDIDATE" }));

  // The board with a search and a type, then "Save this search".
  await a.goto(server.url(`/jobs?q=${word}&type=FULL_TIME`));
  await a.getByRole("heading", { name: "Campaign Jobs", level: 1 }).waitFor();
  await a.getByRole("button", { name: "Save this search" }).click();
  const dialog = a.getByRole("dialog", { name: "Save This Search" });
  await dialog.getByText(`“${word}” · Full-Time`).waitFor();
  const name = dialog.getByLabel("Name");
  assert.equal(await name.inputValue(), `${word} · Full-Time`);
  await checkA11y(a, "Save This Search dialog");
  // A blank name is refused with the field's message.
  await name.fill("   ");
  await dialog.getByRole("button", { name: "Save Search" }).click();
  await dialog.getByText("Please enter a name for this search.").waitFor();
  await name.fill(`Full-time ${word}`);
  await dialog.getByLabel("Email me new jobs").selectOption("INSTANT");
  await dialog.getByRole("button", { name: "Save Search" }).click();
  await waitForToast(a, "Search Saved");
  await dialog.waitFor({ state: "hidden" });

  // The list: the search, its filters in words and its frequency.
  await a.getByRole("link", { name: "Saved searches" }).click();
  await a.waitForURL(/\/saved-searches$/);
  const card = a.getByTestId("saved-search").filter({ hasText: `Full-time ${word}` });
  await card.getByText("Instant alerts").waitFor();
  await card.getByText(`“${word}” · Full-Time`).waitFor();
  await a.getByText("1 of 20 saved searches").waitFor();
  await checkA11y(a, "/saved-searches");

  // Rename it.
  await card.getByRole("button", { name: `Edit Full-time ${word}` }).click();
  const edit = a.getByRole("dialog", { name: "Edit Saved Search" });
  await edit.getByLabel("Name").fill(`Organizing ${word}`);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await waitForToast(a, "Saved Search Updated");
  const renamed = a.getByTestId("saved-search").filter({ hasText: `Organizing ${word}` });
  await renamed.waitFor();

  // B posts a matching job and one of another type: one alert, live on A's bell.
  const match = await postJob(b, `Lead ${word} for Reno`, "FULL_TIME");
  await postJob(b, `Intern ${word}`, "INTERNSHIP");
  const unread = a.getByRole("link", { name: "Notifications, 1 unread" });
  await unread.waitFor({ timeout: 30_000 });
  await unread.click();
  await a.waitForURL(/\/notifications$/);
  const item = a.getByRole("link", { name: `1 new job for your saved search “Organizing ${word}”` });
  await item.waitFor();
  await item.click();
  await a.waitForURL(new RegExp(`/jobs/${match.databaseId}$`));
  await a.getByRole("heading", { name: `Lead ${word} for Reno`, level: 1 }).waitFor();

  // View Jobs opens the board with the search's filters; Delete removes it.
  await a.goto(server.url("/saved-searches"));
  await renamed.getByRole("link", { name: "View Jobs" }).click();
  await a.waitForURL((u) => u.pathname === "/jobs" && u.searchParams.get("q") === word && u.searchParams.get("type") === "FULL_TIME");
  await a.getByText(`Lead ${word} for Reno`).first().waitFor();
  await a.goto(server.url("/saved-searches"));
  await renamed.getByRole("button", { name: `Delete Organizing ${word}` }).click();
  await a.getByRole("alertdialog", { name: "Delete Saved Search" }).getByRole("button", { name: "Delete" }).click();
  await waitForToast(a, "Saved Search Deleted");
  await a.getByText("No saved searches yet").waitFor();
  await a.context().close();
  await b.context().close();
});

test("visitors are sent to log in; the list fits a phone", async () => {
  const v = await newPage(browser);
  await v.goto(server.url("/jobs?q=organizer"));
  await v.getByRole("link", { name: "Save this search" }).click();
  await v.waitForURL((u) => u.pathname === "/auth");
  await v.context().close();

  const p = await newPage(browser, { width: 375, height: 740 });
  await registerViaAPI(p, server, uniqueUser({ userType: "CANDIDATE" }));
  const res = await graphqlInPage(p, "mutation($i: CreateSavedSearchInput!) { createSavedSearch(input: $i) { savedSearch { id } errors { message } } }", {
    i: { name: "A rather long name for a saved search about field organizing jobs", frequency: "WEEKLY", filter: { search: "field organizer", location: "Des Moines, IA", workplace: "REMOTE" } },
  });
  assert.ok(res.data.createSavedSearch.savedSearch, JSON.stringify(res));
  await p.goto(server.url("/saved-searches"));
  await p.getByTestId("saved-search").getByText("Weekly alerts").waitFor();
  const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `/saved-searches scrolls sideways by ${overflow}px at 375px`);
  await checkA11y(p, "/saved-searches at 375 px");
  await p.context().close();
});
