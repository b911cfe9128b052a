// The built app's files and the images the demo content shows (issue 25, item 3):
// every file the build emits answers at its URL under /assets/ (no page can take it,
// as /resources/{id} and /news/{id} once took /resources/*.svg and /news/*.svg), with
// its precompressed variants; every image URL the demo content holds answers with an
// image; and the cards of /resources, /news and / show no broken image.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { request } from "node:http";
import { dirname, join, relative, sep } from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { graphqlInPage, launchBrowser, newPage, startServer, waitForApp } from "./harness.mjs";

const dist = join(dirname(fileURLToPath(import.meta.url)), "../dist");

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

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield relative(dist, path).split(sep).join("/");
  }
}

/** GET path without decoding the body: { status, headers, body (Buffer) }. */
function rawGet(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(server.url(path), { headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const ENCODINGS = { ".br": "br", ".gz": "gzip" };

describe("built files", () => {
  test("every file the build emits answers at its URL under /assets/", async () => {
    // The shells are written by the server (with each page's head), and Vite's manifest is not served.
    const files = [...walk(dist)].filter((f) => !f.startsWith(".vite/") && f !== "index.html" && f !== "playground.html");
    assert.ok(files.length > 20, `dist holds ${files.length} files: run the build first`);
    const outside = files.filter((f) => !f.startsWith("assets/"));
    assert.deepEqual(outside, [], "every built file lives under /assets/");
    const failures = [];
    for (const file of files) {
      const want = readFileSync(join(dist, file));
      const variant = Object.keys(ENCODINGS).find((ext) => file.endsWith(ext));
      const path = `/${variant ? file.slice(0, -variant.length) : file}`;
      const res = await rawGet(path, { "Accept-Encoding": variant ? ENCODINGS[variant] : "identity" });
      const encoding = res.headers["content-encoding"] ?? "";
      if (res.status !== 200 || !res.body.equals(want) || encoding !== (variant ? ENCODINGS[variant] : "")) {
        failures.push(`${path} (${file}): ${res.status} ${res.headers["content-type"]} encoding "${encoding}", ${res.body.length} bytes for ${want.length}`);
      }
      if (path.endsWith(".svg") && res.headers["content-type"] !== "image/svg+xml") failures.push(`${path}: ${res.headers["content-type"]}`);
    }
    assert.deepEqual(failures, []);
  });

  test("every image URL the demo content holds answers with an image", async () => {
    const page = await newPage(browser);
    await page.goto(server.url("/about"));
    const res = await graphqlInPage(
      page,
      `{ resources(first: 100) { edges { node { imageUrl } } }
         newsArticles(first: 100) { edges { node { imageUrl } } }
         vendors(first: 100) { edges { node { logo } } } }`,
    );
    assert.ok(res.data, JSON.stringify(res));
    const urls = new Set(
      [
        ...res.data.resources.edges.map((e) => e.node.imageUrl),
        ...res.data.newsArticles.edges.map((e) => e.node.imageUrl),
        ...res.data.vendors.edges.map((e) => e.node.logo),
      ].filter((u) => u && !u.startsWith("data:")),
    );
    for (const url of urls) {
      const r = await rawGet(new URL(url, server.base).pathname);
      assert.equal(r.status, 200, url);
      assert.match(r.headers["content-type"] ?? "", /^image\//, url);
    }
    await page.context().close();
  });
});

describe("cards show their images", () => {
  for (const [path, expected] of [
    ["/resources", ["/assets/img/resources/"]],
    ["/news", ["/assets/img/news/"]],
    ["/", ["/assets/img/resources/", "/assets/img/news/"]],
  ]) {
    test(`${path}: every image loads`, async () => {
      const page = await newPage(browser, { width: 1366, height: 900 });
      const failed = [];
      page.on("response", (r) => {
        if (r.request().resourceType() === "image" && r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
      });
      await page.goto(server.url(path));
      await waitForApp(page);
      // Sections and card images load as they come into view: walk down the page until
      // the stock images this page shows are there.
      for (const prefix of expected) {
        const img = page.locator(`main img[src^="${prefix}"]`).first();
        for (let i = 0; i < 40 && !(await img.count()); i++) {
          await page.mouse.wheel(0, 600);
          await page.waitForTimeout(150);
        }
        await img.waitFor({ state: "attached" });
      }
      // Then ask for every image now and wait until each has finished.
      await page.waitForFunction(
        () => {
          const imgs = [...document.querySelectorAll("main img")];
          imgs.forEach((i) => (i.loading = "eager"));
          return imgs.every((i) => i.complete);
        },
        null,
        { timeout: 15_000, polling: 250 },
      );
      const broken = await page.evaluate(() =>
        [...document.querySelectorAll("main img")].filter((i) => i.naturalWidth === 0).map((i) => i.getAttribute("src")),
      );
      assert.deepEqual(broken, [], `${path}: broken images`);
      assert.deepEqual(failed, [], `${path}: image requests that failed`);
      await page.context().close();
    });
  }
});
