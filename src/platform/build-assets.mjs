/**
 * Next.js's build assets (`/_next/static/…`: the JavaScript chunks and stylesheets every page
 * loads) compressed once, when the app is built, and sent from the server's edge as they are.
 *
 * Why: Next.js gzips each asset anew for every request that asks for it: 16–19 ms of CPU for the
 * largest chunk, 70–86 ms for one page's whole set (more than rendering the page it belongs to),
 * and it offers no Brotli, which is ~14% smaller on the wire than gzip for the same files
 * (docs/benchmarks.md, "2026-11-29: build assets compressed once"). A CDN in front does the same
 * on its side; this is for the origin and for every deployment without one.
 *
 * `precompressBuildAssets` writes `x.js.br` and `x.js.gz` beside each compressible file (`npm run
 * build` and `npm start`'s build run it), then a marker naming the build. `createBuildAssetHandler`
 * serves the folder with sirv (its precompressed-file lookup, ETag, immutable caching), only for a
 * build that carries the marker: a build made with a bare `next build` is left to Next.js.
 *
 * Plain JavaScript: the server entry (scripts/server.mjs) runs it without a build step.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import sirv from "sirv";
import { acceptsCoding } from "./content-coding.mjs";
import { HSTS, STATIC_SECURITY_HEADERS } from "./static-security-headers.mjs";

/** Where Next.js serves its build folder's `static/` from. */
const BUILD_ASSET_PREFIX = "/_next/static/";
/** Written into `static/` last, holding the BUILD_ID it was made for. A dotfile: sirv never serves it. */
const MARKER = ".precompressed";
const COMPRESSIBLE = /\.(m?js|css|svg|json|txt|map|html|xml|wasm)$/;
/** Below this, compressing saves less than the headers it costs (Next.js's own threshold is the same). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** The highest settings: paid once per build (a few seconds for ~1.5 MB), not per request. */
const CODINGS = [
  { name: "br", ext: ".br", compress: (buf) => brotli(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.byteLength } }) },
  { name: "gzip", ext: ".gz", compress: (buf) => gzipAsync(buf, { level: 9 }) },
];

const TEXT_TYPES = { js: "text/javascript", mjs: "text/javascript", css: "text/css", json: "application/json" };

function buildIdOf(distDir) {
  try {
    return fs.readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
  } catch {
    return null;
  }
}

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function writeAtomically(file, data) {
  // Several server processes may start on one build at once: each writes its own file, then renames.
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(tmp, data);
  await fs.promises.rename(tmp, file);
}

/** Whether the build in `distDir` has been through precompressBuildAssets (and not rebuilt since). */
export function isPrecompressed(distDir) {
  const buildId = buildIdOf(distDir);
  if (!buildId) return false;
  try {
    return fs.readFileSync(path.join(distDir, "static", MARKER), "utf8") === buildId;
  } catch {
    return false;
  }
}

/**
 * Write a Brotli and a gzip copy beside every compressible file of the build's `static/` folder
 * that is at least 1 KB and shrinks by 5% or more, then the marker. Files already compressed for
 * this build are kept. Returns how many files it looked at and how many copies it wrote.
 */
export async function precompressBuildAssets(distDir) {
  const buildId = buildIdOf(distDir);
  if (!buildId) throw new Error(`${distDir} holds no build (no BUILD_ID): build the app first`);
  const staticDir = path.join(distDir, "static");
  const files = listFiles(staticDir).filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const { mtimeMs, size } = await fs.promises.stat(file);
      let source = null;
      for (const coding of CODINGS) {
        const target = file + coding.ext;
        const existing = await fs.promises.stat(target).catch(() => null);
        if (existing && existing.mtimeMs >= mtimeMs) continue;
        // Read only when a copy is to be made: a re-run on a compressed build reads nothing.
        source ??= size < MIN_BYTES ? null : await fs.promises.readFile(file);
        const compressed = source && (await coding.compress(source));
        if (!compressed || compressed.byteLength > size * 0.95) {
          await fs.promises.rm(target, { force: true });
          continue;
        }
        await writeAtomically(target, compressed);
        written += 1;
      }
    }),
  );
  await writeAtomically(path.join(staticDir, MARKER), buildId);
  return { files: files.length, written };
}

/**
 * A handler for `/_next/static/…` that answers from the precompressed build, or null when the build
 * was not precompressed. `answer(req, res)` returns whether it answered; when it did not (another
 * path or method, or a file the build does not have), nothing was written and the request is
 * Next.js's.
 */
export function createBuildAssetHandler(distDir) {
  if (!isPrecompressed(distDir)) return null;
  const serve = sirv(path.join(distDir, "static"), {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: [],
    maxAge: 31_536_000,
    immutable: true,
    setHeaders(res, pathname) {
      // What next.config.ts's headers() put on every response Next.js answers.
      for (const { key, value } of STATIC_SECURITY_HEADERS) res.setHeader(key, value);
      // scripts/server.mjs has already replaced X-Forwarded-Proto with the trusted value (ADR 0007).
      if (res.req.headers["x-forwarded-proto"] === "https") res.setHeader("Strict-Transport-Security", HSTS);
      const type = TEXT_TYPES[pathname.slice(pathname.lastIndexOf(".") + 1)];
      if (type) res.setHeader("Content-Type", `${type}; charset=utf-8`);
    },
  });
  return function answerBuildAsset(req, res) {
    if ((req.method !== "GET" && req.method !== "HEAD") || typeof req.url !== "string" || !req.url.startsWith(BUILD_ASSET_PREFIX)) return false;
    const url = req.url;
    const accept = req.headers["accept-encoding"];
    // sirv looks for "br" and "gzip" as substrings; it is handed only the codings the client takes.
    req.headers["accept-encoding"] = CODINGS.filter((c) => acceptsCoding(accept, c.name))
      .map((c) => c.name)
      .join(", ");
    let missed = false;
    // sirv pipes the file without an error listener: a file removed under a running server (a build
    // replaced in place) would otherwise throw from the stream and stop the process.
    const guardRead = (source) => source.once("error", () => res.destroy());
    res.once("pipe", guardRead);
    req.url = url.slice(BUILD_ASSET_PREFIX.length - 1);
    try {
      serve(req, res, () => {
        missed = true;
      });
    } finally {
      // On a miss the response is Next.js's: its own streams keep their own error handling.
      if (missed) res.off("pipe", guardRead);
      req.url = url;
      if (accept === undefined) delete req.headers["accept-encoding"];
      else req.headers["accept-encoding"] = accept;
    }
    return !missed;
  };
}
