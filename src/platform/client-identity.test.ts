import { describe, expect, it } from "vitest";
import type { IncomingHttpHeaders } from "node:http";
import { applyClientIdentity, cleanHost, CLIENT_HEADER, identifyClient, openClient, parseTrustProxy, sealClient } from "./client-identity.mjs";

type FakeReq = Parameters<typeof identifyClient>[0];
const req = (remoteAddress: string, headers: IncomingHttpHeaders = {}, encrypted = false): FakeReq =>
  ({ socket: { remoteAddress, encrypted }, headers: { host: "dealer.example", ...headers } }) as unknown as FakeReq;

const KEY = "k".repeat(43);

describe("TRUST_PROXY", () => {
  it("trusts nobody when unset, empty, 0 or false", () => {
    for (const raw of [undefined, "", " ", "0", "false", "FALSE"]) {
      const trust = parseTrustProxy(raw);
      expect(trust("127.0.0.1", 0), String(raw)).toBe(false);
      expect(trust.description).toBe("no proxy");
    }
  });

  it("takes a hop count: the N peers nearest the server", () => {
    const trust = parseTrustProxy("2");
    expect([trust("1.2.3.4", 0), trust("1.2.3.4", 1), trust("1.2.3.4", 2)]).toEqual([true, true, false]);
    expect(parseTrustProxy("20")("x", 19)).toBe(true);
  });

  it("takes addresses, CIDR ranges and the named ranges", () => {
    const trust = parseTrustProxy("10.0.0.0/8, 192.0.2.7, loopback, 2001:db8::/32");
    expect(trust("10.255.1.2", 0)).toBe(true);
    expect(trust("192.0.2.7", 0)).toBe(true);
    expect(trust("192.0.2.8", 0)).toBe(false);
    expect(trust("127.0.0.1", 0)).toBe(true);
    expect(trust("::ffff:10.1.1.1", 0)).toBe(true);
    expect(trust("2001:db8::5", 0)).toBe(true);
    expect(trust("11.0.0.1", 0)).toBe(false);
  });

  it("refuses values that would trust anyone or mean nothing, naming the variable", () => {
    for (const bad of ["true", "TRUE", "21", "10.0.0.0/33", "10.0.0.0/8/1", "proxy.internal", "10.0.0", "*", "loopback, everyone"]) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("identifying the client", () => {
  const none = parseTrustProxy(undefined);
  const one = parseTrustProxy("1");
  const lb = parseTrustProxy("10.0.0.0/8");

  it("behind no proxy: the socket's address, the Host header, the socket's scheme — forged headers change nothing", () => {
    const forged = req("203.0.113.9", { "x-forwarded-for": "198.51.100.1", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(identifyClient(forged, none)).toEqual({ ip: "203.0.113.9", host: "dealer.example", proto: "http" });
    expect(identifyClient(req("::ffff:203.0.113.9"), none).ip).toBe("203.0.113.9");
    expect(identifyClient(req("2001:DB8::1", {}, true), none)).toEqual({ ip: "2001:db8::1", host: "dealer.example", proto: "https" });
  });

  it("behind one proxy: the last X-Forwarded-For entry, and the proxy's host and scheme", () => {
    const r = req("10.0.0.2", { "x-forwarded-for": "6.6.6.6, 203.0.113.9", "x-forwarded-host": "Dealer.Example", "x-forwarded-proto": "https" });
    expect(identifyClient(r, one)).toEqual({ ip: "203.0.113.9", host: "dealer.example", proto: "https" });
  });

  it("with a trusted range: the nearest address outside it", () => {
    const r = req("10.0.0.2", { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.1.2.3" });
    expect(identifyClient(r, lb).ip).toBe("203.0.113.9");
    // A client inside the range sending its own header is still judged by the socket's peer.
    expect(identifyClient(req("203.0.113.9", { "x-forwarded-for": "10.9.9.9", "x-forwarded-host": "evil.example" }), lb)).toEqual({
      ip: "203.0.113.9",
      host: "dealer.example",
      proto: "http",
    });
  });

  it("takes the nearest proxy's value when X-Forwarded-Host / -Proto were appended to", () => {
    const r = req("10.0.0.2", { "x-forwarded-for": "203.0.113.9", "x-forwarded-host": "evil.example, dealer.example", "x-forwarded-proto": "http, https" });
    expect(identifyClient(r, one)).toMatchObject({ host: "dealer.example", proto: "https" });
  });

  it("keeps the socket's address when too many hops are trusted and the chain holds no address", () => {
    expect(identifyClient(req("10.0.0.2", { "x-forwarded-for": "not-an-ip" }), one).ip).toBe("10.0.0.2");
    expect(identifyClient(req("10.0.0.2"), parseTrustProxy("3")).ip).toBe("10.0.0.2");
  });

  it("takes an unknown scheme and a host that is no host as not said", () => {
    const r = req("10.0.0.2", { "x-forwarded-proto": "gopher", "x-forwarded-host": "a b" });
    expect(identifyClient(r, one)).toMatchObject({ host: "dealer.example", proto: "http" });
    expect(identifyClient(req("203.0.113.9", { host: "evil.example/x" }), none).host).toBe("");
  });
});

describe("cleanHost", () => {
  it("keeps names, ports and IP literals; refuses the rest", () => {
    expect(cleanHost(" Dealer.Example:3000 ")).toBe("dealer.example:3000");
    expect(cleanHost("coastline-toyota.localhost:3000")).toBe("coastline-toyota.localhost:3000");
    expect(cleanHost("[::1]:3000")).toBe("[::1]:3000");
    expect(cleanHost("127.0.0.1")).toBe("127.0.0.1");
    for (const bad of ["", "a b", "evil.example/x", "a..b", "[nope]", "host:port", "x\r\nset-cookie: a=b", "a".repeat(300), undefined, 7]) {
      expect(cleanHost(bad), String(bad)).toBe("");
    }
  });

  it("answers a long non-host at once (no backtracking)", () => {
    const started = performance.now();
    expect(cleanHost(`${"a.".repeat(129)}!`)).toBe("");
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe("the sealed client header", () => {
  const client = { ip: "203.0.113.9", host: "dealer.example", proto: "https" as const };

  it("opens only with the key that sealed it", () => {
    const sealed = sealClient(KEY, client);
    expect(openClient(KEY, sealed)).toEqual(client);
    expect(openClient("another key", sealed)).toBeNull();
    expect(openClient(undefined, sealed)).toBeNull();
    expect(openClient(KEY, `${sealed.slice(0, -2)}xx`)).toBeNull();
    const [body, mac] = sealed.split(".");
    const forgedBody = Buffer.from(JSON.stringify(["1.1.1.1", "dealer.example", "https"])).toString("base64url");
    expect(openClient(KEY, `${forgedBody}.${mac}`)).toBeNull();
    expect(openClient(KEY, body)).toBeNull();
    expect(openClient(KEY, null)).toBeNull();
  });

  it("replaces whatever the client sent, and the X-Forwarded-* Next.js reads", () => {
    const r = req("203.0.113.9", {
      [CLIENT_HEADER]: sealClient("guessed", { ip: "1.1.1.1", host: "evil.example", proto: "https" }),
      "x-forwarded-for": "1.1.1.1",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      "x-forwarded-port": "443",
    });
    expect(applyClientIdentity(r, { trust: parseTrustProxy(undefined), key: KEY })).toEqual({ ip: "203.0.113.9", host: "dealer.example", proto: "http" });
    expect(openClient(KEY, r.headers[CLIENT_HEADER] as string)).toEqual({ ip: "203.0.113.9", host: "dealer.example", proto: "http" });
    expect(r.headers).toMatchObject({ "x-forwarded-for": "203.0.113.9", "x-forwarded-host": "dealer.example", "x-forwarded-proto": "http" });
    expect(r.headers["x-forwarded-port"]).toBeUndefined();
  });

  it("keeps a sealed client on a request from this machine (the page cache's own render), not from anywhere else", () => {
    const carried = sealClient(KEY, client);
    const trust = parseTrustProxy(undefined);
    const local = req("127.0.0.1", { host: "127.0.0.1:3000", [CLIENT_HEADER]: carried });
    expect(applyClientIdentity(local, { trust, key: KEY })).toEqual(client);
    const remote = req("198.51.100.4", { [CLIENT_HEADER]: carried });
    expect(applyClientIdentity(remote, { trust, key: KEY })).toEqual({ ip: "198.51.100.4", host: "dealer.example", proto: "http" });
  });
});
