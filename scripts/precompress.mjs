#!/usr/bin/env node
/**
 * `npm run build`'s second step: a Brotli and a gzip copy of each of the build's scripts and
 * stylesheets, which scripts/server.mjs then sends as they are (src/platform/build-assets.mjs).
 *
 *   node scripts/precompress.mjs [distDir]      # default: NEXT_DIST_DIR or .next
 */
import path from "node:path";
import { precompressBuildAssets } from "../src/platform/build-assets.mjs";

const distDir = path.resolve(import.meta.dirname, "..", process.argv[2] || process.env.NEXT_DIST_DIR || ".next");
const started = Date.now();
try {
  const { files, written } = await precompressBuildAssets(distDir);
  console.log(`[precompress] ${files} build assets, ${written} compressed copies written in ${((Date.now() - started) / 1000).toFixed(1)} s (${path.relative(process.cwd(), distDir) || "."})`);
} catch (err) {
  console.error(`[precompress] ${err.message}`);
  process.exit(1);
}
