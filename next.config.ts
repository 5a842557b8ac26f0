import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "sharp", "proper-lockfile"],
  // Separate build folders let several builds (tests, benchmarks) coexist on one machine.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `npm test` type-checks the whole project (tests and benchmarks too) with `tsc --noEmit`. The
  // build does not repeat it: a type error in a test file must not stop `npm start`, and every
  // build (npm start's, the e2e suite's) is 15-30 s faster on two cores.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // Demo car photos are rendered locally by /media routes; real feeds bring their own https hosts.
    remotePatterns: [{ protocol: "https", hostname: "**" }],
    formats: ["image/avif", "image/webp"],
    qualities: [75, 80],
  },
};

export default nextConfig;
