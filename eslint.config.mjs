import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  // Playwright fixtures receive a callback named `use`, which is not React's hook.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  // Build folders (.next, .next-e2e, .next-<name>) and PGlite data folders are generated, never linted.
  { ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", ".data-*/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];
export default config;
