import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
  // Build folders (.next, .next-e2e, .next-<name>) and PGlite data folders are generated, never linted.
  { ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", ".data-*/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];
export default config;
