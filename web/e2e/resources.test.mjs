// Browser journeys for the resource centre (issue 9): write a resource with an image
// and Markdown (validation and Preview first), find it by search and chip, read it
// on a phone, save it, see it on the dashboard, edit it (image removal note), delete
// it through the dialog; the visitor's, vendor's and non-author's views; the footer's
// ?category=guides|faqs; the tool pages; the home teaser. Axe on every screen, on
// SQLite and (when CANVASS_TEST_DATABASE_URL is set) PostgreSQL.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, test } from "node:test";
import { inflateSync } from "node:zlib";
import {
  checkA11y,
  engines,
  graphqlInPage,
  launchBrowser,
  loginViaAPI,
  newPage,
  registerViaAPI,
  startServer,
  uniqueUser,
  waitForToast,
  waitForValue,
} from "./harness.mjs";

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const PNG_8x8 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4o6SEFTEMLQkAvM5EAT6yk8sAAAAASUVORK5CYII=",
  "base64",
);

const tag = () => Math.random().toString(36).slice(2, 8);

// The machine is shared: give each step more time than the harness's 10 s default.
async function newPageSlow(opts) {
  const p = await newPage(browser, opts);
  p.setDefaultTimeout(20_000);
  return p;
}

function assertNoPageErrors(page) {
  assert.deepEqual(page.errors.map(String), [], "uncaught page errors");
}

// Clicks "Download PDF" and checks the download: its file name, a PDF, and
// texts in its pages (the content streams, inflated).
async function assertPdfDownload(page, filename, texts) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  assert.equal(download.suggestedFilename(), filename);
  const pdf = await readFile(await download.path());
  assert.equal(pdf.subarray(0, 5).toString("latin1"), "%PDF-", `${filename} is a PDF`);
  const raw = pdf.toString("latin1");
  let pages = "";
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    try {
      pages += inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      // not a Flate stream
    }
  }
  for (const t of texts) assert.ok(pages.includes(`(${t})`), `${filename} shows ${t}`);
}

async function horizontalOverflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function signedInPage(srv, userType = "CANDIDATE", opts = {}) {
  const page = await newPageSlow(opts);
  const user = uniqueUser({ userType });
  const created = await registerViaAPI(page, srv, user);
  return { page, user: { ...user, ...created } };
}

async function createResourceViaAPI(page, input) {
  const res = await graphqlInPage(
    page,
    `mutation($input: CreateResourceInput!) { createResource(input: $input) { resource { id databaseId } errors { field message } } }`,
    {
      input: {
        description: "A resource written by the browser journeys.",
        category: "STRATEGY",
        content: "## Plan\n\nA plan long enough to pass the minimum.",
        ...input,
      },
    },
  );
  const r = res.data?.createResource?.resource;
  if (!r) throw new Error(`createResource failed: ${JSON.stringify(res)}`);
  return r;
}

const CONTENT = [
  "## Before the weekend",
  "",
  "Confirm **every** shift by phone. Read the [state guide](https://example.org/guide).",
  "",
  "- Cut turf",
  "- Print walk lists",
  "- Pack staging kits",
  "",
  "> Knock every door twice.",
  "",
  "| Shift | Doors | Calls | Texts | Volunteers | Staging location |",
  "|---|---|---|---|---|---|",
  "| Saturday morning | 400 | 250 | 1200 | 24 | Union hall on Main Street |",
  "",
  "<script>window.pwned = 1</script>[bad](javascript:alert(1))",
].join("\n");

for (const engine of engines()) {
  describe(`resource centre (${engine})`, () => {
    let srv;
    before(async () => {
      srv = await startServer({ demo: true, engine });
    });
    after(async () => {
      await srv?.stop();
    });

    test("a candidate writes, finds, reads on a phone, saves, edits and deletes a resource", async () => {
      const { page } = await signedInPage(srv, "CANDIDATE");
      const title = `Running a GOTV Weekend ${tag()}`;
      const word = title.split(" ").pop();

      // Create Resource from the resource centre; the client checks first.
      await page.goto(srv.url("/resources"));
      await page.getByRole("heading", { level: 1, name: "Resource Center" }).waitFor();
      await checkA11y(page, "/resources");
      await page.getByRole("link", { name: "Create Resource" }).click();
      const form = page.getByRole("form", { name: "Create resource" });
      await form.getByRole("button", { name: "Create Resource" }).click();
      for (const msg of [
        "Title must be at least 5 characters",
        "Description must be at least 10 characters",
        "Category is required",
        "Content must be at least 20 characters",
      ]) {
        await form.getByText(msg).waitFor();
      }
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("name")), "title");
      await checkA11y(page, "/resources/create with errors");

      await form.getByLabel(/^Title/).fill(title);
      await form.getByLabel(/^Description/).fill("Shifts, turf and a plan to vote for every supporter.");
      await form.getByLabel(/^Category/).selectOption("GOTV");
      await form.getByLabel(/^Content/).fill(CONTENT);
      await form.getByRole("tab", { name: "Preview" }).click();
      const preview = form.getByLabel("Rendered preview");
      await preview.getByRole("heading", { name: "Before the weekend" }).waitFor();
      assert.equal(await preview.locator("script").count(), 0);
      assert.ok(!(await preview.innerHTML()).includes("javascript:"), "javascript: link in the preview");
      await checkA11y(page, "/resources/create preview");
      await form.getByRole("tab", { name: "Write" }).click();
      await form.getByLabel("Featured image").setInputFiles({ name: "weekend.png", mimeType: "image/png", buffer: PNG_8x8 });
      await form.getByText("weekend.png").waitFor();
      await form.getByRole("button", { name: "Create Resource" }).click();
      await waitForToast(page, "Success");
      await page.waitForURL(srv.url("/resources"));

      // Find it by search, then by chip (keyboard), all in the URL.
      const search = page.getByLabel("Search resources");
      await search.fill(word);
      await page.waitForURL((u) => u.search.includes(`q=${word}`));
      const card = page.getByTestId("resource-card").filter({ hasText: title });
      await card.waitFor();
      await page.getByText("1 resource(s) found").waitFor();
      const gotv = page.getByRole("button", { name: "GOTV", exact: true });
      await gotv.focus();
      await page.keyboard.press("Space");
      await page.waitForURL((u) => u.search.includes("category=GOTV"));
      await page.getByRole("button", { name: "GOTV", exact: true, pressed: true }).waitFor();
      await card.waitFor();
      await page.getByRole("button", { name: "Strategy", exact: true }).click();
      await page.waitForURL((u) => u.search.includes("category=STRATEGY"));
      await page.getByText("No resources found matching your criteria.").waitFor();
      await waitForValue(page.getByLabel("Category", { exact: true }), "STRATEGY");
      await page.getByRole("button", { name: "Reset" }).click();
      await page.waitForURL(srv.url("/resources"));
      await waitForValue(search, "");
      // The refetch has finished (the list is dimmed while it runs).
      await page.getByTestId("resource-card").first().waitFor();
      await page.locator('[aria-busy="true"]').waitFor({ state: "detached" });
      await checkA11y(page, "/resources after filtering");
      // The card: badge, read time, author.
      await page.goto(srv.url(`/resources?q=${word}`));
      await card.waitFor();
      assert.equal(await card.getByTestId("resource-category").textContent(), "GOTV");
      assert.match(await card.getByTestId("resource-read-time").textContent(), /^\d+ min read$/);
      const href = await card.getByRole("link", { name: title, exact: true }).getAttribute("href");
      const id = Number(href.split("/").pop());
      assert.ok(id > 0, href);

      // Read it on a phone: rendered Markdown, nothing unsafe, no sideways scrolling.
      const phone = await newPageSlow({ width: 375, height: 740 });
      await phone.context().addCookies(await page.context().cookies());
      await phone.goto(srv.url(href));
      await phone.getByRole("heading", { level: 1, name: title }).waitFor();
      const body = phone.getByTestId("resource-body");
      // "##" is an h3: the server moves headings one level down (the title is the h1).
      await body.getByRole("heading", { level: 3, name: "Before the weekend" }).waitFor();
      assert.equal(await body.locator("li").count(), 3);
      assert.equal(await body.locator("table").count(), 1);
      assert.equal(await body.locator("script").count(), 0);
      assert.equal(await body.getByRole("link", { name: "state guide" }).getAttribute("rel"), "nofollow ugc noopener");
      assert.equal(await phone.evaluate(() => window.pwned), undefined);
      assert.ok((await horizontalOverflow(phone)) <= 0, "the resource page scrolls sideways at 375 px");
      await phone.locator('article img[src^="/uploads/"]').waitFor(); // the uploaded image, re-encoded
      await checkA11y(phone, "/resources/{id} at 375px");
      // Save it (Saved, pressed), with the keyboard.
      const save = phone.getByRole("button", { name: "Save" });
      await save.focus();
      await phone.keyboard.press("Enter");
      await phone.getByRole("button", { name: "Saved" }).waitFor();
      assert.equal(await phone.getByRole("button", { name: "Saved" }).getAttribute("aria-pressed"), "true");
      assertNoPageErrors(phone);
      await phone.context().close();

      // The dashboard: Resources Saved counts it; the Resources tab lists it twice (own, saved).
      await page.goto(srv.url("/profile"));
      const tile = page.getByText("Resources Saved").locator("..");
      await tile.getByText("1", { exact: true }).waitFor();
      await page.getByRole("tab", { name: "Resources" }).click();
      await page.waitForURL((u) => u.search.includes("tab=resources"));
      await page.getByRole("heading", { name: "My Resources (1)" }).waitFor();
      await page.getByRole("heading", { name: "Saved Resources (1)" }).waitFor();
      assert.equal(await page.getByTestId("resource-card").filter({ hasText: title }).count(), 2);
      await checkA11y(page, "/profile?tab=resources");

      // Edit: the removal note is shown, and true.
      await page.goto(srv.url(`/resources/edit/${id}`));
      const edit = page.getByRole("form", { name: "Edit resource" });
      await edit.getByText("Current image will be removed if no new image is selected.").waitFor();
      await page.getByTestId("current-image").waitFor();
      await checkA11y(page, "/resources/edit");
      await edit.getByLabel(/^Title/).fill(`${title} (updated)`);
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await waitForToast(page, "Success");
      await page.waitForURL(srv.url("/resources"));
      const after = await graphqlInPage(page, `query($id: Int!) { resource(databaseId: $id) { title imageUrl } }`, { id });
      assert.deepEqual(after.data.resource, { title: `${title} (updated)`, imageUrl: null });

      // Delete through the dialog: Escape cancels (focus back on Delete), Delete deletes.
      await page.goto(srv.url(`/resources?q=${word}`));
      const del = page.getByRole("button", { name: `Delete ${title} (updated)` });
      await del.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("alertdialog", { name: "Delete Resource" });
      await dialog.getByText("Are you sure you want to delete this resource? This action cannot be undone.").waitFor();
      await checkA11y(page, "delete dialog");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), `Delete ${title} (updated)`);
      await del.click();
      await dialog.getByRole("button", { name: "Delete", exact: true }).click();
      await waitForToast(page, "Success");
      await page.getByTestId("resource-card").filter({ hasText: title }).waitFor({ state: "detached" });
      await page.goto(srv.url(`/resources/${id}`));
      await page.getByRole("heading", { level: 1, name: "Resource Not Found" }).waitFor();
      assertNoPageErrors(page);
      await page.context().close();
    });

    test("visitors, vendors and other members see what they may do", async () => {
      const author = await signedInPage(srv, "CAMPAIGN_STAFF");
      const title = `Volunteer Recruitment ${tag()}`;
      const r = await createResourceViaAPI(author.page, { title });
      await author.page.context().close();

      // A visitor reads, but cannot save or create.
      const visitor = await newPageSlow();
      await visitor.goto(srv.url(`/resources/${r.databaseId}`));
      await visitor.getByRole("heading", { level: 1, name: title }).waitFor();
      assert.equal(await visitor.getByRole("button", { name: "Save" }).count(), 0);
      await visitor.getByRole("link", { name: "Log in", exact: true }).waitFor();
      await checkA11y(visitor, "/resources/{id} visitor");
      await visitor.goto(srv.url("/resources"));
      await visitor.getByRole("heading", { level: 1, name: "Resource Center" }).waitFor();
      assert.equal(await visitor.getByRole("link", { name: "Create Resource" }).count(), 0);
      await visitor.goto(srv.url("/resources/create"));
      await visitor.getByText("You need to log in to create resources.").waitFor();
      await checkA11y(visitor, "/resources/create visitor");
      await visitor.goto(srv.url("/resources/999999"));
      await visitor.getByRole("heading", { level: 1, name: "Resource Not Found" }).waitFor();
      assertNoPageErrors(visitor);
      await visitor.context().close();

      // A vendor reads, but cannot create.
      const vendor = await newPageSlow();
      await loginViaAPI(vendor, srv, "vendor1");
      await vendor.goto(srv.url("/resources"));
      await vendor.getByRole("heading", { level: 1, name: "Resource Center" }).waitFor();
      assert.equal(await vendor.getByRole("link", { name: "Create Resource" }).count(), 0);
      await vendor.goto(srv.url("/resources/create"));
      await vendor.getByText("Vendor accounts cannot create resources. This feature is only available to candidates and campaign staff.").waitFor();
      await checkA11y(vendor, "/resources/create vendor");
      assertNoPageErrors(vendor);
      await vendor.context().close();

      // Another member: no Edit or Delete, and the edit page says no.
      const other = await signedInPage(srv, "CANDIDATE");
      await other.page.goto(srv.url(`/resources?q=${title.split(" ").pop()}`));
      const card = other.page.getByTestId("resource-card").filter({ hasText: title });
      await card.waitFor();
      assert.equal(await card.getByRole("link", { name: /^Edit/ }).count(), 0);
      assert.equal(await card.getByRole("button", { name: /^Delete/ }).count(), 0);
      await other.page.goto(srv.url(`/resources/edit/${r.databaseId}`));
      await other.page.getByText("You don't have permission to edit this resource.").waitFor();
      await checkA11y(other.page, "/resources/edit non-author");
      assertNoPageErrors(other.page);
      await other.page.context().close();
    });

    test("the footer's guides and faqs, the tabs and the four tool pages", async () => {
      const page = await newPageSlow();
      await page.goto(srv.url("/resources?category=guides"));
      assert.equal(await page.getByRole("tab", { name: "Articles & Guides" }).getAttribute("aria-selected"), "true");
      await page.getByTestId("resource-card").first().waitFor();
      await page.goto(srv.url("/resources?category=faqs"));
      await page.getByRole("heading", { name: "Frequently Asked Questions" }).waitFor();
      assert.equal(await page.getByRole("tab", { name: "FAQs" }).getAttribute("aria-selected"), "true");
      await checkA11y(page, "/resources?category=faqs");

      await page.getByRole("tab", { name: "Tools & Templates" }).click();
      await page.waitForURL((u) => u.search === "?tab=tools");
      await page.getByTestId("tool-card").first().waitFor();
      assert.equal(await page.getByTestId("tool-card").count(), 4);
      await checkA11y(page, "tools tab");
      await page.getByRole("tab", { name: "Video Resources" }).click();
      await page.getByTestId("video-card").first().waitFor();
      assert.equal(await page.getByTestId("video-card").count(), 4);
      await checkA11y(page, "videos tab");

      // Campaign plan: "Download PDF" downloads the server's PDF (issue 25);
      // "Print" prints the page (the print stylesheet hides the site chrome).
      await page.goto(srv.url("/resources/campaign-plan-template"));
      await page.getByRole("heading", { level: 1, name: "Campaign Plan Template" }).waitFor();
      await assertPdfDownload(page, "canvass-campaign-plan-template.pdf", ["Campaign Plan Template", "1. Campaign Overview", "9. Team"]);
      await page.evaluate(() => {
        window.__printed = 0;
        window.print = () => (window.__printed += 1);
      });
      await page.getByRole("button", { name: "Print" }).click();
      assert.equal(await page.evaluate(() => window.__printed), 1);
      await page.emulateMedia({ media: "print" });
      assert.equal(await page.locator("header").first().isVisible(), false);
      assert.equal(await page.getByRole("link", { name: "Download PDF" }).isVisible(), false);
      await page.emulateMedia({ media: "screen" });
      await checkA11y(page, "campaign plan");

      // GOTV checklist: ticks survive a reload.
      await page.goto(srv.url("/resources/gotv-checklist"));
      const item = page.getByRole("checkbox", { name: "Knock every GOTV door at least once" });
      await item.check();
      await page.getByText(/^1 of \d+ tasks done$/).waitFor();
      await page.reload();
      assert.equal(await page.getByRole("checkbox", { name: "Knock every GOTV door at least once" }).isChecked(), true);
      await checkA11y(page, "gotv checklist");
      await assertPdfDownload(page, "canvass-gotv-checklist.pdf", ["GOTV Checklist", "Election day"]);

      // Video training: 3 videos, opening in a new tab.
      await page.goto(srv.url("/resources/video-training"));
      await page.getByTestId("video-card").first().waitFor();
      assert.equal(await page.getByTestId("video-card").count(), 3);
      for (const link of await page.getByRole("link", { name: /^Watch video/ }).all()) {
        assert.equal(await link.getAttribute("target"), "_blank");
        assert.match(await link.getAttribute("rel"), /noopener/);
      }
      await checkA11y(page, "video training");

      // Election calendar: upcoming dates (after today) and the .ics download.
      await page.goto(srv.url("/resources/election-calendar"));
      await page.getByRole("heading", { name: "2028 Presidential General Election" }).waitFor();
      for (const t of await page.locator("time[datetime]").evaluateAll((els) => els.map((e) => e.getAttribute("datetime")))) {
        assert.ok(t >= new Date().toISOString().slice(0, 10), `past date ${t}`);
      }
      const ics = await page.getByRole("link", { name: "Download calendar (.ics)" }).getAttribute("href");
      const res = await fetch(srv.url(ics));
      assert.equal(res.status, 200);
      assert.match(await res.text(), /SUMMARY:2028 Presidential General Election/);
      await checkA11y(page, "election calendar");
      assertNoPageErrors(page);
      await page.context().close();
    });

    test("the home teaser shows 2 resources with authors and the four quick links", async () => {
      const page = await newPageSlow({ width: 375, height: 740 });
      await page.goto(srv.url("/"));
      await page.locator("#resources").scrollIntoViewIfNeeded();
      const section = page.getByRole("region", { name: "Resource Center" });
      await section.getByTestId("resource-card").first().waitFor();
      assert.equal(await section.getByTestId("resource-card").count(), 2);
      assert.equal(await section.getByTestId("resource-author").count(), 2);
      for (const [name, to] of [
        ["Download PDF", "/resources/campaign-plan-template"],
        ["View Checklist", "/resources/gotv-checklist"],
        ["Watch Videos", "/resources/video-training"],
        ["View Calendar", "/resources/election-calendar"],
        ["View All Resources", "/resources"],
      ]) {
        assert.equal(await section.getByRole("link", { name }).getAttribute("href"), to);
      }
      assert.ok((await horizontalOverflow(page)) <= 0, "home scrolls sideways at 375 px");
      await checkA11y(page, "home with the resources teaser");
      assertNoPageErrors(page);
      await page.context().close();
    });
  });
}
