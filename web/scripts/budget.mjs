// Bundle budget: the JavaScript a browser loads for `/` must stay at or under
// 250 KB gzip (level 9, summed per file).
//
// Measured statically from Vite's manifest (dist/.vite/manifest.json, `build.manifest`),
// so it needs no server: the entry chunk of index.html and everything it imports
// statically, plus the dynamic import that `/` triggers on first render, the home route
// module (src/features/home/HomeRoute.tsx, a lazy route, with the jobs and vendors
// teasers), with its own static imports. Other routes' chunks are not counted, nor the
// toaster (loaded on the first key or pointer press). The limit applies to this visitor
// figure; the figure for a signed-in member (plus the lazy avatar menu) is printed too.
// The browser journey e2e/budget.test.mjs cross-checks the visitor figure by summing
// the JavaScript responses Chromium receives for `/` until the network is idle.
//
//   node scripts/budget.mjs           # table + total, exit 1 above the limit
//   node scripts/budget.mjs --json    # {files: [...], totalBytes} for other tools
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const LIMIT_KB = 250;
export const DIST = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");

/** Dynamic imports that `/` loads on first render for a visitor (manifest keys). */
export const HOME_DYNAMIC = ["src/features/home/HomeRoute.tsx"];
/** ...and in addition for a signed-in member. */
export const MEMBER_DYNAMIC = ["src/app/AvatarMenu.tsx"];

/** The files (dist-relative, e.g. "assets/index-abc.js") that `/` loads for a visitor
 * (or, with `member`, for a signed-in user). */
export function filesLoadedByHome(dist = DIST, { member = false } = {}) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
  } catch {
    throw new Error("budget: dist/.vite/manifest.json not found (run `npm run build` first)");
  }
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`budget: ${key} is not in the Vite manifest`);
    seen.add(key);
    if (chunk.file.endsWith(".js")) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep); // static imports load with the chunk
  };
  visit("index.html");
  const entry = manifest["index.html"];
  for (const key of member ? [...HOME_DYNAMIC, ...MEMBER_DYNAMIC] : HOME_DYNAMIC) {
    if (!(entry.dynamicImports ?? []).includes(key)) {
      throw new Error(`budget: ${key} is no longer a dynamic import of the entry: update scripts/budget.mjs`);
    }
    visit(key);
  }
  return [...files];
}

export function gzipKB(bytes) {
  return gzipSync(bytes, { level: 9 }).length / 1024;
}

const sizeOf = (f) => gzipKB(readFileSync(join(DIST, f)));

if (import.meta.url === `file://${process.argv[1]}`) {
  let files, memberFiles;
  try {
    files = filesLoadedByHome();
    memberFiles = filesLoadedByHome(DIST, { member: true });
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
  const rows = files
    .map((f) => ({ file: f, raw: readFileSync(join(DIST, f)).length / 1024, gz: sizeOf(f) }))
    .sort((a, b) => b.gz - a.gz);
  const total = rows.reduce((s, r) => s + r.gz, 0);
  const member = memberFiles.reduce((s, f) => s + sizeOf(f), 0);
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ files: rows, totalKB: total, memberKB: member }));
  } else {
    for (const r of rows) {
      console.log(`${r.gz.toFixed(1).padStart(8)} KB gzip  /${r.file}  (${r.raw.toFixed(1)} KB raw)`);
    }
    console.log(
      `budget: ${total.toFixed(1)} KB gzip of JavaScript loaded by / for a visitor ` +
        `(${rows.length} files: entry, home route with teasers, their static imports; limit ${LIMIT_KB} KB)`,
    );
    console.log(`budget: ${member.toFixed(1)} KB gzip for a signed-in member (plus the avatar menu chunks; not enforced)`);
  }
  if (total > LIMIT_KB) {
    console.error(`budget: FAILED, ${total.toFixed(1)} KB exceeds ${LIMIT_KB} KB`);
    process.exit(1);
  }
}
