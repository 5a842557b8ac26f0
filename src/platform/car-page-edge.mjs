/**
 * The server edge's side of vehicle-page cache hits (ADR 0016): scripts/server.mjs asks the
 * lookup the app offers (src/web/car-page-edge.ts, registered when the page cache's route first
 * loads) whether it holds this page, and if so writes the stored page itself, without handing the
 * request to Next.js. Before the app has offered a lookup, or when it says no or fails, the request
 * goes to Next.js as before.
 *
 * The stored page is gzipped once per entry, when the first client that accepts gzip asks for it,
 * and sent as it is to every later one (Next.js compresses each response anew).
 *
 * Plain JavaScript: the server entry runs it without a build step (like client-identity.mjs).
 */
import { gzip } from "node:zlib";
import { promisify } from "node:util";
import { acceptsCoding } from "./content-coding.mjs";

const gzipAsync = promisify(gzip);

/** The name under which the app offers its lookup, a process singleton (src/platform/process-singleton.ts). */
export const CAR_PAGE_EDGE_LOOKUP = "carPageEdgeLookup";
// processSingleton's key for that name.
const LOOKUP = Symbol.for(`forecourt.${CAR_PAGE_EDGE_LOOKUP}`);

/** A first cheap test, before any parsing: only a GET under /cars/ can be a stored page. */
export function mayBeCarPageHit(req) {
  return req.method === "GET" && typeof req.url === "string" && req.url.startsWith("/cars/") && typeof globalThis[LOOKUP] === "function";
}

/** Each stored page's gzipped body, made once (the page object is replaced when the page changes). */
const gzipped = new WeakMap();

function gzipOf(page) {
  let body = gzipped.get(page);
  if (!body) {
    body = gzipAsync(page.body);
    gzipped.set(page, body);
  }
  return body;
}

/**
 * Answer `req` from the page cache if the app says it holds it. Resolves true when it answered,
 * false when the request is Next.js's to answer (nothing has been written then).
 */
export async function answerCarPageHit(req, res, client) {
  const lookup = globalThis[LOOKUP];
  if (typeof lookup !== "function") return false;
  const q = req.url.indexOf("?");
  const path = q < 0 ? req.url : req.url.slice(0, q);
  const search = q < 0 ? "" : req.url.slice(q);
  let answer;
  try {
    answer = await lookup({ method: req.method, path, search, headers: req.headers, client: { host: client.host, proto: client.proto } });
  } catch {
    // Next.js answers, and logs whatever is wrong (a database that is down) as the page would.
    return false;
  }
  if (!answer) return false;
  const headers = Object.fromEntries(answer.headers);
  let body = answer.page.body;
  if (acceptsCoding(req.headers["accept-encoding"], "gzip")) {
    body = await gzipOf(answer.page);
    headers["content-encoding"] = "gzip";
  }
  headers["content-length"] = String(body.byteLength);
  res.writeHead(200, headers);
  res.end(body);
  return true;
}
