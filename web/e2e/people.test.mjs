// Open to work (issue 27): a member says they are open to work on their dashboard
// (switch by keyboard, date, roles, places; a toast), their card shows it; a campaign
// finds them on /people with the role and state filters (empty state, count line,
// reset), opens their profile and "Message"; switched off, they leave the list.
// Vendors are sent home with the teams' toast, visitors to log in. Screens axe-clean
// at 375 px.
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

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A day `days` from today (UTC) as YYYY-MM-DD and as the profile words it. */
function dayFromToday(days) {
  const d = new Date(Date.now() + days * 86_400_000);
  const iso = d.toISOString().slice(0, 10);
  const year = d.getUTCFullYear() === new Date().getUTCFullYear() ? "" : `, ${d.getUTCFullYear()}`;
  return { iso, words: `Available from ${months[d.getUTCMonth()]} ${d.getUTCDate()}${year}` };
}

test("a member opens to work; a campaign finds them on /people by role and state", async () => {
  const phone = { width: 375, height: 812 };
  const member = await newPage(browser, phone);
  const campaign = await newPage(browser, phone);
  const memberUser = uniqueUser({ userType: "CAMPAIGN_STAFF", firstName: "Avery" });
  const me = await registerViaAPI(member, server, memberUser);
  await registerViaAPI(campaign, server, uniqueUser({ userType: "CANDIDATE" }));
  const name = `${memberUser.firstName} ${memberUser.lastName}`;
  const start = dayFromToday(10);

  // The member's dashboard: switch on by keyboard, choose the date, roles and places.
  await member.goto(server.url("/profile"));
  const section = member.getByTestId("open-to-work");
  const toggle = section.getByRole("checkbox", { name: "I am open to work" });
  await toggle.focus();
  await member.keyboard.press("Space");
  await section.getByLabel("Available from").waitFor();
  // Saving with nothing chosen: the client's field messages.
  await section.getByRole("button", { name: "Save" }).click();
  await section.getByText("Please choose at least one role.").waitFor();
  await section.getByLabel("Available from").fill(start.iso);
  await section.getByRole("checkbox", { name: "Field" }).check({ force: true });
  await section.getByRole("checkbox", { name: "Data" }).check({ force: true });
  await section.getByLabel(/Where \(states, or Remote\)/).selectOption(["CO", "REMOTE"]);
  await section.getByRole("button", { name: "Remove Remote" }).waitFor();
  await checkA11y(member, "/profile Open to work at 375 px");
  await section.getByRole("button", { name: "Save" }).click();
  await waitForToast(member, "Open to work saved");
  await member.getByTestId("profile-availability").filter({ hasText: start.words }).waitFor();

  // The campaign: /people, then the filters.
  await campaign.goto(server.url("/people"));
  await campaign.getByRole("heading", { name: "People Open to Work" }).waitFor();
  const card = campaign.getByTestId("person-card").filter({ hasText: name });
  await card.waitFor();
  await card.getByTestId("availability").filter({ hasText: start.words }).waitFor();
  await card.getByText("Colorado, Remote").waitFor();
  await checkA11y(campaign, "/people at 375 px");

  // Role and state filters (in the phone's drawer): Field in Colorado finds them,
  // New York does not; the count line and the empty state follow.
  await campaign.getByRole("button", { name: /^Filters \(/ }).click();
  const drawer = campaign.getByRole("dialog", { name: "Filters" });
  await drawer.getByLabel("Role").selectOption("FIELD");
  await drawer.getByLabel("State").selectOption("CO");
  await campaign.waitForURL(/role=FIELD/);
  await campaign.waitForURL(/state=CO/);
  await drawer.getByRole("button", { name: "Show results" }).click();
  await card.waitFor();
  await campaign.getByTestId("people-found").filter({ hasText: "1 person found" }).waitFor();
  await campaign.getByRole("button", { name: "Filters (2)" }).click();
  await drawer.getByLabel("State").selectOption("NY");
  await drawer.getByRole("button", { name: "Show results" }).click();
  await campaign.getByText("No one open to work matches these filters.").waitFor();
  await campaign.getByTestId("people-found").filter({ hasText: "0 people found" }).waitFor();
  await checkA11y(campaign, "/people empty at 375 px");

  // Availability: not available now; available by their date.
  await campaign.goto(server.url("/people?available=now&role=DATA"));
  await campaign.getByText("No one open to work matches these filters.").waitFor();
  assert.equal(await campaign.getByRole("button", { name: "Available now" }).getAttribute("aria-pressed"), "true");
  await campaign.goto(server.url(`/people?available=${start.iso}&state=remote`));
  await card.waitFor();

  // Their profile, then Message.
  await card.getByRole("link", { name, exact: true }).click();
  await campaign.waitForURL(new RegExp(`/people/${me.databaseId}$`));
  await campaign.getByRole("heading", { name, level: 1 }).waitFor();
  await campaign.getByRole("region", { name: "Open to work" }).getByText(start.words).waitFor();
  await checkA11y(campaign, "/people/{id} at 375 px");
  await campaign.getByRole("link", { name: "Message" }).click();
  await campaign.waitForURL(new RegExp(`/messages\\?to=${me.databaseId}$`));

  // Switched off: gone from /people; the owner keeps the values.
  await member.getByRole("checkbox", { name: "I am open to work" }).uncheck({ force: true });
  await member.getByTestId("open-to-work").getByRole("button", { name: "Save" }).click();
  await waitForToast(member, "Open to work saved");
  await campaign.goto(server.url("/people"));
  await campaign.getByText("No one open to work matches these filters.").waitFor();
  assert.deepEqual(member.errors, []);
  assert.deepEqual(campaign.errors, []);
});

test("vendors are sent home with a toast, visitors to log in", async () => {
  const vendor = await newPage(browser);
  await registerViaAPI(vendor, server, uniqueUser({ userType: "VENDOR" }));
  await vendor.goto(server.url("/people"));
  await waitForToast(vendor, "Access Restricted");
  await vendor.waitForURL(server.url("/"));
  assert.equal(await vendor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "People" }).count(), 0);

  const visitor = await newPage(browser);
  await visitor.goto(server.url("/people?role=FIELD"));
  await visitor.waitForURL(/\/auth\?/);
  assert.match(decodeURIComponent(visitor.url()), /\/people\?role=FIELD/);
});
