import type { NextConfig } from "next";
import { HSTS, STATIC_SECURITY_HEADERS } from "./src/platform/security-headers";
import { FEED_PHOTO_QUALITY, OPTIMISER_DEVICE_SIZES, OPTIMISER_IMAGE_SIZES } from "./src/platform/feed-photo";

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
  // On every response, pages, APIs and build assets alike (src/platform/security-headers.ts); the
  // page-specific CSP and framing rule come from src/proxy.ts. HSTS only on a response that went
  // out over https: X-Forwarded-Proto is the server edge's trusted value (ADR 0007), never the
  // client's.
  async headers() {
    return [
      { source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] },
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [{ key: "Strict-Transport-Security", value: HSTS }] },
    ];
  },
  // The vehicle page cache (ADR 0005): src/proxy.ts marks a cacheable GET /cars/{slug} with this
  // header; the rewrite keeps the shopper's URL and stays inside this server. Never for a client
  // navigation or router.refresh(): they want the page's RSC payload, not cached HTML, and the
  // proxy cannot tell them apart (Next.js hides the `rsc` header and `_rsc` query from it).
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: "/cars/:slug",
          has: [{ type: "header", key: "x-forecourt-car-page-cache", value: "1" }],
          missing: [
            { type: "header", key: "rsc" },
            { type: "query", key: "_rsc" },
          ],
          destination: "/car-page-cache/:slug",
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  images: {
    // Demo car photos are rendered locally by /media routes; real feeds bring their own https hosts,
    // whose photos the optimiser resizes and re-encodes (src/platform/feed-photo.ts builds the URLs).
    remotePatterns: [{ protocol: "https", hostname: "**" }],
    formats: ["image/avif", "image/webp"],
    qualities: [FEED_PHOTO_QUALITY, 80],
    deviceSizes: [...OPTIMISER_DEVICE_SIZES],
    imageSizes: [...OPTIMISER_IMAGE_SIZES],
    // A feed photo rarely changes under the same address; keep each resized copy a day.
    minimumCacheTTL: 86_400,
  },
};

export default nextConfig;
