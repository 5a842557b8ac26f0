/**
 * GET an image from a URL that came from outside (a stock feed's photo), refusing anything that
 * is not a public address on the internet: without this the server could be made to request its
 * own loopback services, the cloud metadata address (169.254.169.254) or the private network, and
 * embed what comes back in a PDF (server-side request forgery).
 *
 * The address is checked where the connection is made (the `lookup` of the socket), so a name
 * that resolves to a public address for a check and a private one for the request (DNS
 * rebinding) is still refused. Only https, at most MAX_REDIRECTS redirects (each one checked the
 * same way), a time limit for the whole exchange and a byte limit enforced while reading.
 * Node's own net.BlockList holds the ranges; nothing is parsed by hand.
 */
import "server-only";
import dns from "node:dns";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import { ValidationError } from "./errors";

const MAX_REDIRECTS = 3;

/** Special-purpose ranges (RFC 6890 and successors) a feed photo has no business being on. */
const BLOCKED = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) BLOCKED.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) BLOCKED.addSubnet(address, prefix, "ipv6");

/** True for an address on the public internet; false for loopback, private, link-local and the like. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]!);
    return !BLOCKED.check(address, "ipv6");
  }
  return !BLOCKED.check(address, "ipv4");
}

/** A URL whose host is not on the public internet (this machine, its network, cloud metadata): refused as bad input. */
export class BlockedAddressError extends ValidationError {
  constructor(readonly host: string, readonly address: string) {
    super([{ field: "url", message: `${host} resolves to ${address}, which is not a public address` }]);
    this.name = "BlockedAddressError";
  }
}

export interface PublicFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Which resolved addresses may be connected to (tests widen it to their loopback server). */
  allowAddress?: (address: string) => boolean;
  /** Certificates to trust besides the system's (tests' self-signed server). */
  ca?: string | Buffer;
}

export interface FetchedImage {
  contentType: string;
  bytes: Buffer;
}

/** The image at `url`, or null when it is not one, is too big, or cannot be had; a blocked address throws. */
export async function fetchPublicImage(url: string, options: PublicFetchOptions): Promise<FetchedImage | null> {
  const allow = options.allowAddress ?? isPublicAddress;
  const lookup: LookupFunction = (hostname, opts, callback) => {
    dns.lookup(hostname, { ...opts, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const list = addresses as dns.LookupAddress[];
      const blocked = list.find((a) => !allow(a.address));
      if (blocked || list.length === 0) return callback(new BlockedAddressError(hostname, blocked?.address ?? "nothing"), "", 0);
      // Node asks for one address or for all (happy eyeballs); answer in the form it asked for.
      if ((opts as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let current = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (current.protocol !== "https:") return null;
    // A literal IP in the URL never goes through lookup: check it here.
    const literal = current.hostname.replace(/^\[|\]$/g, "");
    if (net.isIP(literal) && !allow(literal)) throw new BlockedAddressError(literal, literal);
    const answer = await get(current, { lookup, signal: deadline, maxBytes: options.maxBytes, ca: options.ca });
    if (answer.kind === "redirect") {
      current = new URL(answer.location, current);
      continue;
    }
    return answer.kind === "image" ? { contentType: answer.contentType, bytes: answer.bytes } : null;
  }
  return null;
}

type Answer = { kind: "redirect"; location: string } | { kind: "image"; contentType: string; bytes: Buffer } | { kind: "none" };

function get(url: URL, opts: { lookup: LookupFunction; signal: AbortSignal; maxBytes: number; ca?: string | Buffer }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.get(url, { lookup: opts.lookup, signal: opts.signal, ca: opts.ca, headers: { accept: "image/*" } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        return resolve({ kind: "redirect", location: res.headers.location });
      }
      const contentType = res.headers["content-type"] ?? "";
      if (status !== 200 || !contentType.startsWith("image/") || Number(res.headers["content-length"] ?? 0) > opts.maxBytes) {
        res.resume();
        return resolve({ kind: "none" });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        // Stop reading as soon as the limit is passed, whatever content-length claimed.
        if (size > opts.maxBytes) {
          req.destroy();
          resolve({ kind: "none" });
          return;
        }
        chunks.push(chunk);
      });
      res.on("end", () => resolve({ kind: "image", contentType, bytes: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}
