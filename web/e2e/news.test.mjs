// Browser journeys for the newsroom (issue 10), reader side: the home teaser
// (3 newest, dates like "November 23, 2026", stock images, Read More), /news
// (search, topic chips, sort, Load More by cursor, all in the URL; Back), an
// article page (rendered content, topic chips back to the list, previous/next),
// the scheduled demo article nowhere, a phone-width pass, and axe on each screen.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkA11y, engines, launchBrowser, loginViaUI, newPage, startServer, waitForToast } from "./harness.mjs";

let server;
let browser;

before(async () => {
  server = await startServer({ demo: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;
const SCHEDULED = "Upcoming: The Campaign Tech Conference Speaker Lineup";

/** The titles of the cards on the /news list, in order. */
async function listTitles(page) {
  return page.getByTestId("news-list").locator("li h2").allTextContents();
}

describe("news for readers", () => {
  test("home teaser: the 3 newest articles with dates, stock images and Read More", async () => {
    const page = await newPage(browser);
    await page.goto(server.url("/"));
    const section = page.locator("section#news");
    await section.getByRole("heading", { name: "News & Updates" }).waitFor();
    const cards = section.locator("li");
    await cards.first().getByRole("heading").waitFor();
    assert.equal(await cards.count(), 3);
    assert.equal(await cards.first().getByRole("heading").textContent(), "Election Officials Prepare for Record Early Voting");
    for (const date of await section.locator("time").allTextContents()) assert.match(date, DATE);
    const images = await section.locator("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
    assert.deepEqual(images, ["/assets/img/news/stock-1.svg", "/assets/img/news/stock-2.svg", "/assets/img/news/stock-3.svg"]);
    assert.ok(!(await section.textContent()).includes(SCHEDULED), "scheduled article in the teaser");
    await checkA11y(page, "home with news teaser");
    await section.getByRole("link", { name: "Read More: Election Officials Prepare for Record Early Voting" }).click();
    await page.getByRole("heading", { level: 1, name: "Election Officials Prepare for Record Early Voting" }).waitFor();
    assert.match(page.url(), /\/news\/\d+$/);
    await page.goto(server.url("/"));
    await page.locator("section#news").getByRole("link", { name: "View All News" }).click();
    await page.getByRole("heading", { level: 1, name: "News & Updates" }).waitFor();
    await page.context().close();
  });

  test("/news: Load More, topic chips, search and sort live in the URL", async () => {
    const page = await newPage(browser);
    await page.goto(server.url("/news"));
    await page.getByTestId("news-list").waitFor();
    assert.equal((await listTitles(page)).length, 9);
    await checkA11y(page, "/news");
    await page.getByRole("button", { name: "Load More" }).click();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=news-list] li").length === 15);
    const all = await listTitles(page);
    assert.equal(new Set(all).size, 15, "every article once");
    assert.ok(!all.includes(SCHEDULED), "the scheduled article is listed");
    await page.getByRole("button", { name: "Load More" }).waitFor({ state: "detached" });

    // Topic chip: policy (policy or legislation in the title).
    await page.getByRole("button", { name: "Policy", exact: true }).click();
    await page.waitForURL(/\?topic=policy$/);
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=news-list] li").length === 4);
    for (const t of await listTitles(page)) assert.match(t, /policy|legislation/i);
    assert.equal(await page.getByRole("button", { name: "Policy", exact: true }).getAttribute("aria-pressed"), "true");

    // Sort: oldest first.
    await page.getByLabel("Sort by").selectOption("oldest");
    await page.waitForURL(/sort=oldest/);
    await page.waitForFunction(() => document.querySelector("[data-testid=news-list] li h2")?.textContent === "Policy Briefing: Redistricting Lawsuits to Watch");

    // Search over title, summary and content, with the topic kept.
    await page.getByRole("button", { name: "All News" }).click();
    await page.getByLabel("Search news").fill("runoff");
    await page.waitForURL(/q=runoff/);
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=news-list] li").length === 1);
    assert.deepEqual(await listTitles(page), ["Runoff Election Set After Tight Mayoral Race"]);
    await page.getByLabel("Search news").fill("zzzz nothing matches");
    await page.getByText("No news articles available.").waitFor();

    // Reload keeps the URL's filters; Back returns to the earlier ones.
    await page.goto(server.url("/news?topic=events&sort=oldest"));
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=news-list] li").length === 4);
    assert.equal((await listTitles(page))[0], "Nonpartisan Debate Series Announces Fall Events");
    await page.context().close();
  });

  test("an article: rendered content, topic chips back to the list, previous and next", async () => {
    const page = await newPage(browser);
    await page.goto(server.url("/news?q=regional"));
    await page.getByTestId("news-list").getByRole("link", { name: /Read More/ }).click();
    await page.getByRole("heading", { level: 1, name: "Regional Campaign Conference Opens Registration" }).waitFor();
    assert.match((await page.locator("article time").first().textContent()) ?? "", DATE);
    await page.getByText("By Elena Park").waitFor();
    const topics = page.getByRole("list", { name: "Topics" });
    assert.deepEqual(await topics.getByRole("link").allTextContents(), ["Campaigns", "Events"]);
    await checkA11y(page, "article");
    const prev = page.getByRole("link", { name: /^← Previous: / });
    const next = page.getByRole("link", { name: /^Next: / });
    assert.equal(await prev.textContent(), "← Previous: Turnout Models Miss Young Voters Again, Analysts Say");
    assert.equal(await next.textContent(), "Next: Ballot Access Legislation Passes the State House →");
    await next.click();
    await page.getByRole("heading", { level: 1, name: "Ballot Access Legislation Passes the State House" }).waitFor();
    // Markdown rendered on the server: a list, no raw markers.
    assert.ok((await page.locator(".markdown-content li").count()) >= 3);
    assert.ok(!(await page.locator(".markdown-content").textContent()).includes("## "));
    await topics.getByRole("link", { name: "Policy" }).click();
    await page.waitForURL(/\/news\?topic=policy$/);
    await page.getByTestId("news-list").waitFor();
    await page.context().close();
  });

  test("drafts and scheduled articles are not found; the server says 404 too", async () => {
    const page = await newPage(browser);
    const res = await page.goto(server.url("/api/news?limit=100"));
    const ids = (await res.json()).map((a) => a.id);
    const missing = Math.max(...ids) + 1; // the scheduled demo article was written last
    const resp = await page.goto(server.url(`/news/${missing}`));
    assert.equal(resp.status(), 404);
    const feed = await (await page.goto(server.url("/news/feed.xml"))).text();
    assert.ok(feed.includes("Election Officials Prepare for Record Early Voting") && !feed.includes(SCHEDULED));
    await page.context().close();
  });

  test("phone width: the list and an article fit 375 px", async () => {
    const page = await newPage(browser, { width: 375, height: 800 });
    await page.goto(server.url("/news"));
    await page.getByTestId("news-list").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `list overflows by ${overflow}px`);
    await checkA11y(page, "/news at 375px");
    await page.getByRole("link", { name: /Read More/ }).first().click();
    await page.getByRole("heading", { level: 1 }).waitFor();
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 0);
    await page.context().close();
  });
});

// The editor's side (issue 10): write with Markdown and Preview, an image, save a
// draft (only editors see it), schedule, publish, edit, delete through the dialog;
// members without the role see Not Authorized and no editor entry. Both engines.
const PNG_8x8 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4o6SEFTEMLQkAvM5EAT6yk8sAAAAASUVORK5CYII=",
  "base64",
);

for (const engine of engines()) {
  describe(`news editor (${engine})`, () => {
    let srv;
    before(async () => {
      srv = engine === "sqlite" ? server : await startServer({ demo: true, engine });
    });
    after(async () => {
      if (srv !== server) await srv?.stop();
    });

    test("an editor writes, previews, saves a draft, schedules, publishes and deletes", async () => {
      const page = await newPage(browser);
      await loginViaUI(page, srv, "editor1");
      await page.goto(srv.url("/news"));
      await page.getByRole("link", { name: "Write article" }).click();
      await page.getByRole("heading", { level: 1, name: "Write Article" }).waitFor();
      const form = page.getByRole("form", { name: "News article" });

      // Client checks with the server's messages, focus on the first field in error.
      await form.getByRole("button", { name: "Save Draft" }).click();
      await form.getByText("Title must be at least 5 characters").waitFor();
      await form.getByText("Content must be at least 20 characters").waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("name")), "title");

      const title = `Canvassing Rally Turnout Breaks Records ${engine}`;
      await form.getByLabel("Title").fill(title);
      await form.getByLabel("Summary").fill("Volunteers knocked on more doors than ever before the deadline.");
      await form.getByLabel(/^Content/).fill(
        "## What happened\n\nMore than **4,000** doors in a weekend.\n\n- Saturday shift\n- Sunday shift\n\n<script>window.pwned=1</script>[bad](javascript:alert(1))",
      );
      await form.getByRole("tab", { name: "Preview" }).click();
      const preview = form.getByLabel("Rendered preview");
      await preview.getByRole("heading", { name: "What happened" }).waitFor();
      assert.equal(await preview.locator("li").count(), 2);
      assert.equal(await preview.locator("script").count(), 0);
      assert.ok(!(await preview.innerHTML()).includes("javascript:"), "javascript: link in the preview");
      await checkA11y(page, "news editor (preview)");
      await form.getByRole("tab", { name: "Write" }).click();
      await form.getByLabel("Featured image").setInputFiles({ name: "rally.png", mimeType: "image/png", buffer: PNG_8x8 });
      await form.getByText("rally.png").waitFor();

      // Save as draft: the editor sees it with a banner, readers do not.
      await form.getByRole("button", { name: "Save Draft" }).click();
      await waitForToast(page, "Success");
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await page.getByText("Draft: only editors see this").waitFor();
      const id = Number(new URL(page.url()).pathname.split("/").pop());
      assert.ok(id > 0);
      assert.ok(await page.locator("article img").first().getAttribute("src").then((s) => s?.startsWith("/uploads/")));
      const visitor = await browser.newContext();
      const vpage = await visitor.newPage();
      assert.equal((await vpage.goto(srv.url(`/news/${id}`))).status(), 404);
      assert.equal((await vpage.goto(srv.url(`/api/news/${id}`))).status(), 404);

      // Drafts list, then schedule it for tomorrow.
      await page.goto(srv.url("/news/drafts"));
      const drafts = page.getByRole("list", { name: "Drafts and scheduled articles" });
      await drafts.getByText(title).waitFor();
      await checkA11y(page, "drafts list");
      await drafts.getByRole("link", { name: `Edit ${title}` }).click();
      await page.getByRole("heading", { level: 1, name: "Edit Article" }).waitFor();
      await choosePublication(page, form, "schedule", "Schedule");
      const tomorrow = await page.evaluate(() => {
        const d = new Date(Date.now() + 86_400_000);
        const p = (n) => String(n).padStart(2, "0");
        return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T09:30`;
      });
      await form.getByLabel(/^Publish at/).fill(tomorrow);
      await form.getByRole("button", { name: "Schedule" }).click();
      await waitForToast(page, "Article scheduled for");
      await page.getByText("Scheduled: only editors see this until it is published").waitFor();
      assert.equal((await vpage.goto(srv.url(`/news/${id}`))).status(), 404);
      await page.goto(srv.url("/news/drafts"));
      await drafts.getByText(/^Publishes /).first().waitFor();

      // Publish now: readers see it on the list, in the feed and on its page.
      await page.goto(srv.url(`/news/edit/${id}`));
      await choosePublication(page, form, "now", "Publish now");
      await form.getByRole("button", { name: "Publish" }).click();
      await waitForToast(page, "Article published.");
      assert.equal((await vpage.goto(srv.url(`/news/${id}`))).status(), 200);
      await vpage.getByRole("heading", { level: 1, name: title }).waitFor();
      assert.equal(await vpage.getByRole("button", { name: "Delete" }).count(), 0, "visitors see editor actions");
      assert.equal(await vpage.locator(".markdown-content script").count(), 0);
      const feed = await (await vpage.goto(srv.url("/news/feed.xml"))).text();
      assert.ok(feed.includes(title));
      await visitor.close();

      // Delete through the dialog (Cancel first keeps it).
      await page.goto(srv.url(`/news/${id}`));
      await page.getByRole("button", { name: "Delete" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Delete Article" });
      await dialog.getByText(`Are you sure you want to delete “${title}”? This action cannot be undone.`).waitFor();
      await checkA11y(page, "delete article dialog");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("alertdialog", { name: "Delete Article" }).getByRole("button", { name: "Delete" }).click();
      await waitForToast(page, "Article Deleted");
      await page.waitForURL(/\/news$/);
      assert.equal((await page.goto(srv.url(`/news/${id}`))).status(), 404);
      await page.context().close();
    });

    test("a member without the editor role sees no editor entry and Not Authorized", async () => {
      const page = await newPage(browser, { width: 375, height: 800 });
      await loginViaUI(page, srv, "candidate1");
      await page.goto(srv.url("/news"));
      await page.getByTestId("news-list").waitFor();
      assert.equal(await page.getByRole("link", { name: "Write article" }).count(), 0);
      for (const path of ["/news/write", "/news/drafts", "/news/edit/1"]) {
        await page.goto(srv.url(path));
        await page.getByRole("heading", { level: 1, name: "Not Authorized" }).waitFor();
        await page.getByText("Only editors can write, publish or delete news articles.").waitFor();
      }
      await checkA11y(page, "not an editor at 375px");
      await page.context().close();
    });
  });
}

// choosePublication picks the editor's publication option by its label, as
// a person clicks it: the radio input itself is visually hidden, and
// Playwright's check() has found it outside the viewport.
async function choosePublication(page, form, value, label) {
  await form.locator("label", { hasText: new RegExp(`^${label}$`) }).click();
  await page.waitForFunction((v) => document.querySelector(`input[type="radio"][name="status"][value="${v}"]`)?.checked, value);
}
