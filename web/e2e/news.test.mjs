// Browser journeys for the newsroom (issue 10), reader side: the home teaser
// (3 newest, dates like "November 23, 2026", stock images, Read More), /news
// (search, topic chips, sort, Load More by cursor, all in the URL; Back), an
// article page (rendered content, topic chips back to the list, previous/next),
// the scheduled demo article nowhere, a phone-width pass, and axe on each screen.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkA11y, launchBrowser, newPage, startServer } from "./harness.mjs";

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
    assert.deepEqual(images, ["/news/stock-1.svg", "/news/stock-2.svg", "/news/stock-3.svg"]);
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
    assert.ok((await page.locator(".news-content li").count()) >= 3);
    assert.ok(!(await page.locator(".news-content").textContent()).includes("## "));
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
