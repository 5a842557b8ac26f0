#!/usr/bin/env node
/**
 * The production server: Next.js's own request handler (the one `next start` uses) behind a
 * node:http listener that first works out who is asking — the socket's address, and X-Forwarded-*
 * only from the proxies TRUST_PROXY names (src/platform/client-identity.mjs, ADR 0007). Next.js
 * gives route handlers, server actions and the proxy no access to the socket, so this is the one
 * place the client's real address can be read. It also answers the vehicle pages the page cache holds
 * without Next.js (src/platform/car-page-edge.mjs, ADR 0016), and the build's precompressed scripts
 * and stylesheets (src/platform/build-assets.mjs, ADR 0018).
 *
 *   node scripts/server.mjs --port 3000 [--hostname 0.0.0.0] [--keepAliveTimeout 65000]
 *
 * Runs the build in NEXT_DIST_DIR (default .next) with NODE_ENV=production. scripts/cluster.mjs
 * runs one of these per core.
 */
import http from "node:http";
import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import next from "next";
import { EDGE_KEY_ENV, applyClientIdentity, parseTrustProxy } from "../src/platform/client-identity.mjs";
import { sharedCacheOnWriteHead } from "../src/platform/shared-cache.mjs";
import { answerCarPageHit, mayBeCarPageHit } from "../src/platform/car-page-edge.mjs";
import { createBuildAssetHandler } from "../src/platform/build-assets.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

const port = Number(option("port", process.env.PORT || 3000));
const hostname = option("hostname", undefined);
const keepAliveTimeout = Number(option("keepAliveTimeout", 65_000));

// The vehicle page cache fills itself by asking this server for the page (src/web/car-page-cache.ts
// renderOrigin): it must ask the port we listen on, whether that came from --port or PORT, and the
// address we listen on when --hostname names one that is not loopback or every interface.
process.env.PORT = String(port);
if (hostname && !["0.0.0.0", "::", "localhost", "127.0.0.1"].includes(hostname)) {
  process.env.CAR_PAGE_RENDER_ORIGIN ||= `http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}`;
}

let trust;
try {
  trust = parseTrustProxy(process.env.TRUST_PROXY);
} catch (err) {
  console.error(`[forecourt] ${err.message}`);
  process.exit(2);
}
// One key per node: cluster workers inherit the primary's, so a request one worker sends to
// another (the page cache's own render) keeps its sealed client.
process.env[EDGE_KEY_ENV] ||= randomBytes(32).toString("base64url");
const key = process.env[EDGE_KEY_ENV];

process.title = "forecourt-server";
// Next.js's name for itself, not the address we listen on: it tells its own URLs from external ones
// by it (a proxy rewrite to another host is proxied, not routed) and the proxy's `nextUrl` carries
// it. One name whatever --hostname says, so a server listening on 127.0.0.1 only (the e2e suite,
// the benches) routes every request exactly as `npm start`'s does: with it set to 127.0.0.1, a
// rewrite that failed on npm start's server was proxied back to itself in e2e and passed.
const app = next({ dev: false, dir: ROOT, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();
// The build's scripts and stylesheets, Brotli- or gzip-compressed once at build time
// (src/platform/build-assets.mjs); null for a build made without that step, which Next.js serves.
const answerBuildAsset = createBuildAssetHandler(path.join(ROOT, process.env.NEXT_DIST_DIR || ".next"));
if (!answerBuildAsset) console.log("[forecourt] build assets are not precompressed (run `npm run build`): Next.js compresses them per request");

/** A request id: the trusted proxy's, when it sent a sane one, else a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

const server = http.createServer((req, res) => {
  // TRACE is a method fetch forbids: Next.js builds a `Request` for every request, which throws on
  // it, so it answered 500. No route takes it. (Node.js itself refuses TRACK, and hands CONNECT to
  // a listener this server does not have, which closes the connection.)
  if (req.method === "TRACE") {
    res.writeHead(405, { Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS", "Content-Type": "text/plain; charset=utf-8" });
    return void res.end("Method Not Allowed\n");
  }
  const client = applyClientIdentity(req, { trust, key });
  // Every request carries an id to the app (its 500s are logged with it: src/instrumentation.ts)
  // and back to the client, so a shopper's or a proxy's report can be matched to the log.
  const given = req.headers["x-request-id"];
  const id = typeof given === "string" && !!req.socket.remoteAddress && trust(req.socket.remoteAddress, 0) && REQUEST_ID.test(given) ? given : randomUUID();
  req.headers["x-request-id"] = id;
  res.setHeader("x-request-id", id);
  // Vehicle and search pages the proxy marked get a Cache-Control a CDN may keep (Next.js writes
  // `private, no-store` on every page it renders and lets no route change it).
  sharedCacheOnWriteHead(res);
  if (answerBuildAsset?.(req, res)) return;
  // A vehicle page the page cache holds is answered here, without Next.js's router, proxy and
  // route (ADR 0016); everything else, and every page the cache does not hold, goes to Next.js.
  if (!mayBeCarPageHit(req)) return void handle(req, res);
  answerCarPageHit(req, res, client).then(
    (answered) => answered || handle(req, res),
    () => handle(req, res),
  );
});
// Longer than a load balancer's usual 60 s idle timeout, so the server never closes a socket the
// balancer (or a test client) is about to reuse (ECONNRESET).
server.keepAliveTimeout = keepAliveTimeout;
server.on("error", (err) => {
  console.error(`[forecourt] server error: ${err.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`[forecourt] listening on ${hostname ?? "*"}:${port} (trusted proxies: ${trust.description})`);
});

// Stop taking connections, let requests in flight finish (for a while), then leave.
let stopping = false;
for (const [signal, code] of [
  ["SIGTERM", 143],
  ["SIGINT", 130],
  ["SIGHUP", 129],
]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[forecourt] ${signal}: shutting down, finishing the requests in flight (10 s at most)`);
    const forced = setTimeout(() => {
      server.closeAllConnections();
      process.exit(code);
    }, 10_000);
    forced.unref();
    server.close(() => {
      app
        .close()
        .catch(() => {})
        .finally(() => {
          console.log("[forecourt] stopped");
          process.exit(code);
        });
    });
    server.closeIdleConnections();
  });
}
