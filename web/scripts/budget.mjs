// Bundle budget: the JavaScript that `/` loads (the entry script of dist/index.html
// and the modulepreload imports listed there; lazy route chunks are not counted)
// must stay at or under 250 KB gzip.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const LIMIT_KB = 250;
const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const html = readFileSync(join(dist, "index.html"), "utf8");

const files = new Set();
for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
  const isEntry = /^<script\b/.test(tag) && /type="module"/.test(tag);
  const isPreload = /^<link\b/.test(tag) && /rel="modulepreload"/.test(tag);
  const url = tag.match(/(?:src|href)="([^"]+)"/)?.[1];
  if ((isEntry || isPreload) && url && url.endsWith(".js")) files.add(url);
}
if (files.size === 0) {
  console.error("budget: no entry script found in dist/index.html (run `npm run build` first)");
  process.exit(1);
}

let total = 0;
for (const url of files) {
  const bytes = readFileSync(join(dist, url.replace(/^\//, "")));
  const gz = gzipSync(bytes, { level: 9 }).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB gzip  ${url}  (${(bytes.length / 1024).toFixed(1)} KB raw)`);
}
const totalKB = total / 1024;
console.log(`budget: ${totalKB.toFixed(1)} KB gzip of JavaScript loaded by / (limit ${LIMIT_KB} KB)`);
if (totalKB > LIMIT_KB) {
  console.error(`budget: FAILED, ${totalKB.toFixed(1)} KB exceeds ${LIMIT_KB} KB`);
  process.exit(1);
}
