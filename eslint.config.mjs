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
  // Build folders (.next, .next-e2e, .next-<name>) and PGlite data folders are generated, never linted.
  { ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", ".data-*/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];
export default config;
