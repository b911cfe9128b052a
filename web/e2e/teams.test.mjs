// Browser journeys for teams (issue 12): create a team (with the empty-name
// message), add an admin and a member by search (with the no-selection message;
// issue 25: both are invited and answer on their dashboard, one declining first),
// change a role, the member leaves, transfer ownership, delete; a vendor visiting
// /teams; "Error Loading Team"; the dashboard's Connections; axe on each screen
// and the phone layout.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkA11y, launchBrowser, newPage, registerViaAPI, startServer, uniqueUser, waitForToast } from "./harness.mjs";

let server;
let browser;
const tag = `t${Date.now().toString(36)}`;
const people = {};

/** A signed-in page for a new user. */
async function signedIn(key, overrides, opts = {}) {
  const page = await newPage(browser, opts);
  const data = uniqueUser(overrides);
  const user = await registerViaAPI(page, server, data);
  people[key] = { page, data, user, name: `${data.firstName} ${data.lastName}` };
  return people[key];
}

const dialog = (page, name) => page.getByRole("dialog", { name });
const alertDialog = (page, name) => page.getByRole("alertdialog", { name });
const memberRow = (page, name) => page.getByRole("list", { name: "Team members" }).getByRole("listitem").filter({ hasText: name });

async function noHorizontalScroll(page, label) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `${label}: page is ${width}px wide at 375px`);
}

/** Adds a member through the Add Member dialog: search, pick, role, submit. The
 * people in these journeys share no team with the manager, so each is invited
 * (issue 25) and answers on their dashboard. */
async function invite(page, person, role) {
  await page.getByRole("button", { name: "Add Member" }).click();
  const d = dialog(page, "Add Member");
  await d.getByLabel(/Search by username/).fill(person.data.username.slice(0, 12));
  await d.getByRole("radio", { name: new RegExp(person.data.username) }).click();
  await d.getByLabel("Role").selectOption(role);
  await d.getByRole("button", { name: "Add Member" }).click();
  await waitForToast(page, "Invitation Sent");
  await d.waitFor({ state: "hidden" });
}

/** The invitee opens their dashboard and presses Accept or Decline on the
 * invitation to teamName. */
async function answerInvitation(person, teamName, answer) {
  const p = person.page;
  await p.goto(server.url("/profile"));
  const card = p.getByTestId("team-invitations");
  await card.getByRole("heading", { name: "Team Invitations" }).waitFor();
  await card.getByText(teamName, { exact: true }).waitFor();
  await checkA11y(p, "/profile with a team invitation");
  const button = card.getByRole("button", { name: `${answer} the invitation to ${teamName}` });
  await button.focus();
  await p.keyboard.press("Enter");
  if (answer === "Accept") {
    await waitForToast(p, "Joined Team");
    await p.waitForURL((u) => /^\/teams\/\d+$/.test(u.pathname));
    await p.getByRole("heading", { name: teamName, level: 1 }).waitFor();
  } else {
    await waitForToast(p, "Invitation Declined");
    await card.waitFor({ state: "detached" });
  }
}

/** invite, the invitee accepts, and the manager sees them in the team. */
async function addMember(page, person, role, teamName) {
  await invite(page, person, role);
  await answerInvitation(person, teamName, "Accept");
  await page.reload();
  await memberRow(page, person.name).getByText(role === "ADMIN" ? "Admin" : "Member", { exact: true }).waitFor();
}

let teamPath;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await signedIn("owner", { firstName: "Olive", lastName: `Owner${tag}` });
  await signedIn("admin", { firstName: "Ada", lastName: `Admin${tag}`, userType: "CAMPAIGN_STAFF" });
  await signedIn("member", { firstName: "Milo", lastName: `Member${tag}`, userType: "CAMPAIGN_STAFF" });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe("teams", () => {
  test("create a team, add an admin and a member by search, change a role", async () => {
    const { page } = people.owner;
    await page.goto(server.url("/teams"));
    await page.getByRole("heading", { name: "My Teams", level: 1 }).waitFor();
    await page.getByText("You are not in any team yet").waitFor();
    await checkA11y(page, "/teams (empty)");

    await page.getByRole("button", { name: "Create Team" }).click();
    const create = dialog(page, "Create Team");
    await create.getByRole("button", { name: "Create Team" }).click();
    await waitForToast(page, "Team Name Required");
    await create.getByText("Please enter a name for your team.").waitFor();
    assert.equal(await create.getByLabel(/Team name/).evaluate((el) => el === document.activeElement), true);
    await checkA11y(page, "Create Team dialog");
    await create.getByLabel(/Team name/).fill(`Field Team ${tag}`);
    await create.getByLabel("Description").fill("Doors, phones and volunteers.");
    await create.getByRole("button", { name: "Create Team" }).click();
    await waitForToast(page, "Team Created");
    await create.waitFor({ state: "hidden" });

    const card = page.getByRole("listitem").filter({ hasText: `Field Team ${tag}` });
    await card.getByText("Owner", { exact: true }).waitFor();
    await card.getByText("1 member").waitFor();
    await checkA11y(page, "/teams");
    await card.getByRole("link", { name: `Field Team ${tag}` }).click();
    await page.getByRole("heading", { name: `Field Team ${tag}`, level: 1 }).waitFor();
    teamPath = new URL(page.url()).pathname;
    assert.match(teamPath, /^\/teams\/\d+$/);
    await page.getByText("Team Details").waitFor();
    assert.equal(await page.getByRole("button", { name: "Leave Team" }).count(), 0, "the owner has no Leave Team");

    // Add Member without choosing anyone: the spec's message.
    await page.getByRole("button", { name: "Add Member" }).click();
    const add = dialog(page, "Add Member");
    await add.getByLabel(/Search by username/).fill("z");
    await add.getByText("Type at least 2 characters.").waitFor();
    await add.getByRole("button", { name: "Add Member" }).click();
    await waitForToast(page, "Member Required");
    await add.getByText("Please select a team member to add.").waitFor();
    await add.getByLabel(/Search by username/).fill(`nobody${tag}`);
    await add.getByText(/No users found matching/).waitFor();
    await checkA11y(page, "Add Member dialog");
    await add.getByRole("button", { name: "Cancel" }).click();
    await add.waitFor({ state: "hidden" });

    await addMember(page, people.admin, "ADMIN", `Field Team ${tag}`);
    // Milo declines the first invitation (he is not added), then accepts a second.
    await invite(page, people.member, "MEMBER");
    await answerInvitation(people.member, `Field Team ${tag}`, "Decline");
    await page.reload();
    await page.getByRole("heading", { name: "Members (2)" }).waitFor();
    await addMember(page, people.member, "MEMBER", `Field Team ${tag}`);
    await page.getByRole("heading", { name: "Members (3)" }).waitFor();
    // Members are not offered again.
    await page.getByRole("button", { name: "Add Member" }).click();
    await dialog(page, "Add Member").getByLabel(/Search by username/).fill(people.member.data.username);
    await dialog(page, "Add Member").getByText(/No users found matching/).waitFor();
    await page.keyboard.press("Escape");
    await dialog(page, "Add Member").waitFor({ state: "hidden" });

    // Change a role through the member's menu, by keyboard.
    const actions = page.getByRole("button", { name: `Actions for ${people.member.name}` });
    await actions.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Make admin" }).click();
    await waitForToast(page, "Role Updated");
    await memberRow(page, people.member.name).getByText("Admin", { exact: true }).waitFor();
    await actions.click();
    await page.getByRole("menuitem", { name: "Make member" }).click();
    await memberRow(page, people.member.name).getByText("Member", { exact: true }).waitFor();
    // No menu on the owner's own row; "Message" on the others.
    assert.equal(await page.getByRole("button", { name: `Actions for ${people.owner.name}` }).count(), 0);
    const message = page.getByRole("link", { name: `Message ${people.admin.name}` });
    assert.equal(await message.getAttribute("href"), `/messages?to=${people.admin.user.databaseId}`);
    await checkA11y(page, teamPath);
    assert.deepEqual(page.errors, []);
  });

  test("the member sees no management, then leaves", async () => {
    const { page } = people.member;
    await page.goto(server.url(teamPath));
    await page.getByRole("heading", { name: `Field Team ${tag}`, level: 1 }).waitFor();
    assert.equal(await page.getByRole("button", { name: "Add Member" }).count(), 0);
    assert.equal(await page.getByRole("button", { name: "Edit Team" }).count(), 0);
    assert.equal(await page.getByRole("button", { name: /^Actions for/ }).count(), 0);
    await page.getByRole("button", { name: "Leave Team" }).click();
    await alertDialog(page, "Leave Team").getByRole("button", { name: "Leave Team" }).click();
    await waitForToast(page, "Left Team");
    await page.waitForURL((u) => u.pathname === "/teams");
    await page.getByText("You are not in any team yet").waitFor();
    // Access is gone at once.
    await page.goto(server.url(teamPath));
    await page.getByText("Error Loading Team").waitFor();
    await page.getByText("Team not found").waitFor();
    await checkA11y(page, "Error Loading Team");
    await page.getByRole("link", { name: "Back to Teams" }).click();
    await page.waitForURL((u) => u.pathname === "/teams");
    assert.deepEqual(page.errors, []);
  });

  test("edit the team, transfer ownership, then the new owner deletes it", async () => {
    const { page } = people.owner;
    await page.goto(server.url(teamPath));
    await page.getByRole("button", { name: "Edit Team" }).click();
    const edit = dialog(page, "Edit Team");
    await edit.getByLabel(/Team name/).fill(`Renamed ${tag}`);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await waitForToast(page, "Team Updated");
    await page.getByRole("heading", { name: `Renamed ${tag}`, level: 1 }).waitFor();

    await page.getByRole("button", { name: `Actions for ${people.admin.name}` }).click();
    await page.getByRole("menuitem", { name: "Transfer ownership" }).click();
    const confirm = alertDialog(page, "Transfer Ownership");
    await checkA11y(page, "Transfer Ownership dialog");
    await confirm.getByRole("button", { name: "Transfer Ownership" }).click();
    await waitForToast(page, "Ownership Transferred");
    await memberRow(page, people.admin.name).getByText("Owner", { exact: true }).waitFor();
    await memberRow(page, people.owner.name).getByText("Admin", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Leave Team" }).waitFor();
    assert.equal(await page.getByRole("button", { name: `Actions for ${people.admin.name}` }).count(), 0, "nobody acts on the owner");

    const next = people.admin.page;
    await next.goto(server.url(teamPath));
    await next.getByRole("heading", { name: `Renamed ${tag}`, level: 1 }).waitFor();
    await next.getByRole("button", { name: "Delete Team" }).click();
    await alertDialog(next, "Delete Team").getByRole("button", { name: "Delete" }).click();
    await waitForToast(next, "Team Deleted");
    await next.waitForURL((u) => u.pathname === "/teams");
    await next.getByText("You are not in any team yet").waitFor();
    await page.goto(server.url(teamPath));
    await page.getByText("Error Loading Team").waitFor();
    assert.deepEqual(page.errors, []);
    assert.deepEqual(next.errors, []);
  });

  test("the dashboard counts Connections", async () => {
    // Owner creates a team with the member: one connection each.
    const { page } = people.owner;
    await page.goto(server.url("/teams"));
    await page.getByRole("button", { name: "Create Team" }).click();
    await dialog(page, "Create Team").getByLabel(/Team name/).fill(`Second ${tag}`);
    await dialog(page, "Create Team").getByRole("button", { name: "Create Team" }).click();
    await waitForToast(page, "Team Created");
    await page.getByRole("link", { name: `Second ${tag}` }).click();
    await addMember(page, people.member, "MEMBER", `Second ${tag}`);
    await page.goto(server.url("/profile"));
    const tile = page.locator("dl, div").filter({ has: page.getByText("Connections", { exact: true }) }).last();
    await tile.getByText("1", { exact: true }).waitFor();
  });

  test("a vendor visiting /teams is sent home with the spec's toast", async () => {
    const vendor = await signedIn("vendor", { userType: "VENDOR" });
    await vendor.page.goto(server.url("/teams"));
    const toast = await waitForToast(vendor.page, "Access Restricted");
    await toast.getByText("Vendor accounts do not have access to teams. This feature is only available for candidates and campaign staff.").waitFor();
    await vendor.page.waitForURL((u) => u.pathname === "/");
    await vendor.page.goto(server.url("/teams/1"));
    await vendor.page.waitForURL((u) => u.pathname === "/");
    assert.deepEqual(vendor.page.errors, []);
  });

  test("phone layout at 375 px", async () => {
    const phone = await newPage(browser, { width: 375, height: 740 });
    await registerViaAPI(phone, server, uniqueUser({ firstName: "Pat", lastName: `Phone${tag}` }));
    await phone.goto(server.url("/teams"));
    await phone.getByText("You are not in any team yet").waitFor();
    await noHorizontalScroll(phone, "/teams empty");
    await phone.getByRole("button", { name: "Create Team" }).click();
    await dialog(phone, "Create Team").getByLabel(/Team name/).fill(`A rather long team name for a phone ${tag}`);
    await dialog(phone, "Create Team").getByRole("button", { name: "Create Team" }).click();
    await waitForToast(phone, "Team Created");
    await noHorizontalScroll(phone, "/teams");
    await checkA11y(phone, "/teams at 375px");
    await phone.getByRole("link", { name: /A rather long team name/ }).click();
    await phone.getByRole("heading", { name: "Team Details" }).waitFor();
    await noHorizontalScroll(phone, "/teams/{id}");
    await checkA11y(phone, "/teams/{id} at 375px");
    await phone.getByRole("button", { name: "Add Member" }).click();
    await dialog(phone, "Add Member").getByLabel(/Search by username/).waitFor();
    await noHorizontalScroll(phone, "Add Member at 375px");
    assert.deepEqual(phone.errors, []);
  });
});
