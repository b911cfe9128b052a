// Browser journeys for accounts and the app shell (issue 2, section 7).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  checkA11y,
  launchBrowser,
  loginViaUI,
  newPage,
  pngFile,
  registerViaAPI,
  registerViaUI,
  startServer,
  uniqueUser,
  waitForToast,
} from "./harness.mjs";

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

async function navLinkNames(page, navName = "Main") {
  const nav = page.getByRole("navigation", { name: navName });
  await nav.getByRole("link", { name: "Home" }).waitFor();
  return nav.getByRole("link").allInnerTexts();
}

describe("accounts journeys", () => {
  test("register (after a validation error), log out, log in", async () => {
    const page = await newPage(browser);
    const user = uniqueUser({ firstName: "Jordan", lastName: "Rivera" });

    // Validation first: submit the empty Sign Up form.
    await page.goto(server.url("/auth?mode=register"));
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByRole("button", { name: "Create Account" }).click();
    for (const msg of [
      "Username is required",
      "Invalid email address",
      "Password must be at least 6 characters",
      "Please confirm your password",
      "First name is required",
      "Last name is required",
      "You must agree to the terms and conditions",
    ]) {
      await form.getByText(msg, { exact: true }).waitFor();
    }
    await form.getByLabel(/^Password/).fill("abcdef");
    await form.getByLabel("Confirm password").fill("abcdeg");
    await form.getByText("Passwords do not match", { exact: true }).waitFor();
    await checkA11y(page, "/auth?mode=register with errors");

    await registerViaUI(page, server, user);
    await waitForToast(page, "Welcome to Canvass, Jordan!");
    await page.waitForURL(server.url("/"));
    const account = page.getByRole("button", { name: "Account menu for Jordan Rivera" });
    await account.waitFor();
    assert.equal(await page.getByRole("link", { name: "Log In" }).count(), 0);
    assert.deepEqual(await navLinkNames(page), ["Home", "Jobs", "People", "Vendors", "Resources", "News", "Messages", "Teams"]);
    await page.getByRole("link", { name: "View Your Dashboard" }).waitFor();

    // Log out from the avatar menu.
    await account.click();
    await page.getByRole("menuitem", { name: "Profile" }).waitFor();
    await checkA11y(page, "avatar menu");
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await waitForToast(page, "Logout successful");
    await page.getByRole("link", { name: "Log In" }).first().waitFor();
    await page.getByRole("link", { name: "Create Your Free Account" }).waitFor();

    // Wrong password, then the right one.
    await page.goto(server.url("/auth?mode=login"));
    const login = page.getByRole("form", { name: "Log in" });
    await login.getByRole("button", { name: "Log In" }).click();
    await login.getByText("Username is required", { exact: true }).waitFor();
    await login.getByText("Password is required", { exact: true }).waitFor();
    await login.getByLabel("Username").fill(user.username);
    await login.getByLabel("Password").fill("wrong-password");
    await login.getByRole("button", { name: "Log In" }).click();
    await waitForToast(page, "Login failed");

    await loginViaUI(page, server, user.username, user.password);
    await waitForToast(page, "Welcome back, Jordan!");
    await page.waitForURL(server.url("/"));
    await page.getByRole("button", { name: "Account menu for Jordan Rivera" }).waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("edit profile with an avatar upload", async () => {
    const page = await newPage(browser);
    const user = uniqueUser({ firstName: "Casey", lastName: "Nguyen" });
    await registerViaAPI(page, server, user);
    await page.goto(server.url("/profile"));
    await page.getByRole("heading", { name: "Casey Nguyen" }).waitFor();
    await page.getByText("No bio provided. Edit your profile to add one.").waitFor();
    assert.ok((await page.getByText("Not specified").count()) >= 3);
    await checkA11y(page, "/profile");

    await page.getByRole("button", { name: "Edit Profile" }).click();
    const form = page.getByRole("form", { name: "Edit profile" });
    await form.getByLabel("First name").fill("");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.getByText("First name is required", { exact: true }).waitFor();
    await form.getByLabel("First name").fill("Casey");
    await form.getByLabel("Location").fill("Des Moines, IA");
    await form.getByLabel("Bio").fill("Field organizer with three cycles of experience.");
    await form.getByLabel("Current position").fill("Field Director");
    await form.getByLabel("Skills").fill("Canvassing, VAN, volunteer recruitment");
    await form.getByLabel("Social links").fill("https://example.org/casey\n\nhttps://example.org/casey2");
    await form.getByLabel("Profile image").setInputFiles(pngFile("avatar.png", 8));
    await form.getByText("avatar.png").waitFor();
    await checkA11y(page, "/profile edit form");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await waitForToast(page, "Profile updated");

    // Edit mode closes and the card shows the new data without a reload.
    await page.getByRole("button", { name: "Edit Profile" }).waitFor();
    await page.getByText("Field organizer with three cycles of experience.").waitFor();
    await page.getByText("Des Moines, IA").waitFor();
    await page.getByText("Field Director").waitFor();
    const img = page.getByRole("img", { name: "Casey Nguyen's profile picture" });
    await img.waitFor();
    assert.match(await img.getAttribute("src"), /^\/uploads\//);

    // Still there after a reload (saved on the server).
    await page.reload();
    await page.getByText("Field organizer with three cycles of experience.").waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("vendors and non-vendors see different navigation", async () => {
    const vendorPage = await newPage(browser);
    const vendor = uniqueUser({ userType: "VENDOR", firstName: "Vera", lastName: "Vendor" });
    await registerViaAPI(vendorPage, server, vendor);
    await vendorPage.context().clearCookies();
    await loginViaUI(vendorPage, server, vendor.username, vendor.password);
    await vendorPage.waitForURL(server.url("/profile?tab=vendor"));
    assert.deepEqual(await navLinkNames(vendorPage), ["Home", "Vendors"]);
    await vendorPage.getByRole("tab", { name: "Vendor Profile" }).waitFor();
    assert.equal(await vendorPage.getByRole("tab", { name: "Jobs" }).count(), 0);
    await vendorPage.getByRole("button", { name: "Account menu for Vera Vendor" }).click();
    await vendorPage.getByRole("menuitem", { name: "Profile" }).waitFor();
    assert.equal(await vendorPage.getByRole("menuitem", { name: "Messages" }).count(), 0);
    assert.equal(await vendorPage.getByRole("menuitem", { name: "Teams" }).count(), 0);
    await vendorPage.keyboard.press("Escape");
    await vendorPage.getByRole("menu").waitFor({ state: "hidden" });
    await checkA11y(vendorPage, "/profile?tab=vendor");

    const staffPage = await newPage(browser);
    const staff = uniqueUser({ userType: "CAMPAIGN_STAFF", firstName: "Sam", lastName: "Staff" });
    await registerViaAPI(staffPage, server, staff);
    await staffPage.goto(server.url("/profile"));
    await staffPage.getByText("Campaign Staff / Volunteer").first().waitFor();
    assert.deepEqual(await navLinkNames(staffPage), ["Home", "Jobs", "People", "Vendors", "Resources", "News", "Messages", "Teams"]);
    for (const tab of ["Overview", "Jobs", "Saved Jobs", "Messages", "Resources"]) await staffPage.getByRole("tab", { name: tab, exact: true }).waitFor();

    const visitor = await newPage(browser);
    await visitor.goto(server.url("/about"));
    assert.deepEqual(await navLinkNames(visitor), ["Home", "Jobs", "Vendors", "Resources", "News"]);
    // Current item: Home only on "/", others by prefix.
    const current = visitor.locator('nav[aria-label="Main"] [aria-current="page"]');
    assert.equal(await current.count(), 0);
    await visitor.goto(server.url("/"));
    assert.equal(await current.innerText(), "Home");
    for (const p of [vendorPage, staffPage, visitor]) {
      assert.deepEqual(p.errors, []);
      await p.context().close();
    }
  });

  test("mobile menu at 375px", async () => {
    const page = await newPage(browser, { width: 375, height: 740 });
    await page.goto(server.url("/"));
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.waitFor();
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    assert.equal(await page.getByRole("navigation", { name: "Main" }).isVisible(), false);
    assert.equal(await page.getByRole("navigation", { name: "Mobile" }).isVisible(), false);
    await toggle.click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await mobileNav.waitFor();
    assert.equal(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"), "true");
    await checkA11y(page, "/ at 375px with the menu open");
    await mobileNav.getByRole("link", { name: "Sign Up" }).click();
    await page.waitForURL(server.url("/auth?mode=register"));
    await page.getByRole("button", { name: "Open menu" }).waitFor();
    assert.equal(await mobileNav.isVisible(), false);
    // Nothing overflows horizontally.
    for (const path of ["/", "/auth?mode=register", "/about", "/contact"]) {
      await page.goto(server.url(path));
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${path} overflows by ${overflow}px at 375px`);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("protected route redirects visitors to /auth", async () => {
    const page = await newPage(browser);
    await page.goto(server.url("/profile"));
    await page.waitForURL((u) => u.pathname === "/auth");
    await page.getByRole("form", { name: "Log in" }).waitFor();
    await checkA11y(page, "/auth");
    await page.context().close();
  });

  test("unknown paths show the 404 page", async () => {
    const page = await newPage(browser);
    const res = await page.goto(server.url("/no-such-page/at-all"));
    assert.equal(res.status(), 404);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await checkA11y(page, "404");
    await page.context().close();
  });

  test("static pages and the contact form", async () => {
    const page = await newPage(browser);
    await page.goto(server.url("/about"));
    await page.getByRole("heading", { name: "About Canvass" }).waitFor();
    for (const id of ["for-candidates", "for-staff", "for-vendors", "pricing"]) {
      assert.equal(await page.locator(`#${id}`).count(), 1, `anchor #${id}`);
    }
    await page.getByText("thousands", { exact: false }).first().waitFor();
    await checkA11y(page, "/about");
    await page.goto(server.url("/privacy"));
    await page.getByText("April 10, 2025").waitFor();
    await page.getByText("at least 16 years old").waitFor();
    await page.goto(server.url("/terms"));
    await page.getByText("March 27, 2025").waitFor();
    await page.getByText("State of Delaware").waitFor();
    await page.goto(server.url("/contact"));
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Email").fill("nope");
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByText("Please enter a valid email address").waitFor();
    await checkA11y(page, "/contact with errors");
    await form.getByLabel("Name").fill("Pat Doe");
    await form.getByLabel("Email").fill("pat@example.org");
    await form.getByLabel("Subject").fill("Partnership");
    await form.getByLabel("Message").fill("We would like to talk about a partnership.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByRole("button", { name: "Sending..." }).waitFor();
    await waitForToast(page, "Message sent");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
