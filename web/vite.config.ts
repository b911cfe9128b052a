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

// Two entries: the app (index.html) and the developers' GraphiQL playground
// (playground.html), which the Go server serves at /graphql/playground in dev mode.
export default defineConfig({
  plugins: [react(), relay, recordEntryChunks],
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
    rolldownOptions: {
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
