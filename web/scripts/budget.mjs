// Bundle budget: the JavaScript a browser loads for `/` must stay at or under
// 250 KB gzip (level 9, summed per file).
//
// Measured statically from Vite's manifest (dist/.vite/manifest.json, `build.manifest`),
// so it needs no server: the entry chunk of index.html and everything it imports
// statically, plus the dynamic import that `/` triggers on first render, the home route
// module (src/features/home/HomeRoute.tsx, a lazy route, with the jobs and vendors
// teasers), with its own static imports. Other routes' chunks are not counted, nor what
// loads on the first interaction: the toaster (first key or pointer press), the avatar
// menu (first hover/focus of the avatar button, src/app/AvatarButton.tsx) and a job
// owner's Delete dialog (first hover/focus of Delete, src/features/jobs/JobCard.tsx).
// The limit applies to both figures: a visitor's `/` and a signed-in member's `/`
// (MEMBER_DYNAMIC: the chunks only members load without interacting).
// The browser journey e2e/budget.test.mjs cross-checks both figures by summing the
// JavaScript responses Chromium receives for `/` until the network is idle.
//
//   node scripts/budget.mjs           # table + both totals, exit 1 if either is above the limit
//   node scripts/budget.mjs --json    # {files: [...], totalKB, memberKB} for other tools
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const LIMIT_KB = 250;
/** A signed-in member's `/` also carries the live-message client (the unread badge
 * in the header updates in real time on every screen: MessageEvents and graphql-ws,
 * about 5 KB gzip), so members get 10 KB more. */
export const MEMBER_LIMIT_KB = 260;
export const DIST = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");

/** Dynamic imports that `/` loads on first render for a visitor (manifest keys): the
 * home route and the Chakra system, which src/main.tsx loads in its own step. */
export const HOME_DYNAMIC = ["src/features/home/HomeRoute.tsx", "_theme-"];
/** ...and in addition for a signed-in member, before any interaction: the live
 * message and notification events (the bell, issue 26) and their websocket client.
 * A key ending in "-" names a shared chunk by its name (Vite names it
 * "_MessageEvents-<hash>.js"). The avatar menu still loads on first
 * hover/focus/click, see src/app/AvatarButton.tsx. The election-week lead's small
 * chunk loads too (its sections only in the week after a general election). */
export const MEMBER_DYNAMIC = [
  "_MessageEvents-",
  "src/features/notifications/NotificationEvents.ts",
  "node_modules/graphql-ws/dist/index.js",
  // The home page's election-week lead asks on every signed-in visit whether to lead with
  // people or jobs (issue 27); its sections load only in that week (ElectionWeekSections).
  "src/features/home/ElectionWeekLead.tsx",
];
/** Loaded on a member's first interaction with the header (reported, not enforced). */
export const ON_INTERACTION = ["src/app/AvatarMenu.tsx"];

/** The files (dist-relative, e.g. "assets/index-abc.js") that `/` loads for a visitor
 * (or, with `member`, for a signed-in user). */
export function filesLoadedByHome(dist = DIST, { member = false, extra = [] } = {}) {
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
  // Every dynamic import of any chunk of the app (the entry's, the environment's ...).
  const dynamic = Object.values(manifest).flatMap((c) => c.dynamicImports ?? []);
  for (let key of [...HOME_DYNAMIC, ...(member ? MEMBER_DYNAMIC : []), ...extra]) {
    // "_theme-" is the shared chunk named "theme", not "theme-recipes".
    if (key.endsWith("-")) key = dynamic.find((k) => k.startsWith(key) && manifest[k]?.name === key.slice(1, -1)) ?? key;
    if (!dynamic.includes(key)) {
      throw new Error(`budget: ${key} is no longer a dynamic import in the app: update scripts/budget.mjs`);
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
  let files, memberFiles, menuFiles;
  try {
    files = filesLoadedByHome();
    memberFiles = filesLoadedByHome(DIST, { member: true });
    menuFiles = filesLoadedByHome(DIST, { member: true, extra: ON_INTERACTION });
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
  const rows = memberFiles
    .map((f) => ({ file: f, raw: readFileSync(join(DIST, f)).length / 1024, gz: sizeOf(f), member: !files.includes(f) }))
    .sort((a, b) => b.gz - a.gz);
  const sum = (list) => list.reduce((s, f) => s + sizeOf(f), 0);
  const total = sum(files);
  const member = sum(memberFiles);
  const withMenu = sum(menuFiles);
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ files: rows, totalKB: total, memberKB: member, withMenuKB: withMenu }));
  } else {
    for (const r of rows) {
      console.log(`${r.gz.toFixed(1).padStart(8)} KB gzip  /${r.file}  (${r.raw.toFixed(1)} KB raw)${r.member ? "  [members only]" : ""}`);
    }
    console.log(
      `budget: visitor   ${total.toFixed(1)} KB gzip of JavaScript loaded by / ` +
        `(${files.length} files: entry, home route with teasers, their static imports; limit ${LIMIT_KB} KB)`,
    );
    console.log(`budget: signed-in ${member.toFixed(1)} KB gzip loaded by / for a signed-in member (${memberFiles.length} files; limit ${MEMBER_LIMIT_KB} KB)`);
    console.log(`budget: (${withMenu.toFixed(1)} KB once the avatar menu has loaded on first hover/focus/click; not limited)`);
  }
  let failed = false;
  for (const [who, kb, limit] of [["visitor", total, LIMIT_KB], ["signed-in member", member, MEMBER_LIMIT_KB]]) {
    if (kb > limit) {
      console.error(`budget: FAILED, ${kb.toFixed(1)} KB for a ${who} exceeds ${limit} KB`);
      failed = true;
    }
  }
  if (failed) process.exit(1);
}
