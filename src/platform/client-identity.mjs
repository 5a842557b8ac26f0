/**
 * Who is asking, decided once at the edge of the server (scripts/server.mjs) from what cannot be
 * forged: the TCP peer's address, and the X-Forwarded-* headers only when that peer is a proxy
 * the operator said to trust (TRUST_PROXY). Next.js hides the socket from route handlers, server
 * actions and the proxy, and fills X-Forwarded-For only when the client sent none, so without this
 * every shopper behind no proxy shared one rate-limit bucket and any client could name its own
 * address, host and scheme (issue 14). ADR 0007 has the whole design.
 *
 * The edge writes its answer into one request header, sealed with an HMAC under a key that lives
 * only in this node's processes (FORECOURT_EDGE_KEY, made at start); the app believes that header
 * and nothing else (src/platform/request-client.ts). A request that loops back into this node (the
 * vehicle page cache renders a miss by asking again) carries the sealed header it was given and
 * keeps it. Plain JavaScript: the server entry runs it without a build step.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import net from "node:net";
import proxyaddr from "proxy-addr";

/** Request header carrying the sealed client identity. */
export const CLIENT_HEADER = "x-forecourt-client";
/** Environment variable holding this node's sealing key (set by the server entry, never by hand). */
export const EDGE_KEY_ENV = "FORECOURT_EDGE_KEY";

const PRESETS = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY: which peers may tell us the client's address, host and scheme.
 * - unset, empty, `0` or `false`: none (the server faces the internet itself);
 * - a whole number N: the N proxies nearest the server (a load balancer in front: `1`);
 * - a comma-separated list of addresses, CIDR ranges and the names `loopback`, `linklocal`,
 *   `uniquelocal`: peers in those ranges (`10.0.0.0/8, loopback`).
 * `true` ("trust everyone") is refused: it would let any client choose its own address again.
 * Returns a trust function for proxy-addr; throws with the variable named when the value is wrong.
 */
export function parseTrustProxy(raw) {
  const value = (raw ?? "").trim();
  if (value === "" || value === "0" || value.toLowerCase() === "false") return describeTrust(() => false, "no proxy");
  if (value.toLowerCase() === "true") {
    throw new Error("TRUST_PROXY=true would believe X-Forwarded-For from anyone: give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)");
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 20) throw new Error(`TRUST_PROXY: ${hops} proxies in a row is not a real deployment; give the number of proxies in front (1-20) or their addresses`);
    return describeTrust((_addr, i) => i < hops, `the ${hops} nearest hop${hops === 1 ? "" : "s"}`);
  }
  const entries = value.split(",").map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    const [addr, bits, extra] = entry.split("/");
    const ok = PRESETS.has(entry) || (extra === undefined && net.isIP(addr) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits) || net.isIP(bits) !== 0));
    if (!ok) throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal`);
  }
  let trust;
  try {
    trust = proxyaddr.compile(entries);
  } catch (err) {
    throw new Error(`TRUST_PROXY: ${err.message}`);
  }
  return describeTrust(trust, entries.join(", "));
}

function describeTrust(fn, description) {
  return Object.assign(fn, { description });
}

/** "::ffff:10.0.0.1" → "10.0.0.1": one client, one spelling, one bucket. */
export function normaliseAddress(addr) {
  if (typeof addr !== "string") return "unknown";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(addr);
  return (mapped ? mapped[1] : addr).toLowerCase();
}

/**
 * A Host or X-Forwarded-Host value, lower-cased, or "" when it is not a host: a DNS name or an IP
 * literal and an optional port, as browsers send it. Anything else (spaces, slashes, a second
 * header smuggled in) names no site.
 */
export function cleanHost(value) {
  if (typeof value !== "string") return "";
  const host = value.trim().toLowerCase();
  if (host.length === 0 || host.length > 260) return "";
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    const port = host.slice(end + 1);
    return end > 0 && net.isIPv6(host.slice(1, end)) && (port === "" || /^:\d{1,5}$/.test(port)) ? host : "";
  }
  const colon = host.indexOf(":");
  const name = colon < 0 ? host : host.slice(0, colon);
  const port = colon < 0 ? "" : host.slice(colon);
  if (port !== "" && !/^:\d{1,5}$/.test(port)) return "";
  return /^[a-z0-9_-][a-z0-9_.-]*$/.test(name) && !name.includes("..") ? host : "";
}

/** The last value of a header that proxies may have appended to (the nearest proxy's). */
function lastValue(value) {
  if (Array.isArray(value)) value = value[value.length - 1];
  if (typeof value !== "string") return undefined;
  const parts = value.split(",");
  return parts[parts.length - 1].trim();
}

/**
 * The client of a Node.js request: `{ ip, host, proto }`. The address is proxy-addr's closest
 * untrusted hop; host and scheme come from X-Forwarded-Host / X-Forwarded-Proto only when the
 * socket's peer is trusted (else the Host header and whether the socket is TLS).
 */
export function identifyClient(req, trust) {
  const peer = req.socket?.remoteAddress;
  let ip = normaliseAddress(peer);
  if (peer) {
    const found = normaliseAddress(proxyaddr(req, trust));
    // A trusted proxy only ever writes addresses; something else means too many hops are trusted.
    ip = net.isIP(found) ? found : ip;
  }
  const peerTrusted = !!peer && trust(peer, 0);
  const tls = !!req.socket?.encrypted;
  let host = cleanHost(req.headers.host);
  let proto = tls ? "https" : "http";
  if (peerTrusted) {
    const fwdHost = cleanHost(lastValue(req.headers["x-forwarded-host"]));
    if (fwdHost) host = fwdHost;
    const fwdProto = lastValue(req.headers["x-forwarded-proto"])?.toLowerCase();
    if (fwdProto === "http" || fwdProto === "https") proto = fwdProto;
  }
  return { ip, host, proto };
}

const seal = (key, body) => createHmac("sha256", key).update(body).digest("base64url");

/** `{ ip, host, proto }` as one header value only the holder of `key` can write. */
export function sealClient(key, client) {
  const body = Buffer.from(JSON.stringify([client.ip, client.host, client.proto])).toString("base64url");
  return `${body}.${seal(key, body)}`;
}

/** The client sealed in `value` with `key`, or null when it was not sealed with that key. */
export function openClient(key, value) {
  if (!key || typeof value !== "string") return null;
  const dot = value.indexOf(".");
  if (dot < 1) return null;
  const body = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(seal(key, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [ip, host, proto] = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (typeof ip !== "string" || typeof host !== "string" || (proto !== "http" && proto !== "https")) return null;
    return { ip, host, proto };
  } catch {
    return null;
  }
}

const LOOPBACK = proxyaddr.compile("loopback");

/**
 * Rewrite a request's headers before Next.js sees it: the sealed client identity, and
 * X-Forwarded-For / -Host / -Proto replaced by the trusted values (Next.js itself reads them, e.g.
 * to check a server action's Origin). Whatever the client sent under those names is gone. A
 * request from this machine that carries a header sealed with this node's key (the page cache's
 * own render) keeps the identity it carries.
 */
export function applyClientIdentity(req, { trust, key }) {
  const peer = req.socket?.remoteAddress;
  const carried = peer && LOOPBACK(peer, 0) ? openClient(key, lastValue(req.headers[CLIENT_HEADER])) : null;
  const client = carried ?? identifyClient(req, trust);
  delete req.headers["x-forwarded-port"];
  req.headers[CLIENT_HEADER] = sealClient(key, client);
  req.headers["x-forwarded-for"] = client.ip;
  req.headers["x-forwarded-proto"] = client.proto;
  if (client.host) req.headers["x-forwarded-host"] = client.host;
  else delete req.headers["x-forwarded-host"];
  return client;
}
