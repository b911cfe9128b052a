// Precompresses the built app (issue 14): for every text asset in dist/ writes
// NAME.br (brotli, quality 11) and NAME.gz (gzip, level 9) next to it, when that
// saves at least 10% and the file is at least 512 bytes. The Go server
// (internal/web/encoding.go) sends the best variant the browser accepts, with
// Content-Encoding and Vary: Accept-Encoding. Runs after `vite build`
// (`npm run build`); prints the totals.
//
//   node scripts/compress.mjs [dist]
import { readdirSync, readFileSync, statSync, writeFileSync, unlinkSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { DIST } from "./budget.mjs";

/** Extensions worth compressing (index.html and playground.html are served by the Go
 * server from memory, and the .vite manifest is never served). */
export const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".ttf", ".otf", ".txt", ".xml", ".wasm", ".ico", ".webmanifest"]);
const MIN_BYTES = 512;
const MAX_RATIO = 0.9;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== ".vite") yield* walk(path);
    } else {
      yield path;
    }
  }
}

export function compressDist(dist = DIST) {
  let raw = 0;
  let br = 0;
  let gz = 0;
  let files = 0;
  for (const path of [...walk(dist)]) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const data = readFileSync(path);
    for (const ext of [".br", ".gz"]) {
      try {
        unlinkSync(path + ext); // a stale variant must never outlive its file
      } catch {
        // none
      }
    }
    if (data.length < MIN_BYTES) continue;
    const b = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: extname(path) === ".ttf" ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
      },
    });
    const g = gzipSync(data, { level: 9 });
    if (b.length <= data.length * MAX_RATIO) writeFileSync(path + ".br", b);
    if (g.length <= data.length * MAX_RATIO) writeFileSync(path + ".gz", g);
    files += 1;
    raw += data.length;
    br += Math.min(b.length, data.length);
    gz += Math.min(g.length, data.length);
  }
  return { files, raw, br, gz };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? DIST;
  const t = compressDist(dist);
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`compress: ${t.files} files in ${relative(process.cwd(), dist) || "."}: ${kb(t.raw)} -> brotli ${kb(t.br)}, gzip ${kb(t.gz)}`);
}
