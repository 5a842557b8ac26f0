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
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          exclude: ["src/**/*.int.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
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
