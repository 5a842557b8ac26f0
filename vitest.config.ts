import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname, "src"), "server-only": path.resolve(import.meta.dirname, "tests/helpers/empty.ts") };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          // One module graph per worker, not per file: the files' own start-up was ~70% of this
          // project's time (48 -> 15 s). Tests that stub globals, timers or the environment undo it in
          // afterEach; a shuffled file order passes too (docs/benchmarks.md, the suite's own time).
          isolate: false,
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          exclude: ["src/**/*.int.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          // As for unit (140 -> 104 s). Safe because each test opens its own database and every data
          // function takes it: a cache of what was read belongs to the database or site object
          // (installation-secret.ts, car-page-data.ts), and the tests that change the environment put it
          // back and call resetConfig() (src/platform/config.ts caches the parsed environment).
          isolate: false,
          include: ["src/**/*.int.test.ts", "tests/integration/**/*.test.ts"],
          globalSetup: ["tests/helpers/pglite-template.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is CPU-heavy WASM; two cores run two files at a time at most.
          maxWorkers: 2,
        },
      },
    ],
  },
});
