// Browser journeys for issue 14 ("Fast and forgiving on a phone") and issue 7
// section 5 (a new screen starts at the top). Journeys that write through the
// server run on every engine (SQLite; PostgreSQL when CANVASS_TEST_DATABASE_URL
// is set); the servers run without CANVASS_BASE_URL, so absolute URLs must name
// the address served.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  checkA11y,
  engines,
  graphqlInPage,
  launchBrowser,
  loginViaAPI,
  newPage,
  pngFile,
  registerViaAPI,
  startServer,
  uniqueUser,
  waitForApp,
  waitForToast,
} from "./harness.mjs";

let browser;
const servers = {};

before(async () => {
  browser = await launchBrowser();
  for (const engine of engines()) servers[engine] = await startServer({ demo: true, engine, env: { CANVASS_BASE_URL: "" } });
});

after(async () => {
  await browser?.close();
  for (const s of Object.values(servers)) await s.stop();
});

const tag = () => Math.random().toString(36).slice(2, 8);

function assertNoPageErrors(page) {
  assert.deepEqual(page.errors.map(String), [], "uncaught page errors");
}

/** Makes GraphQL operations named in `names` answer a bare 500 "boom" (not GraphQL)
 * until the returned function is called. */
async function failOperations(page, names) {
  const handler = async (route) => {
    let op = "";
    try {
      op = JSON.parse(route.request().postData() ?? "{}").operationName ?? "";
    } catch {
      // not JSON
    }
    if (names.includes(op)) await route.fulfill({ status: 500, contentType: "text/plain", body: "boom" });
    else await route.continue();
  };
  await page.route("**/graphql", handler);
  return () => page.unroute("**/graphql", handler);
}

async function assertNoRawStatus(page) {
  const text = await page.locator("body").innerText();
  assert.doesNotMatch(text, /\b500\b|boom/, `a raw status reached the page:\n${text}`);
}

async function createJob(page, input) {
  const res = await graphqlInPage(
    page,
    `mutation($input: CreateJobInput!) { createJob(input: $input) { job { id databaseId workplace } errors { field message } } }`,
    {
      input: {
        organization: "Phone Test Org",
        location: "Austin, TX",
        jobType: "FULL_TIME",
        description: "A job posted by the phone journeys.",
        salary: { min: 40000, max: 50000, period: "YEAR" }, // Colorado and remote jobs need a range
        ...input,
      },
    },
  );
  const job = res.data?.createJob?.job;
  if (!job) throw new Error(`createJob failed: ${JSON.stringify(res)}`);
  return job;
}

const scrollY = (page) => page.evaluate(() => Math.round(window.scrollY));

describe("assets and routes (issue 14)", () => {
  test("scripts, styles and images arrive precompressed, with Vary: Accept-Encoding", async () => {
    const server = servers.sqlite;
    const page = await newPage(browser);
    const encodings = [];
    page.on("response", async (res) => {
      const url = new URL(res.url());
      if (url.pathname.startsWith("/assets/") && /\.(js|css)$/.test(url.pathname)) {
        const h = await res.allHeaders();
        const size = (await res.body()).length;
        encodings.push([url.pathname, h["content-encoding"], h.vary, size]);
      }
    });
    await page.goto(server.url("/"));
    await page.getByRole("heading", { level: 1, name: "Build your political network" }).waitFor();
    await page.waitForLoadState("networkidle");
    assert.ok(encodings.length > 3, `too few assets seen: ${encodings.length}`);
    // scripts/compress.mjs leaves files under 512 bytes as they are.
    for (const [path, enc, vary, size] of encodings) {
      if (size >= 1024) assert.equal(enc, "br", `${path} (${size} bytes) arrived with Content-Encoding ${enc}`);
      assert.match(vary ?? "", /Accept-Encoding/i, `${path}: Vary ${vary}`);
    }
    // A client that takes only gzip gets gzip; one that takes neither gets the file.
    const script = encodings.find(([p, , , size]) => p.endsWith(".js") && size >= 1024)[0];
    const gz = await fetch(server.url(script), { headers: { "Accept-Encoding": "gzip" } });
    assert.equal(gz.headers.get("content-encoding"), "gzip");
    const plain = await fetch(server.url(script), { headers: { "Accept-Encoding": "identity" } });
    assert.equal(plain.headers.get("content-encoding"), null);
    assert.match(plain.headers.get("content-type") ?? "", /javascript/);
    assertNoPageErrors(page);
    await page.context().close();
  });

  test("app routes that do not exist (or are not built yet) answer HTTP 404 with the 404 page", async () => {
    const server = servers.sqlite;
    const page = await newPage(browser);
    for (const path of ["/resourcesx", "/resources/1/x", "/messagesx", "/teams/1/x", "/newsroom"]) {
      const res = await page.goto(server.url(path));
      assert.equal(res.status(), 404, `${path}: ${res.status()}`);
      await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    }
    for (const path of ["/", "/jobs", "/vendors", "/about", "/news", "/messages", "/teams", "/resources", "/resources/gotv-checklist"]) {
      assert.equal((await page.goto(server.url(path))).status(), 200, path);
    }
    await page.context().close();
  });

  test("absolute URLs name the address served when CANVASS_BASE_URL is unset", async () => {
    const server = servers.sqlite;
    const page = await newPage(browser);
    await page.goto(server.url("/jobs/1"));
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute("href"), server.url("/jobs/1"));
    assert.equal(await page.locator('meta[property="og:url"]').getAttribute("content"), server.url("/jobs/1"));
    const ld = JSON.parse(await page.locator('script[type="application/ld+json"]').first().textContent());
    assert.ok(JSON.stringify(ld).includes(server.base), `JSON-LD does not name ${server.base}: ${JSON.stringify(ld)}`);
    assert.match(await (await fetch(server.url("/robots.txt"))).text(), new RegExp(`Sitemap: ${server.base}/sitemap.xml`));
    await page.context().close();
  });
});

describe("first paint from the server (issue 14: largest contentful paint)", () => {
  // The server writes each page's heading and largest content into #root
  // (internal/web/boot.go, styled by the "boot-" classes of src/global.css); the app
  // replaces it. Nothing may move when it does, and the app must not paint a larger
  // element than the server did (the largest paint stays at first paint).
  const textElements = () =>
    [...document.querySelectorAll("#root :is(h1, h2, p, a, dt, dd, span)")]
      .filter((e) => !e.closest("header, footer, .boot-header") && e.textContent.trim())
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { tag: e.tagName, text: e.textContent.trim(), x: r.x, y: r.y, w: r.width, h: r.height };
      })
      .filter((e) => e.y < innerHeight);

  const watchPaints = () => {
    window.__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp.push({ t: e.startTime, size: e.size });
    }).observe({ type: "largest-contentful-paint", buffered: true });
    let seen = false;
    window.__replacedAt = null;
    new MutationObserver(() => {
      if (document.querySelector(".boot-header")) seen = true;
      else if (seen && window.__replacedAt == null) window.__replacedAt = performance.now();
    }).observe(document, { subtree: true, childList: true });
  };

  for (const width of [412, 1280]) {
    test(`/, /jobs, /jobs/1 and /vendors paint their heading and first content before the app, which replaces it in place (${width} px)`, async () => {
      const server = servers.sqlite;
      for (const path of ["/", "/jobs", "/jobs/1", "/vendors"]) {
        // Without JavaScript: what the server wrote.
        const bare = await newPage(browser, { width, height: 823 });
        await bare.route("**/assets/*.js", (route) => route.abort());
        await bare.goto(server.url(path));
        const boot = await bare.evaluate(textElements);
        assert.ok(boot.some((e) => e.tag === "H1"), `${path}: no heading in the server's HTML: ${JSON.stringify(boot)}`);
        if (path === "/jobs/1" && width === 412) await checkA11y(bare, `${path} before the app`);
        await bare.context().close();

        // With the app: the same texts in the same places once it has replaced them.
        const page = await newPage(browser, { width, height: 823 });
        await page.addInitScript(watchPaints);
        await page.goto(server.url(path));
        await page.waitForFunction(() => window.__replacedAt != null && document.querySelector("main h1"));
        await page.waitForLoadState("networkidle");
        const app = await page.evaluate(textElements);
        for (const b of boot) {
          const same = app.filter((a) => a.tag === b.tag && a.text === b.text);
          const off = Math.min(...same.map((a) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.w - b.w), Math.abs(a.h - b.h))));
          assert.ok(off <= 1, `${path} at ${width} px: ${b.tag} "${b.text.slice(0, 40)}" moved by ${off} px when the app replaced it (server ${JSON.stringify(b)}, app ${JSON.stringify(same)})`);
        }
        // On a phone (Lighthouse mobile's 412 px) the server's content stays the largest
        // paint; on a desktop the board's first cards, which only the app renders, may
        // be larger than its heading.
        const { lcp, replacedAt } = await page.evaluate(() => ({ lcp: window.__lcp, replacedAt: window.__replacedAt }));
        assert.ok(lcp.length > 0, `${path}: no largest-contentful-paint entry`);
        const late = lcp.filter((e) => e.t > replacedAt);
        if (width < 768) assert.deepEqual(late, [], `${path} at ${width} px: the app painted a larger element than the server's (replaced at ${replacedAt} ms): ${JSON.stringify(lcp)}`);
        assertNoPageErrors(page);
        await page.context().close();
      }
    });
  }
});

describe("sections that load and fail on their own (issue 14)", () => {
  test("home: the hero renders while both teasers fail; each says so and Try again loads it", async () => {
    const server = servers.sqlite;
    const page = await newPage(browser, { width: 375, height: 812 });
    const restore = await failOperations(page, ["JobsTeaserQuery", "HomeRouteQuery"]);
    await page.goto(server.url("/"));
    await page.getByRole("heading", { level: 1, name: "Build your political network" }).waitFor();
    const jobs = page.locator("#jobs");
    const vendors = page.locator("#vendors");
    await jobs.getByText("Error loading jobs. Please try again later.").waitFor();
    await vendors.getByText("Error loading vendors. Please try again later.").waitFor();
    await page.getByRole("heading", { name: "Everything your campaign career needs" }).waitFor();
    await page.getByRole("link", { name: "Create Your Free Account" }).waitFor();
    await assertNoRawStatus(page);
    await checkA11y(page, "home with failed teasers");
    await restore();
    await jobs.getByRole("button", { name: "Try again" }).click();
    await jobs.getByTestId("job-card").first().waitFor();
    await vendors.getByRole("button", { name: "Try again" }).click();
    await vendors.getByTestId("vendor-card").first().waitFor();
    assertNoPageErrors(page);
    await page.context().close();
  });

  test("home: each teaser shows its own loading text while its data is slow", async () => {
    const server = servers.sqlite;
    const page = await newPage(browser);
    let release;
    const gate = new Promise((r) => (release = r));
    await page.route("**/graphql", async (route) => {
      const op = JSON.parse(route.request().postData() ?? "{}").operationName;
      if (op === "JobsTeaserQuery" || op === "HomeRouteQuery") await gate;
      await route.continue();
    });
    await page.goto(server.url("/"));
    await page.getByRole("heading", { level: 1, name: "Build your political network" }).waitFor();
    await page.locator("#jobs").getByText("Loading jobs...").waitFor();
    await page.locator("#vendors").getByText("Loading vendors...").waitFor();
    release();
    await page.locator("#jobs").getByTestId("job-card").first().waitFor();
    await page.locator("#vendors").getByTestId("vendor-card").first().waitFor();
    await page.context().close();
  });

  for (const [path, op, heading] of [
    ["/jobs/1", "JobRouteQuery", "Field Organizer"],
    ["/vendors/1", "VendorRouteQuery", null],
  ]) {
    test(`${path}: a failed load keeps the header, shows no status code, and Try again loads it`, async () => {
      const server = servers.sqlite;
      const page = await newPage(browser);
      const restore = await failOperations(page, [op]);
      await page.goto(server.url(path));
      await page.getByRole("alert").getByRole("heading", { name: "Something went wrong" }).waitFor();
      await page.getByRole("banner").getByRole("link", { name: "Vendors" }).first().waitFor();
      await assertNoRawStatus(page);
      await restore();
      await page.getByRole("button", { name: "Try again" }).click();
      await page.getByText("Something went wrong").waitFor({ state: "detached" });
      const h1 = page.getByRole("heading", { level: 1 });
      await (heading ? page.getByRole("heading", { level: 1, name: heading }) : h1.first()).waitFor();
      assertNoPageErrors(page);
      await page.context().close();
    });
  }
});

describe("navigation: scroll and focus (issue 7 section 5, issue 14)", () => {
  test("a new screen starts at the top; Back returns to where the user was", async () => {
    const server = servers.sqlite;
    const page = await newPage(browser, { width: 1280, height: 700 });
    await page.goto(server.url("/"));
    // Every section loaded first: one that fills in above the scrolled-to place moves the
    // page (the browser's scroll anchoring), and the position to come back to with it.
    await page.locator("#jobs").getByTestId("job-card").first().waitFor();
    await page.locator("#vendors").getByTestId("vendor-card").first().waitFor();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY > 1400);
    const before = await scrollY(page);
    // A real click where the link is (locator.click() first scrolls the sticky header's
    // link "into view", which moves the page before the navigation starts).
    const link = await page.getByRole("banner").getByRole("link", { name: "Vendors", exact: true }).boundingBox();
    await page.mouse.click(link.x + link.width / 2, link.y + link.height / 2);
    await page.waitForURL((u) => u.pathname === "/vendors");
    await page.getByRole("heading", { level: 1, name: "Vendor Directory" }).waitFor();
    assert.equal(await scrollY(page), 0, "the vendor directory opened scrolled down");
    // Focus is on the new screen's heading.
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/");
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 40, before, { timeout: 5000 }).catch(() => {});
    const restored = await scrollY(page);
    assert.ok(Math.abs(restored - before) < 40, `Back restored ${restored}, want about ${before}`);
    await page.goForward();
    await page.waitForURL((u) => u.pathname === "/vendors");
    await page.getByRole("heading", { level: 1, name: "Vendor Directory" }).waitFor();
    assert.ok((await scrollY(page)) < 40, "Forward to the directory should be at its top");
    assertNoPageErrors(page);
    await page.context().close();
  });

  test("in-page anchors scroll to their target: /#jobs and /about#pricing", async () => {
    const server = servers.sqlite;
    const nearTop = ([id, max]) => {
      const el = document.getElementById(id);
      if (!el) return false;
      const t = el.getBoundingClientRect().top;
      return t >= 0 && t < max;
    };
    const near = (id, max) => [nearTop, [id, max]];
    // Opened from outside (a shared link).
    let page = await newPage(browser, { width: 1280, height: 700 });
    await page.goto(server.url("/#jobs"));
    await page.locator("#jobs").getByTestId("job-card").first().waitFor();
    await page.waitForFunction(...near("jobs", 120));
    await page.context().close();
    page = await newPage(browser, { width: 1280, height: 700 });
    await page.goto(server.url("/about#pricing"));
    await page.waitForFunction(...near("pricing", 160));
    await page.context().close();
    // Inside the app: the footer's Pricing link from the bottom of the home page.
    page = await newPage(browser, { width: 1280, height: 700 });
    await page.goto(server.url("/"));
    await page.locator("#vendors").getByTestId("vendor-card").first().waitFor();
    await page.locator("footer").getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL((u) => u.pathname === "/about" && u.hash === "#pricing");
    await page.waitForFunction(...near("pricing", 160));
    // The home page's own anchor.
    await page.goto(server.url("/"));
    await waitForApp(page);
    await page.getByRole("link", { name: "How It Works" }).click();
    await page.waitForFunction(...near("how-it-works", 160));
    assertNoPageErrors(page);
    await page.context().close();
  });

  test("a filter change that only rewrites the query keeps the position", async () => {
    const server = servers.sqlite;
    const page = await newPage(browser, { width: 1280, height: 600 });
    await page.goto(server.url("/jobs"));
    await page.getByTestId("job-card").first().waitFor();
    const select = page.getByLabel("Job type");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollBy(0, 200));
    const y = await scrollY(page);
    assert.ok(y > 100, `the board is too short to scroll (${y})`);
    await select.selectOption("FULL_TIME");
    await page.waitForURL((u) => u.searchParams.get("type") === "FULL_TIME");
    await page.getByText(/job\(s\) found/).waitFor();
    await page.waitForTimeout(300);
    assert.ok(Math.abs((await scrollY(page)) - y) < 40, `the filter change moved the page from ${y} to ${await scrollY(page)}`);
    await page.context().close();
  });

  test("the login page focuses Username", async () => {
    const server = servers.sqlite;
    const page = await newPage(browser);
    await page.goto(server.url("/auth?mode=login"));
    await page.getByRole("form", { name: "Log in" }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "username");
    // Also after arriving through the header link.
    await page.goto(server.url("/about"));
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.getByRole("banner").getByRole("link", { name: "Log In" }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "username");
    await page.context().close();
  });
});

describe("small things a new user trips on (issue 14)", () => {
  test("Back to Jobs keeps the board's filters", async () => {
    const server = servers.sqlite;
    const page = await newPage(browser);
    await page.goto(server.url("/jobs?type=FULL_TIME&sort=oldest"));
    await page.getByTestId("job-card").first().getByRole("link", { name: /^View Details/ }).click();
    await page.waitForURL((u) => /^\/jobs\/\d+$/.test(u.pathname));
    await page.getByRole("link", { name: /Back to Jobs/ }).click();
    await page.waitForURL((u) => u.pathname === "/jobs");
    const u = new URL(page.url());
    assert.equal(u.searchParams.get("type"), "FULL_TIME");
    assert.equal(u.searchParams.get("sort"), "oldest");
    assert.equal(await page.getByLabel("Job type").inputValue(), "FULL_TIME");
    await page.context().close();
  });

  test("the call to action meets the footer, and long emails wrap at 375 px", async () => {
    const server = servers.sqlite;
    const page = await newPage(browser, { width: 375, height: 812 });
    await page.goto(server.url("/"));
    const cta = page.locator('section[aria-labelledby="cta-title"]');
    await cta.waitFor();
    const gap = await page.evaluate(() => {
      const c = document.querySelector('section[aria-labelledby="cta-title"]').getBoundingClientRect();
      const f = document.querySelector("footer").getBoundingClientRect();
      return Math.round(f.top - c.bottom);
    });
    assert.equal(gap, 0, `white band of ${gap}px between the call to action and the footer`);

    const user = uniqueUser({ email: `a.very.long.address.for.wrapping.${tag()}@campaign-headquarters-example.org` });
    await registerViaAPI(page, server, user);
    await page.goto(server.url("/profile"));
    await page.getByText(user.email).waitFor();
    const { scrollWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth }));
    assert.ok(scrollWidth <= 375, `the profile scrolls sideways at 375 px (${scrollWidth})`);
    const box = await page.getByText(user.email).boundingBox();
    assert.ok(box.x + box.width <= 375, `the email overflows: ${JSON.stringify(box)}`);
    await page.getByRole("button", { name: /^Account menu for / }).click();
    const menuEmail = page.getByRole("menu").getByText(user.email);
    await menuEmail.waitFor();
    const mb = await menuEmail.boundingBox();
    assert.ok(mb.x >= 0 && mb.x + mb.width <= 375, `the menu's email overflows: ${JSON.stringify(mb)}`);
    await page.context().close();
  });

  test("the image picker shows the chosen file's name", async () => {
    const server = servers.sqlite;
    const page = await newPage(browser);
    await registerViaAPI(page, server, uniqueUser());
    await page.goto(server.url("/profile"));
    await page.getByRole("button", { name: "Edit Profile" }).first().click();
    const form = page.getByRole("form", { name: "Edit profile" });
    const input = form.locator('input[type="file"]');
    await input.setInputFiles(pngFile("campaign-headshot.png"));
    await form.getByTestId("image-upload-name").filter({ hasText: "campaign-headshot.png" }).waitFor();
    assert.equal(await input.evaluate((el) => el.files?.[0]?.name ?? ""), "campaign-headshot.png");
    await page.context().close();
  });
});

for (const engine of engines()) {
  describe(`journeys through the server on ${engine}`, () => {
    test("Log in to Apply returns to the job; log in with the email address", async () => {
      const server = servers[engine];
      const owner = await newPage(browser);
      await registerViaAPI(owner, server, uniqueUser());
      const title = `Return Trip ${tag()}`;
      const job = await createJob(owner, { title });
      await owner.context().close();

      const member = uniqueUser({ userType: "CAMPAIGN_STAFF" });
      const setup = await newPage(browser);
      await registerViaAPI(setup, server, member);
      await setup.context().close();

      const page = await newPage(browser, { width: 375, height: 812 });
      await page.goto(server.url(`/jobs/${job.databaseId}`));
      await page.getByRole("link", { name: "Log in to Apply" }).click();
      await page.waitForURL((u) => u.pathname === "/auth");
      const form = page.getByRole("form", { name: "Log in" });
      await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "username");
      await form.getByLabel("Username").fill(member.email.toUpperCase());
      await form.getByLabel(/^Password/).fill(member.password);
      await form.getByRole("button", { name: "Log In" }).click();
      await waitForToast(page, "Login successful");
      await page.waitForURL((u) => u.pathname === `/jobs/${job.databaseId}`);
      await page.getByRole("button", { name: "Apply Now" }).waitFor();
      await checkA11y(page, "job page after returning from login");
      assertNoPageErrors(page);
      await page.context().close();
    });

    test("Post Job as a visitor: log in, then the post form", async () => {
      const server = servers[engine];
      const page = await newPage(browser);
      await page.goto(server.url("/jobs"));
      await page.getByRole("link", { name: "Post Job" }).click();
      await page.waitForURL((u) => u.pathname === "/auth");
      const form = page.getByRole("form", { name: "Log in" });
      await form.getByLabel("Username").fill("candidate1");
      await form.getByLabel(/^Password/).fill("canvass-demo");
      await form.getByRole("button", { name: "Log In" }).click();
      await page.waitForURL((u) => u.pathname === "/post-job");
      await page.getByRole("form", { name: "Post a job" }).waitFor();
      // A foreign `next` is ignored.
      const other = await newPage(browser);
      await other.goto(server.url("/auth?mode=login&next=%2F%2Fevil.example%2F"));
      const f2 = other.getByRole("form", { name: "Log in" });
      await f2.getByLabel("Username").fill("staff1");
      await f2.getByLabel(/^Password/).fill("canvass-demo");
      await f2.getByRole("button", { name: "Log In" }).click();
      await other.waitForURL((u) => u.pathname === "/" && u.host === new URL(server.base).host);
      await page.context().close();
      await other.context().close();
    });

    test("the reset email names the username; a used link says so before the form", async () => {
      const server = servers[engine];
      const user = uniqueUser();
      const page = await newPage(browser);
      await registerViaAPI(page, server, user);
      await page.context().close();

      const visitor = await newPage(browser);
      await visitor.goto(server.url("/forgot-password"));
      const form = visitor.getByRole("form", { name: "Request a password reset link" });
      await form.getByLabel("Email").fill(user.email);
      await form.getByRole("button").click();
      let link;
      for (let i = 0; i < 150 && !link; i++) {
        const log = server.log();
        const at = log.lastIndexOf(`Your username is ${user.username}`);
        if (at >= 0) link = /(http:\/\/[^\s"\\]+\/reset-password\?token=[\w%-]+)/.exec(log.slice(at))?.[1];
        if (!link) await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(link, "no reset email naming the username in the server log");
      assert.ok(link.startsWith(server.base), `the link ${link} does not name ${server.base}`);

      await visitor.goto(link);
      const reset = visitor.getByRole("form", { name: "Choose a new password" });
      await reset.locator('input[name="password"]').fill("brand-new-secret");
      await reset.locator('input[name="confirmPassword"]').fill("brand-new-secret");
      await reset.getByRole("button", { name: "Set New Password" }).click();
      await visitor.getByText("Your password has been changed.").waitFor();

      // The same link again: the page says so, no form to fill in.
      const again = await newPage(browser);
      await again.goto(link);
      await again.getByText("This reset link is invalid or has expired.").waitFor();
      assert.equal(await again.locator('input[name="password"]').count(), 0);
      await again.goto(server.url("/reset-password?token=forged-token"));
      await again.getByText("This reset link is invalid or has expired.").waitFor();
      assert.equal(await again.locator('input[name="password"]').count(), 0);
      await checkA11y(again, "reset page with a bad link");
      await visitor.context().close();
      await again.context().close();
    });

    test("a job marked Remote is found by the Remote filter", async () => {
      const server = servers[engine];
      const page = await newPage(browser);
      await loginViaAPI(page, server, "staff1");
      const t = tag();
      const byLocation = await createJob(page, { title: `Remote by location ${t}`, location: "Remote" });
      assert.equal(byLocation.workplace, "REMOTE");
      await createJob(page, { title: `Remote by workplace ${t}`, location: "Denver, CO", workplace: "REMOTE" });
      await createJob(page, { title: `In the office ${t}`, location: "Denver, CO", workplace: "ON_SITE" });
      await page.goto(server.url(`/jobs?q=${t}`));
      await page.getByText("3 job(s) found").waitFor();
      await page.getByLabel("Workplace", { exact: true }).selectOption("REMOTE");
      await page.waitForURL((u) => u.searchParams.get("workplace") === "REMOTE");
      await page.getByText("2 job(s) found").waitFor();
      const titles = await page.getByTestId("job-card").getByRole("heading").allInnerTexts();
      assert.deepEqual(titles.sort(), [`Remote by location ${t}`, `Remote by workplace ${t}`]);
      await page.goto(server.url(`/jobs?q=${t}&location=Remote`));
      await page.getByText("2 job(s) found").waitFor();
      await checkA11y(page, "board with the Remote filter");
      await page.context().close();
    });

    test("salary accepts $55,000 and 65k", async () => {
      const server = servers[engine];
      const page = await newPage(browser, { width: 375, height: 812 });
      await loginViaAPI(page, server, "candidate2");
      await page.goto(server.url("/post-job"));
      const form = page.getByRole("form", { name: "Post a job" });
      const title = `Salary Parser ${tag()}`;
      await form.getByLabel("Job title").fill(title);
      await form.getByLabel("Organization").fill("Friends of Parsing");
      await form.getByLabel("Location").fill("Columbus, OH");
      await form.getByLabel("Job type").selectOption("FULL_TIME");
      await form.getByLabel("Description").fill("Organize volunteers and count every vote twice.");
      await form.getByLabel("Minimum").fill("$55,000");
      await form.getByLabel("Maximum").fill("65k");
      await form.getByLabel("Pay period").selectOption("YEAR");
      await form.getByRole("button", { name: "Post Job" }).click();
      await waitForToast(page, "Job Posted");
      await page.waitForURL((u) => u.pathname === "/jobs");
      await page.getByRole("link", { name: `View Details: ${title}` }).click();
      await page.getByText("$55,000 - $65,000 per year").waitFor();
      assertNoPageErrors(page);
      await page.context().close();
    });
  });
}
