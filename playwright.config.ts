import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from "./scripts/lib/app.mjs";

/**
 * End-to-end tests drive Debian's Chromium against the production build, started once by the
 * global setup on a free port with a fresh, demo-seeded DATA_DIR. Tests reach each site at
 * http://{slug}.localhost:{port} through `baseURLFor(slug)` from tests/e2e/fixtures.ts.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // Two cores: the server and one or two browsers are all this machine can run at once.
  workers: process.env.CI ? 1 : 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  outputDir: "test-results",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS },
    // Recording a trace for every test (to keep only the failures') cost ~10% of each test's time
    // (docs/benchmarks.md, the suite's own time). CI records none: nobody opens a trace from a
    // CI clone, and the failure's message is printed (its screenshot is kept). On a laptop, failures keep
    // theirs; `npx playwright test <file> --trace on` records one for a test that CI saw fail.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
  },
});
