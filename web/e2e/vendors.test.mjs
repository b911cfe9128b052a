// Browser journeys for the vendor directory and vendor profiles (issue 4):
// create and edit a vendor profile with a logo, browse /vendors with chips and
// filters (URL, reload, Back), open a profile as a visitor and as another user,
// "Vendor Not Found", a phone-sized screen, and axe-core on each screen.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  checkA11y,
  graphqlInPage,
  launchBrowser,
  newPage,
  pngFile,
  registerViaAPI,
  startServer,
  uniqueUser,
  waitForToast,
  waitForValue,
} from "./harness.mjs";

// ------------------------------------------------------------------ helpers

const CREATE_VENDOR = `mutation($input: CreateVendorInput!) {
  createVendorProfile(input: $input) { vendor { id databaseId owner { databaseId } } errors { field message } }
}`;

/** Registers a vendor user in a fresh page and creates their profile through the API. */
async function seedVendor(input) {
  const page = await newPage(browser);
  const user = await registerViaAPI(page, server, uniqueUser({ userType: "VENDOR" }));
  const res = await graphqlInPage(page, CREATE_VENDOR, { input });
  const vendor = res.data?.createVendorProfile?.vendor;
  if (!vendor) throw new Error(`seedVendor failed: ${JSON.stringify(res)}`);
  return { page, user, vendor };
}

const a11y = checkA11y;

/** The dialog (Chakra portals it to the end of body). */
const dialog = (page, name) => page.getByRole("dialog", { name });

function searchOf(page) {
  return new URL(page.url()).searchParams;
}

/** Waits until the directory shows exactly these cards, in this order. */
async function waitForCards(page, names, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await page.getByTestId("vendor-card").getByRole("heading").allInnerTexts();
    if (JSON.stringify(last) === JSON.stringify(names)) return;
    if (Date.now() > deadline) assert.deepEqual(last, names);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function waitForCount(page, text) {
  await page.getByTestId("vendor-count").filter({ hasText: text }).waitFor();
}

let server;
let browser;
// Directory fixtures: unique words keep the searches independent of other tests' vendors.
const tag = `zq${Date.now().toString(36)}`;
const fixtures = [
  {
    name: `Alpha ${tag} Strategies`,
    category: "CONSULTING",
    location: "Austin, TX",
    affiliation: "DEMOCRATIC",
    description: `Campaign strategy and message development ${tag}.`,
    services: ["Strategy", "Messaging"],
    recentWork: "Mayor of Austin, 2024",
  },
  {
    name: `Beta ${tag} Media`,
    category: "MEDIA",
    location: "Denver, CO",
    affiliation: "REPUBLICAN",
    description: `Television and digital advertising buys ${tag}.`,
    services: ["TV ads"],
  },
  {
    name: `Gamma ${tag} Research`,
    category: "DATA",
    location: "Austin, TX",
    affiliation: "NONPARTISAN",
    description: `Polling, focus groups and voter files ${tag}.`,
    services: [],
  },
];
let seeded = [];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  for (const f of fixtures) seeded.push(await seedVendor(f));
});

after(async () => {
  for (const s of seeded) await s.page.context().close();
  await browser?.close();
  await server?.stop();
});

// ------------------------------------------------------------------ journeys

describe("vendor journeys", () => {
  test("a vendor creates a vendor profile with a logo, then edits it, without a page reload", async () => {
    const page = await newPage(browser);
    const me = await registerViaAPI(page, server, uniqueUser({ userType: "VENDOR", firstName: "Vera", lastName: "Vendor" }));

    // From the directory, "Set Up Vendor Profile" leads to the dashboard's Vendor
    // Profile tab with the empty state (the whole journey is one page load).
    await page.goto(server.url("/vendors"));
    await waitForCount(page, /vendors? found/);
    await page.evaluate(() => (window.__noReload = true));
    await page.getByRole("link", { name: "Set Up Vendor Profile" }).click();
    await page.waitForURL((u) => u.pathname === "/profile" && u.searchParams.get("tab") === "vendor");
    await page.getByRole("tab", { name: "Vendor Profile", selected: true }).waitFor();
    await page.getByText("You have not created a vendor profile yet").waitFor();
    await a11y(page, "vendor dashboard (empty)");

    // Open the dialog from the left card; focus moves into it.
    await page.getByRole("button", { name: "Create Vendor Profile" }).first().click();
    const create = dialog(page, "Create Vendor Profile");
    await create.waitFor();
    assert.ok(await create.evaluate((d) => d.contains(document.activeElement)), "focus is inside the dialog");

    // Keyboard: Tab stays inside the dialog (focus trap), Escape closes it.
    for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
    assert.ok(await create.evaluate((d) => d.contains(document.activeElement)), "Tab cycles inside the dialog");
    await page.keyboard.press("Escape");
    await create.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Create Vendor Profile" }).first().click();
    await create.waitFor();
    await a11y(page, "create vendor profile dialog");

    // Client validation, verbatim.
    await create.getByRole("button", { name: "Create Profile" }).click();
    for (const msg of [
      "Company name is required",
      "Category is required",
      "Location is required",
      "Description must be at least 10 characters",
    ]) {
      await create.getByText(msg, { exact: true }).waitFor();
    }

    await create.getByLabel("Company name").fill("Vera Victory Media");
    await create.getByLabel("Category").selectOption("MEDIA");
    await create.getByLabel("Affiliation").selectOption("DEMOCRATIC");
    await create.getByLabel("Location").fill("Richmond, VA");
    await create.getByLabel("Description").fill("Digital and broadcast advertising for progressive campaigns.");
    await create.getByLabel("Services").fill("Broadcast TV\n\n  Digital video  \n\nDirect mail\n");
    await create.getByLabel("Recent work").fill("Governor's race 2025");
    await create.locator('input[type="file"]').setInputFiles(pngFile("logo.png"));
    await create.getByRole("img", { name: "Company logo preview" }).waitFor();
    await create.getByText("logo.png").waitFor();
    await create.getByRole("button", { name: "Create Profile" }).click();

    await waitForToast(page, "Success");
    await create.waitFor({ state: "hidden" });
    assert.equal(searchOf(page).get("tab"), "vendor");
    assert.equal(await page.evaluate(() => window.__noReload), true, "no full page reload");

    // The tab shows the new profile, logo (re-encoded, served from /uploads/) and services.
    const summary = page.getByTestId("vendor-summary");
    await summary.getByRole("heading", { name: "Vera Victory Media" }).waitFor();
    const logo = summary.getByRole("img", { name: "Vera Victory Media" });
    assert.match(await logo.getAttribute("src"), /^\/uploads\//);
    assert.ok(await logo.evaluate((img) => img.complete && img.naturalWidth > 0), "the logo loads");
    assert.deepEqual(await summary.getByRole("listitem").allInnerTexts(), ["Broadcast TV", "Digital video", "Direct mail"]);
    await summary.getByText("Media & Advertising").waitFor();
    await a11y(page, "vendor dashboard (profile)");

    // The left card's button now edits; the form starts from the saved values.
    await page.getByRole("button", { name: "Edit Vendor Profile" }).click();
    const edit = dialog(page, "Edit Vendor Profile");
    await edit.waitFor();
    assert.equal(await edit.getByLabel("Company name").inputValue(), "Vera Victory Media");
    assert.equal(await edit.getByLabel("Services").inputValue(), "Broadcast TV\nDigital video\nDirect mail");
    await edit.getByLabel("Company name").fill("Vera Victory Digital");
    await edit.getByLabel("Category").selectOption("TECHNOLOGY");
    await edit.getByLabel("Services").fill("Digital video\n\nSMS programs");
    await edit.getByLabel("Description").fill("short");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.getByText("Description must be at least 10 characters", { exact: true }).waitFor();
    await edit.getByLabel("Description").fill("Digital programs for progressive campaigns and causes.");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await waitForToast(page, "Success");
    await edit.waitFor({ state: "hidden" });
    await summary.getByRole("heading", { name: "Vera Victory Digital" }).waitFor();
    await summary.getByText("Campaign Technology").waitFor();
    assert.deepEqual(await summary.getByRole("listitem").allInnerTexts(), ["Digital video", "SMS programs"]);
    assert.match(await summary.getByRole("img", { name: "Vera Victory Digital" }).getAttribute("src"), /^\/uploads\//);
    assert.equal(await page.evaluate(() => window.__noReload), true, "no full page reload");

    // Remove the logo: initials take its place.
    await page.getByRole("button", { name: "Edit Vendor Profile" }).click();
    await edit.waitFor();
    await edit.getByRole("button", { name: /Remove/ }).click();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await waitForToast(page, "Success");
    await edit.waitFor({ state: "hidden" });
    await summary.getByText("VV", { exact: true }).waitFor();
    assert.equal(await summary.getByRole("img").count(), 0);

    // Overview: real numbers and the summary.
    await page.getByRole("tab", { name: "Overview" }).click();
    const tile = (label) => page.locator('[class*="stat"]').filter({ hasText: label }).first();
    await tile("Jobs Posted").getByText("0", { exact: true }).waitFor();
    await tile("Vendor Profile Views").getByText("0", { exact: true }).waitFor();
    await page.getByTestId("vendor-summary").getByRole("heading", { name: "Vera Victory Digital" }).waitFor();
    await a11y(page, "vendor overview");

    // The public page for the owner.
    await page.getByRole("link", { name: "View Public Profile" }).click();
    await page.getByRole("heading", { level: 1, name: "Vera Victory Digital" }).waitFor();
    const editLink = page.getByRole("link", { name: "Edit Your Vendor Profile" });
    assert.equal(await editLink.getAttribute("href"), "/profile?tab=vendor");
    assert.equal(await page.getByRole("link", { name: "Contact Vendor" }).count(), 0);

    // The directory visited before the profile existed now lists it (the save
    // marked the cached lists stale), still without a page reload.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Vendors" }).click();
    await page.getByTestId("vendor-card").filter({ hasText: "Vera Victory Digital" }).waitFor();
    await page.getByLabel("Search vendors").fill("Vera Victory");
    await waitForCards(page, ["Vera Victory Digital"]);
    assert.equal(await page.evaluate(() => window.__noReload), true, "no full page reload");
    assert.ok(me.databaseId > 0);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("browse /vendors with chips and filters: the URL follows, reload and Back keep them", async () => {
    const page = await newPage(browser);
    await page.goto(server.url("/vendors"));
    await page.getByRole("heading", { level: 1, name: "Vendor Directory" }).waitFor();
    await waitForCount(page, /vendors? found/);
    await a11y(page, "/vendors");

    // Search (debounced) narrows to the fixtures.
    await page.getByLabel("Search vendors").fill(tag);
    await page.waitForURL((u) => u.searchParams.get("q") === tag);
    await waitForCount(page, "3 vendors found");
    await waitForCards(page, fixtures.map((f) => f.name)); // Name A-Z

    // The Advertising chip shows Media vendors.
    await page.getByRole("button", { name: "Advertising" }).click();
    await page.waitForURL((u) => u.searchParams.get("category") === "Advertising");
    await waitForCount(page, "1 vendor found");
    await waitForCards(page, [fixtures[1].name]);
    assert.equal(await page.getByRole("button", { name: "Advertising" }).getAttribute("aria-pressed"), "true");
    assert.equal(await page.getByLabel("Category").inputValue(), "MEDIA");

    // Affiliation colours: Republican card has a red top border.
    const border = await page.getByTestId("vendor-card").first().evaluate((el) => getComputedStyle(el).borderTopColor);
    assert.match(border, /^rgb\((2[0-2]\d), (3\d|[0-9]{1,2}), (3\d|[0-9]{1,2})\)$/, `red border, got ${border}`);

    // Reload keeps the filters.
    await page.reload();
    await waitForCount(page, "1 vendor found");
    assert.equal(await page.getByLabel("Search vendors").inputValue(), tag);
    await waitForCards(page, [fixtures[1].name]);

    // Polling chip -> Data vendors; location and affiliation dropdowns; sort.
    await page.getByRole("button", { name: "All Vendors" }).click();
    await page.waitForURL((u) => !u.searchParams.has("category"));
    await waitForCount(page, "3 vendors found");
    await page.getByLabel("Location").selectOption("Austin, TX");
    await page.waitForURL((u) => u.searchParams.get("location") === "Austin, TX");
    await waitForCount(page, "2 vendors found");
    await waitForCards(page, [fixtures[0].name, fixtures[2].name]);
    await page.getByLabel("Affiliation").selectOption("NONPARTISAN");
    await page.waitForURL((u) => u.searchParams.get("affiliation") === "NONPARTISAN");
    await waitForCount(page, "1 vendor found");
    await waitForCards(page, [fixtures[2].name]);
    const noBorder = await page.getByTestId("vendor-card").first().evaluate((el) => getComputedStyle(el).borderTopWidth);
    assert.notEqual(noBorder, "4px", "Nonpartisan cards have no coloured top border");

    // Back returns to the previous filters.
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has("affiliation"));
    await waitForCount(page, "2 vendors found");
    await waitForValue(page.getByLabel("Affiliation"), "");

    await page.getByLabel("Sort by").selectOption("newest");
    await page.waitForURL((u) => u.searchParams.get("sort") === "newest");
    await waitForCount(page, "2 vendors found");
    await waitForCards(page, [fixtures[2].name, fixtures[0].name]);

    await page.getByRole("button", { name: "Polling" }).click();
    await page.waitForURL((u) => u.searchParams.get("category") === "Polling");
    await waitForCount(page, "1 vendor found");
    await waitForCards(page, [fixtures[2].name]);
    await a11y(page, "/vendors (filtered)");

    // A card opens its profile; Back comes back to the same filtered list.
    await page.getByRole("link", { name: /View Profile/ }).first().click();
    await page.getByRole("heading", { level: 1, name: fixtures[2].name }).waitFor();
    await page.goBack();
    await waitForCount(page, "1 vendor found");
    assert.equal(searchOf(page).get("category"), "Polling");
    assert.equal(searchOf(page).get("location"), "Austin, TX");

    // Nothing matches: the spec's empty text.
    await page.getByRole("button", { name: "Advertising" }).click();
    await waitForCount(page, "0 vendors found");
    await page.getByText("No vendors found in this category.").waitFor();

    // Reset Filters clears everything.
    await page.getByRole("button", { name: "Reset Filters" }).click();
    await page.waitForURL((u) => u.search === "");
    await waitForValue(page.getByLabel("Search vendors"), "");
    await waitForCount(page, /vendors? found/);

    // Visitors see no "Set Up Vendor Profile" link.
    assert.equal(await page.getByRole("link", { name: "Set Up Vendor Profile" }).count(), 0);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("the home teaser filters by chip and links to the directory with the chip", async () => {
    const page = await newPage(browser);
    await page.goto(server.url("/"));
    const section = page.locator("section#vendors");
    await section.getByRole("heading", { name: "Political Vendor Directory" }).waitFor();
    assert.ok((await section.getByTestId("vendor-card").count()) <= 3);
    await section.getByRole("button", { name: "Polling" }).click();
    await section.getByRole("button", { name: "Polling", pressed: true }).waitFor();
    await section.getByTestId("vendor-card").filter({ hasText: "Data & Analytics" }).first().waitFor();
    for (const cat of await section.getByTestId("vendor-card").allInnerTexts()) assert.match(cat, /Data & Analytics/);
    await section.getByRole("link", { name: "View All Vendors" }).click();
    await page.waitForURL((u) => u.pathname === "/vendors" && u.searchParams.get("category") === "Polling");
    await page.getByRole("button", { name: "Polling", pressed: true }).waitFor();
    await a11y(page, "/vendors from the teaser");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("vendor users see Set Up Vendor Profile on /vendors", async () => {
    const { page } = seeded[0];
    await page.goto(server.url("/vendors"));
    const link = page.getByRole("link", { name: "Set Up Vendor Profile" });
    await link.waitFor();
    assert.equal(await link.getAttribute("href"), "/profile?tab=vendor");
  });

  test("a profile as a visitor and as another signed-in user (whose view counts)", async () => {
    const { vendor, page: ownerPage } = seeded[0];
    const f = fixtures[0];

    const visitor = await newPage(browser);
    await visitor.goto(server.url(`/vendors/${vendor.databaseId}`));
    await visitor.getByRole("heading", { level: 1, name: f.name }).waitFor();
    for (const text of ["Political Consulting", "Democratic", "About", "Services Offered", "Recent Work", f.recentWork]) {
      await visitor.getByText(text, { exact: true }).first().waitFor();
    }
    await visitor.getByText(`Location: ${f.location}`).waitFor();
    await visitor.getByText(/^Joined /).waitFor();
    assert.deepEqual(await visitor.getByRole("region", { name: "Services Offered" }).getByRole("listitem").allInnerTexts(), f.services);
    const login = visitor.getByRole("link", { name: "Log in to Contact" });
    assert.equal(await login.getAttribute("href"), `/auth?mode=login&next=%2Fvendors%2F${vendor.databaseId}`);
    assert.equal(await visitor.getByRole("link", { name: "Contact Vendor" }).count(), 0);
    await a11y(visitor, "vendor profile (visitor)");
    await visitor.context().close();

    const other = await newPage(browser);
    await registerViaAPI(other, server, uniqueUser({ userType: "CAMPAIGN_STAFF" }));
    await other.goto(server.url(`/vendors/${vendor.databaseId}`));
    await other.getByRole("heading", { level: 1, name: f.name }).waitFor();
    const contact = other.getByRole("link", { name: "Contact Vendor" });
    assert.equal(await contact.getAttribute("href"), `/messages?to=${vendor.owner.databaseId}`);
    assert.equal(await other.getByRole("link", { name: "Edit Your Vendor Profile" }).count(), 0);
    await a11y(other, "vendor profile (signed in)");
    // Wait for the view to be recorded, then the owner sees it on the Overview.
    await other.waitForLoadState("networkidle");
    await other.context().close();

    await ownerPage.goto(server.url("/profile?tab=overview"));
    const tile = ownerPage.locator('[class*="stat"]').filter({ hasText: "Vendor Profile Views" }).first();
    await tile.getByText("1", { exact: true }).waitFor();
  });

  test("Vendor Not Found", async () => {
    const page = await newPage(browser);
    for (const path of ["/vendors/987654", "/vendors/not-a-number"]) {
      await page.goto(server.url(path));
      await page.getByRole("heading", { level: 1, name: "Vendor Not Found" }).waitFor();
      await page.getByRole("link", { name: "Browse Vendors" }).waitFor();
    }
    await a11y(page, "Vendor Not Found");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("phone-sized screens (375 px): directory, profile and the dialog fit", async () => {
    const page = await newPage(browser, { width: 375, height: 740 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    await page.goto(server.url(`/vendors?q=${tag}`));
    await waitForCount(page, "3 vendors found");
    assert.ok((await overflow()) <= 0, "no horizontal scrolling on /vendors");
    await a11y(page, "/vendors (375 px)");

    await page.goto(server.url(`/vendors/${seeded[1].vendor.databaseId}`));
    await page.getByRole("heading", { level: 1, name: fixtures[1].name }).waitFor();
    assert.ok((await overflow()) <= 0, "no horizontal scrolling on the profile");

    await registerViaAPI(page, server, uniqueUser({ userType: "VENDOR" }));
    await page.goto(server.url("/profile"));
    await page.getByRole("button", { name: "Create Vendor Profile" }).first().click();
    const create = dialog(page, "Create Vendor Profile");
    await create.waitFor();
    const box = await create.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375, `dialog fits: ${JSON.stringify(box)}`);
    await create.getByRole("button", { name: "Create Profile" }).scrollIntoViewIfNeeded();
    await create.getByRole("button", { name: "Create Profile" }).click();
    await create.getByText("Company name is required", { exact: true }).waitFor();
    await a11y(page, "vendor dialog (375 px)");
    await page.context().close();
  });
});
