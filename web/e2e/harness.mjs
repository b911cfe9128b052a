// Browser-journey helpers shared by every e2e/*.test.mjs (node --test + playwright-core
// + Debian's Chromium + axe-core). Typical use:
//
//   import { before, after, test } from "node:test";
//   import { startServer, launchBrowser, newPage, checkA11y } from "./harness.mjs";
//   let server, browser;
//   before(async () => { server = await startServer(); browser = await launchBrowser(); });
//   after(async () => { await browser?.close(); await server?.stop(); });
//   test("...", async () => { const page = await newPage(browser, server); await page.goto(server.url("/")); ... });

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const DEMO_PASSWORD = "canvass-demo";

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", rej);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

/** The engines a journey can run on: SQLite always, PostgreSQL when
 * CANVASS_TEST_DATABASE_URL names a server (as for the Go tests; CI sets it). */
export function engines() {
  return process.env.CANVASS_TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

/** Creates a fresh PostgreSQL database on the CANVASS_TEST_DATABASE_URL server;
 * returns { url, drop() }. */
function createPostgresDatabase() {
  const admin = process.env.CANVASS_TEST_DATABASE_URL;
  const name = `canvass_e2e_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const psql = (sql) => {
    const r = spawnSync("psql", [admin, "-v", "ON_ERROR_STOP=1", "-q", "-c", sql], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`psql ${sql}: ${r.stderr || r.error}`);
  };
  psql(`CREATE DATABASE ${name}`);
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Starts the Canvass binary on a fresh database (SQLite, or PostgreSQL with
 * `engine: "postgres"`) and upload dir.
 * Options: { demo: boolean (seed demo content), env: {...extra env}, engine }.
 * Returns { url(path), base, port, dir, engine, log(), stop() }. */
export async function startServer({ demo = false, env = {}, engine = "sqlite" } = {}) {
  const bin = process.env.CANVASS_BIN ? resolve(process.env.CANVASS_BIN) : resolve(here, "../../bin/canvass");
  if (!existsSync(bin)) throw new Error(`Canvass binary not found at ${bin}: run \`make build\` or set CANVASS_BIN`);
  const dir = mkdtempSync(join(tmpdir(), "canvass-e2e-"));
  const pg = engine === "postgres" ? createPostgresDatabase() : null;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = ["serve", "--addr", `127.0.0.1:${port}`];
  if (demo) args.push("--demo");
  let output = "";
  const child = spawn(bin, args, {
    env: {
      ...process.env,
      CANVASS_DATABASE_URL: pg ? pg.url : `sqlite:${join(dir, "e2e.db")}`,
      CANVASS_UPLOAD_DIR: join(dir, "uploads"),
      CANVASS_BASE_URL: base,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  let exited = false;
  const exitPromise = new Promise((res) => child.on("exit", () => { exited = true; res(); }));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`canvass exited before serving:\n${output}`);
    try {
      const r = await fetch(`${base}/healthz`);
      if (r.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`canvass did not answer /healthz within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    base,
    port,
    dir,
    engine,
    url: (path = "/") => `${base}${path}`,
    log: () => output,
    /** Runs one SQL statement on the server's database and returns its output (unaligned,
     * tuples only) (PostgreSQL servers only: the test arranges what no API may, such as an
     * account's age). */
    sql(statement) {
      if (!pg) throw new Error("server.sql needs a PostgreSQL server (engine: \"postgres\")");
      const r = spawnSync("psql", [pg.url, "-v", "ON_ERROR_STOP=1", "-q", "-t", "-A", "-c", statement], { encoding: "utf8" });
      if (r.status !== 0) throw new Error(`psql ${statement}: ${r.stderr || r.error}`);
      return r.stdout.trim();
    },
    async stop() {
      if (!exited) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exitPromise;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
      pg?.drop();
    },
  };
}

/** Where `make mailpit-install` puts Mailpit (CANVASS_MAILPIT, set by the
 * Makefile, wins; then the install folder; then `mailpit` on PATH). */
export function mailpitBinary() {
  if (process.env.CANVASS_MAILPIT) return process.env.CANVASS_MAILPIT;
  const cache = process.env.CANVASS_TOOLS_DIR || join(process.env.XDG_CACHE_HOME || join(process.env.HOME || tmpdir(), ".cache"), "canvass-tools");
  const installed = join(cache, "mailpit-v1.33.1", "mailpit");
  if (existsSync(installed)) return installed;
  const onPath = spawnSync("sh", ["-c", "command -v mailpit"], { encoding: "utf8" }).stdout.trim();
  return onPath || installed;
}

/** Starts a real mail server (Mailpit) on free ports for a journey: pass
 * `env: { CANVASS_SMTP_URL: mail.smtpURL }` to startServer. Returns
 * { smtpURL, ui, messages(), message(id), waitFor(pred, what), stop() };
 * fails with the way to install it when the binary is missing. */
export async function startMailpit() {
  const bin = mailpitBinary();
  if (!existsSync(bin)) throw new Error(`Mailpit is not installed at ${bin}: run \`make mailpit-install\` (CI does)`);
  const dir = mkdtempSync(join(tmpdir(), "canvass-mailpit-"));
  const smtpPort = await freePort();
  const httpPort = await freePort();
  const child = spawn(bin, ["--smtp", `127.0.0.1:${smtpPort}`, "--listen", `127.0.0.1:${httpPort}`, "--database", join(dir, "mailpit.db"),
    "--quiet", "--disable-version-check", "--smtp-disable-rdns"], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr.on("data", (d) => (output += d));
  const ui = `http://127.0.0.1:${httpPort}`;
  const api = async (path) => {
    const r = await fetch(`${ui}${path}`);
    if (!r.ok) throw new Error(`mailpit ${path}: ${r.status}`);
    return r.json();
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${ui}/readyz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`mailpit did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    smtpURL: `smtp://127.0.0.1:${smtpPort}`,
    ui,
    /** Every message received, newest first: [{ID, Subject, To: [{Address}], ...}]. */
    messages: async () => (await api("/api/v1/messages?limit=500")).messages,
    /** One message with its Text and HTML parts. */
    message: (id) => api(`/api/v1/message/${id}`),
    /** Waits (up to 20 s) for a message matching pred and returns it whole. */
    async waitFor(pred, what = "an email") {
      const until = Date.now() + 20_000;
      for (;;) {
        const found = (await api("/api/v1/messages?limit=500")).messages.find(pred);
        if (found) return api(`/api/v1/message/${found.ID}`);
        if (Date.now() > until) throw new Error(`no ${what} arrived in Mailpit within 20 s`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async stop() {
      child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Headless Debian Chromium (no network outside localhost). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    ],
  });
}

/** A page in a fresh context (own cookies). `width` defaults to a desktop 1280.
 * Page errors (uncaught exceptions) are collected in page.errors, and so is the
 * console error src/theme.ts logs when a Chakra component renders before its recipe
 * was loaded (it would render unstyled). */
export async function newPage(browser, { width = 1280, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: undefined });
  const page = await context.newPage();
  page.errors = [];
  page.on("pageerror", (e) => page.errors.push(e));
  page.on("console", (m) => {
    if (m.type() === "error" && m.text().startsWith("Chakra recipe")) page.errors.push(new Error(m.text()));
  });
  page.setDefaultTimeout(10_000);
  return page;
}

const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Runs axe-core on the current page once its animations have finished; throws on
 * serious or critical violations (the mouse stays where it is: hover colours must pass too).
 * Returns all violations (for logging). */
export async function checkA11y(page, label = page.url()) {
  // Let finite transitions and entry animations (dialog fade-in, chip colours) finish,
  // or axe measures blended colours.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    return await axe.run(document, { resultTypes: ["violations"] });
  });
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  if (bad.length > 0) {
    const text = bad
      .map((v) => `- [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.split("\n").join(" ")}`).join("\n")}`)
      .join("\n");
    throw new Error(`axe found serious/critical accessibility violations on ${label}:\n${text}`);
  }
  return results.violations;
}

let counter = 0;
/** Unique registration data ({username, email, password, firstName, lastName, userType}). */
export function uniqueUser(overrides = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `user${id}`,
    email: `user${id}@example.org`,
    password: "secret-pass-1",
    firstName: "Test",
    lastName: `User${counter}`,
    userType: "CANDIDATE",
    ...overrides,
  };
}

/** Waits for a toast whose text contains `title`; returns its locator. */
export async function waitForToast(page, title) {
  const toast = page.locator('[data-testid="toast"]').filter({ hasText: title });
  await toast.first().waitFor({ state: "visible" });
  return toast.first();
}

/** Fills and submits the Sign Up form on /auth?mode=register. */
export async function registerViaUI(page, server, user) {
  await page.goto(server.url("/auth?mode=register"));
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("First name").fill(user.firstName);
  await form.getByLabel("Last name").fill(user.lastName);
  await form.getByLabel("Username").fill(user.username);
  await form.getByLabel("Email").fill(user.email);
  await form.getByLabel(/^Password/).fill(user.password);
  await form.getByLabel("Confirm password").fill(user.password);
  await form.getByLabel("I am a").selectOption(user.userType);
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check({ force: true });
  await form.getByRole("button", { name: "Create Account" }).click();
  await waitForToast(page, "Registration successful");
}

/** Logs in through the Log In form. */
export async function loginViaUI(page, server, username, password = DEMO_PASSWORD) {
  await page.goto(server.url("/auth?mode=login"));
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole("button", { name: "Log In" }).click();
  await waitForToast(page, "Login successful");
}

/** POSTs a GraphQL operation with the page's cookies (same origin). */
export async function graphqlInPage(page, query, variables = {}) {
  return page.evaluate(
    async ({ query, variables }) => {
      const r = await fetch("/graphql", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return r.json();
    },
    { query, variables },
  );
}

/** Registers through the API in the page's context (the page must be on the server's origin);
 * the page is signed in afterwards. */
export async function registerViaAPI(page, server, user) {
  if (!page.url().startsWith(server.base)) await page.goto(server.url("/about"));
  const res = await graphqlInPage(
    page,
    `mutation($input: RegisterInput!) { register(input: $input) { user { id databaseId } errors { field message } } }`,
    { input: user },
  );
  if (!res.data?.register?.user) throw new Error(`registerViaAPI failed: ${JSON.stringify(res)}`);
  return res.data.register.user;
}

/** Logs in through the API in the page's context; the page is signed in afterwards. */
export async function loginViaAPI(page, server, username, password = DEMO_PASSWORD) {
  if (!page.url().startsWith(server.base)) await page.goto(server.url("/about"));
  const res = await graphqlInPage(
    page,
    `mutation($input: LoginInput!) { login(input: $input) { user { id databaseId userType } errors { field message } } }`,
    { input: { username, password } },
  );
  if (!res.data?.login?.user) throw new Error(`loginViaAPI failed: ${JSON.stringify(res)}`);
  return res.data.login.user;
}

/** Waits until a form control shows `value` (controls follow the URL after a
 * navigation's transition commits, so read them only once they have caught up). */
export async function waitForValue(locator, value, { timeout = 10_000 } = {}) {
  const handle = await locator.elementHandle({ timeout });
  try {
    await locator.page().waitForFunction(([el, v]) => el.value === v, [handle, value], { timeout });
  } catch (e) {
    throw new Error(`${locator} kept the value ${JSON.stringify(await handle.inputValue())}, expected ${JSON.stringify(value)}: ${e.message}`);
  }
}

/** Waits until the app has replaced the server's first content (internal/web/boot.go:
 * the "boot-" markup of /, /jobs, /jobs/{id} and /vendors), so a step acts on the
 * app's own controls rather than on the server's look-alikes. */
export async function waitForApp(page, { timeout = 15_000 } = {}) {
  await page.waitForFunction(() => !document.querySelector("#root .boot-page, #root .boot-hero"), null, { timeout });
}

// ------------------------------------------------------------------ image fixture

// The one image fixture of the browser journeys (the Go tests' counterpart is
// internal/testkit.PNG): a real size x size RGB PNG, two colours split on the
// diagonal, which the server's upload pipeline accepts and re-encodes.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real size x size RGB PNG (a Buffer): colour a above the diagonal, b below. */
export function pngImage(size = 24, a = [30, 64, 175], b = [250, 204, 21]) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) Buffer.from(x > y ? a : b).copy(row, 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(Buffer.concat(rows))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** pngImage(size) as a file for `locator.setInputFiles(pngFile("logo.png"))`. */
export function pngFile(name = "image.png", size = 24) {
  return { name, mimeType: "image/png", buffer: pngImage(size) };
}

/** A real one-page PDF (a Buffer) with a line of text per entry of `lines`: the
 * same layout as the server's resumes.SamplePDF. */
export function pdfDocument(lines = ["Test résumé"]) {
  const parts = ["%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"];
  const offsets = [];
  let size = Buffer.byteLength(parts[0], "latin1");
  const add = (s) => {
    parts.push(s);
    size += Buffer.byteLength(s, "latin1");
  };
  const obj = (body) => {
    offsets.push(size);
    add(`${offsets.length} 0 obj\n${body}\nendobj\n`);
  };
  obj("<< /Type /Catalog /Pages 2 0 R >>");
  obj("<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  obj("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>");
  const text = lines.map((l) => ` (${l.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?")}) Tj T*`).join("");
  const content = `BT /F1 14 Tf 72 720 Td 18 TL${text} ET`;
  obj(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  obj("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  const xref = size;
  add(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const o of offsets) add(`${String(o).padStart(10, "0")} 00000 n \n`);
  add(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.from(parts.join(""), "latin1");
}

/** pdfDocument(lines) as a file for `locator.setInputFiles(pdfFile("cv.pdf"))`. */
export function pdfFile(name = "resume.pdf", lines = ["Test résumé"]) {
  return { name, mimeType: "application/pdf", buffer: pdfDocument(lines) };
}
