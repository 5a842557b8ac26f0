import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** Feature folders: business data access and rules, below the web edge and the UI. */
const FEATURES = ["accounts", "admin", "analytics", "cars", "finance", "geo", "leads", "media", "promotions", "reviews", "search", "site", "stock", "valuation", "videos", "db", "platform", "jobs"];
/** The demo is no part of the platform: production code reaches it only through src/media/adapter.ts, which loads it lazily. */
const NO_DEMO = { regex: "^((\\.\\./)+|\\./|@/)demo/", message: "Production code reaches the demo only through the media adapter (src/media/adapter.ts), which loads it when MEDIA_SOURCE=demo." };

const config = [
  ...nextVitals,
  ...nextTs,
  // The site header and footer are server components and link with plain <a> on purpose: next/link
  // is a client component, and chrome on every page would put its script in every page's first
  // load. The rule cannot see that, and with the root `[modelSlug]` route (a model's short
  // address) it takes every one-segment path for a page of ours.
  { files: ["src/ui/layout/**"], rules: { "@next/next/no-html-link-for-pages": "off" } },
  // Playwright fixtures receive a callback named `use`, which is not React's hook.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  // One configuration (src/platform/config.ts): nothing else in the app reads the environment, so
  // every variable is validated at boot and documented in one schema. NEXT_RUNTIME in
  // src/instrumentation.ts is a constant Next.js writes into each bundle, not configuration.
  {
    files: ["src/**/*.ts", "src/**/*.tsx", "src/**/*.mjs"],
    ignores: ["src/platform/config.ts", "src/instrumentation.ts", "src/**/*.test.ts", "src/**/*.test.tsx"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through src/platform/config.ts (getEnv, leadSettings, accountSettings), which validates it at boot." },
      ],
    },
  },
  // Boundaries (docs/ARCHITECTURE.md "Modules"): feature folders hold rules and data access, never
  // the web edge, React or routes, so arrows only point down. Nothing outside src/demo imports it.
  {
    files: FEATURES.map((f) => `src/${f}/**/*.{ts,tsx}`),
    ignores: ["src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^((\\.\\./)+|@/)(web|ui|app)/", message: "Feature code must not import the web edge, UI or routes (src/web, src/ui, src/app); move the handler or loader to src/web." },
            NO_DEMO,
          ],
        },
      ],
    },
  },
  // src/ui is presentational: components get their data and server actions from the page (src/app)
  // or its loader (src/web/pages), never by importing them (types excepted).
  {
    files: ["src/ui/**/*.{ts,tsx}"],
    ignores: ["src/ui/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^((\\.\\./)+|@/)(web|app)/", allowTypeImports: true, message: "src/ui is presentational: take data and actions as props (loaders live in src/web/pages)." }, NO_DEMO] },
      ],
    },
  },
  // The web edge, the routes and the CLI: features, UI and platform, never the demo.
  {
    files: ["src/web/**/*.{ts,tsx}", "src/app/**/*.{ts,tsx}", "src/cli/**/*.ts", "src/*.ts"],
    ignores: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_DEMO] }] },
  },
  // src/domain is pure rules: it imports values from src/domain only (types from anywhere).
  {
    files: ["src/domain/**/*.ts"],
    ignores: ["src/domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(\\.\\./|@/)", allowTypeImports: true, message: "src/domain imports values from src/domain only (import type for anything else)." }] },
      ],
    },
  },
  // Build folders (.next, .next-e2e, .next-<name>) and PGlite data folders are generated, never linted.
  { ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", ".data-*/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];
export default config;
