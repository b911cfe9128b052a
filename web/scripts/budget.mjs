// Bundle budget: the JavaScript a browser loads for `/` must stay at or under
// 250 KB gzip (level 9, summed per file).
//
// Measured statically from Vite's manifest (dist/.vite/manifest.json, `build.manifest`),
// so it needs no server: the entry chunk of index.html and everything it imports
// statically, plus the dynamic imports that `/` triggers on first render, each with
// its own static imports:
//   - the home route module (src/features/home/HomeRoute.tsx, a lazy route), and
//   - the avatar menu (src/app/AvatarMenu.tsx), which the header loads for a signed-in
//     user (counted so the figure holds for visitors and members alike).
// Other routes' chunks are not counted. The browser journey e2e/budget.test.mjs
// cross-checks this figure by summing the JavaScript responses Chromium receives on `/`.
//
//   node scripts/budget.mjs           # table + total, exit 1 above the limit
//   node scripts/budget.mjs --json    # {files: [...], totalBytes} for other tools
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const LIMIT_KB = 250;
export const DIST = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");

/** Dynamic imports that `/` loads on first render (manifest keys). */
export const HOME_DYNAMIC = ["src/features/home/HomeRoute.tsx", "src/app/AvatarMenu.tsx"];

/** The files (dist-relative, e.g. "assets/index-abc.js") that `/` loads. */
export function filesLoadedByHome(dist = DIST) {
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
  for (const key of HOME_DYNAMIC) {
    if (!(entry.dynamicImports ?? []).includes(key) && !manifest[key]) {
      throw new Error(`budget: ${key} is no longer a dynamic import: update HOME_DYNAMIC`);
    }
    visit(key);
  }
  return [...files];
}

export function gzipKB(bytes) {
  return gzipSync(bytes, { level: 9 }).length / 1024;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let files;
  try {
    files = filesLoadedByHome();
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
  const rows = files
    .map((f) => {
      const bytes = readFileSync(join(DIST, f));
      return { file: f, raw: bytes.length / 1024, gz: gzipKB(bytes) };
    })
    .sort((a, b) => b.gz - a.gz);
  const total = rows.reduce((s, r) => s + r.gz, 0);
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ files: rows, totalKB: total }));
  } else {
    for (const r of rows) {
      console.log(`${r.gz.toFixed(1).padStart(8)} KB gzip  /${r.file}  (${r.raw.toFixed(1)} KB raw)`);
    }
    console.log(
      `budget: ${total.toFixed(1)} KB gzip of JavaScript loaded by / (${rows.length} files: entry, home route, ` +
        `avatar menu and their static imports; limit ${LIMIT_KB} KB)`,
    );
  }
  if (total > LIMIT_KB) {
    console.error(`budget: FAILED, ${total.toFixed(1)} KB exceeds ${LIMIT_KB} KB`);
    process.exit(1);
  }
}
