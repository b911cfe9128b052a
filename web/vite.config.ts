/// <reference types="vitest/config" />
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import relay from "vite-plugin-relay";

// The chunks the app's entry (index.html) imports statically, found when the bundle
// is written (before Vite writes each dynamic import's preload list, see
// modulePreload below): they have run by the time any lazy route is imported.
const entryChunks = new Set<string>();
const recordEntryChunks: Plugin = {
  name: "canvass:entry-chunks",
  apply: "build",
  generateBundle: {
    order: "pre",
    handler(_options, bundle) {
      entryChunks.clear();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (entryChunks.has(file) || chunk?.type !== "chunk") return;
        entryChunks.add(file);
        chunk.imports.forEach(visit);
      };
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type === "chunk" && chunk.isEntry && chunk.name === "index") visit(file);
      }
    },
  },
};

// Vite's chunk-size warning (500 kB) for the app's chunks only: the
// developers' playground brings Monaco's editor and its workers (0.3-2.8 MB,
// loaded only at /graphql/playground in dev mode), which warned on every
// build. Chunks the app's entry reaches (statically or through lazy routes)
// over APP_CHUNK_WARN_KB warn as Vite's would.
const APP_CHUNK_WARN_KB = 500;
const appChunkSizeWarning: Plugin = {
  name: "canvass:app-chunk-size",
  apply: "build",
  generateBundle(_options, bundle) {
    const app = new Set<string>();
    const visit = (file: string) => {
      const chunk = bundle[file];
      if (app.has(file) || chunk?.type !== "chunk") return;
      app.add(file);
      chunk.imports.forEach(visit);
      chunk.dynamicImports.forEach(visit);
    };
    for (const [file, chunk] of Object.entries(bundle)) {
      if (chunk.type === "chunk" && chunk.isEntry && chunk.name === "index") visit(file);
    }
    for (const file of app) {
      const chunk = bundle[file];
      const kb = chunk.type === "chunk" ? Buffer.byteLength(chunk.code) / 1000 : 0;
      if (kb > APP_CHUNK_WARN_KB) this.warn(`${file} is ${kb.toFixed(0)} kB, over ${APP_CHUNK_WARN_KB} kB: split it (dynamic import) or move code out of it`);
    }
  },
};

// Two entries: the app (index.html) and the developers' GraphiQL playground
// (playground.html), which the Go server serves at /graphql/playground in dev mode.
export default defineConfig({
  plugins: [react(), relay, recordEntryChunks, appChunkSizeWarning],
  server: {
    proxy: {
      "/graphql": "http://127.0.0.1:8080",
      "/api": "http://127.0.0.1:8080",
      "/uploads": "http://127.0.0.1:8080",
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/budget.mjs follows it to measure what / loads.
    manifest: true,
    // No <link rel="modulepreload"> for the entry's ~30 chunks in index.html: Chromium
    // fetches and compiles them before it paints anything, which held the first paint
    // (the header in index.html) back by 2-3 s on a phone (issue 14). Lazy routes keep
    // their preloads (Vite's dynamic-import helper), so opening a screen does not
    // load its chunks one after another, but only for the chunks the entry has not
    // loaded already: the helper adds one <link> per chunk, and the 40-50 links of
    // every route's full list cost a phone about 40 ms of start-up per route.
    modulePreload: {
      resolveDependencies: (_filename, deps, { hostType }) =>
        hostType === "html" ? [] : deps.filter((dep) => !entryChunks.has(dep)),
    },
    // Above the playground's largest chunk (Monaco, 2.8 MB): the app's chunks
    // are checked by appChunkSizeWarning above, and what `/` loads by
    // scripts/budget.mjs (`npm run budget`, part of `make test`).
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // GraphiQL's modules start with "use no memo" (a React Compiler
      // directive, meaningless in a bundle): the bundler drops it and warns
      // once per module, in a dozen coloured lines that look like errors.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" && /node_modules/.test(warning.message) && warning.message.includes('"use no memo"')) return;
        warn(warning);
      },
      // No "[PLUGIN_TIMINGS] JavaScript callbacks ran for ..." notice: on a busy
      // machine every build printed it (the Relay transform's share of the time),
      // in yellow like a warning, with nothing for the person building to do.
      checks: { bundlerTimings: false },
      // Chakra's theme module builds its full default config with defineConfig() at
      // load time; marking it pure lets the recipes Canvass does not use drop out.
      treeshake: { manualPureFunctions: ["defineConfig"] },
      input: {
        index: resolve(import.meta.dirname, "index.html"),
        playground: resolve(import.meta.dirname, "playground.html"),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // Chakra's small layout and text components (box, text, stack, ...)
              // in one chunk instead of a dozen files of a few hundred bytes each:
              // every screen uses them, and each file costs a request and its
              // own gzip framing.
              name: "ui-small",
              test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|text|heading|link|badge|container|spinner|stack|flex|grid|simple-grid|visually-hidden|image|card)[\\/]/,
              maxModuleSize: 4096,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
    // Dialog and form tests render Chakra and Relay in jsdom: a few seconds
    // each on a busy 2-core machine, so the 5 s default flakes there.
    testTimeout: 30_000,
  },
});
