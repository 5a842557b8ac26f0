/**
 * Client identity over real sockets, on both engines (issue 14, point 5): the server's edge
 * (src/platform/client-identity.mjs, as scripts/server.mjs runs it) in front of the app's own
 * reading of it (requestClient), the tenant lookup and the per-address sign-in-code limit in
 * `rate_limits`. Clients connect from different loopback addresses (127.0.0.x), as two shoppers
 * reach a server that has no proxy in front.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { createSearchSite } from "../helpers/search-stock";
import { applyClientIdentity, EDGE_KEY_ENV, parseTrustProxy } from "../../src/platform/client-identity.mjs";
import { requestClient } from "../../src/platform/request-client";
import { requestSignInCode } from "../../src/accounts/sign-in";
import { LocalSmsSender } from "../../src/accounts/sms";
import { resetConfig } from "../../src/platform/config";
import { invalidateSiteCache, resolveSiteByHost } from "../../src/site/store";

const KEY = "integration-edge-key-0123456789abcdef";
const local = new LocalSmsSender();

interface Answer {
  ip: string;
  site: string | null;
  ok: boolean;
}

/** A server like scripts/server.mjs whose one route asks for a sign-in code as the app does. */
async function startEdge(db: TestDatabase, trustProxy: string | undefined): Promise<{ port: number; close: () => Promise<void> }> {
  const trust = parseTrustProxy(trustProxy);
  let phone = 0;
  const server = http.createServer((req, res) => {
    applyClientIdentity(req, { trust, key: KEY });
    void (async () => {
      const headers = new Headers(req.headers as Record<string, string>);
      const client = requestClient(headers);
      const site = await resolveSiteByHost(db, client.host, undefined);
      let ok = false;
      if (site) {
        const n = String(phone++).padStart(4, "0");
        const sent = await requestSignInCode(db, site, `041200${n}`, { sender: local, clientIp: client.ip, showDemoCode: false });
        ok = sent.ok;
      }
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ ip: client.ip, site: site?.slug ?? null, ok } satisfies Answer));
    })().catch((err) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** GET / from a given local address, with the given headers (Host first). */
function ask(port: number, from: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/", localAddress: from, agent: false, headers }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => (res.statusCode === 200 ? resolve(JSON.parse(body) as Answer) : reject(new Error(body))));
    });
    req.on("error", reject);
  });
}

describe.each(testEngines())("client identity at the server's edge on %s", (engine) => {
  let db: TestDatabase;
  const saved = { key: process.env[EDGE_KEY_ENV], limit: process.env.SIGN_IN_RATE_LIMIT_IP };

  beforeAll(async () => {
    process.env[EDGE_KEY_ENV] = KEY;
    // Two codes per address per hour, so a third from the same address is refused.
    process.env.SIGN_IN_RATE_LIMIT_IP = "2/3600";
    resetConfig();
    invalidateSiteCache();
    db = await openTestDatabase(engine);
    await createSearchSite(db, "alpha", [{ id: 9801, slug: "alpha-motors", name: "Alpha Motors", locations: [] }]);
    await createSearchSite(db, "bravo", [{ id: 9802, slug: "bravo-motors", name: "Bravo Motors", locations: [] }]);
  });
  afterAll(async () => {
    for (const [name, value] of [[EDGE_KEY_ENV, saved.key], ["SIGN_IN_RATE_LIMIT_IP", saved.limit]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfig();
    invalidateSiteCache();
    await db?.destroy();
  });

  it("behind no proxy, two clients on different addresses have separate buckets", async () => {
    const edge = await startEdge(db, undefined);
    try {
      const alpha = { host: "alpha.localhost:3000" };
      expect(await ask(edge.port, "127.0.0.2", alpha)).toEqual({ ip: "127.0.0.2", site: "alpha", ok: true });
      expect(await ask(edge.port, "127.0.0.2", alpha)).toMatchObject({ ok: true });
      expect(await ask(edge.port, "127.0.0.2", alpha)).toMatchObject({ ip: "127.0.0.2", ok: false });
      // Another shopper is not held back by the first one's limit.
      expect(await ask(edge.port, "127.0.0.3", alpha)).toEqual({ ip: "127.0.0.3", site: "alpha", ok: true });
    } finally {
      await edge.close();
    }
  });

  it("with TRUST_PROXY unset, a forged X-Forwarded-For or X-Forwarded-Host changes nothing", async () => {
    const edge = await startEdge(db, undefined);
    try {
      const forged = (n: number) => ({ host: "alpha.localhost:3000", "x-forwarded-for": `198.51.100.${n}`, "x-forwarded-host": "bravo.localhost:3000", "x-forwarded-proto": "https" });
      expect(await ask(edge.port, "127.0.0.4", forged(1))).toEqual({ ip: "127.0.0.4", site: "alpha", ok: true });
      expect(await ask(edge.port, "127.0.0.4", forged(2))).toEqual({ ip: "127.0.0.4", site: "alpha", ok: true });
      // A fresh forged address each time still counts against the socket's one bucket.
      expect(await ask(edge.port, "127.0.0.4", forged(3))).toEqual({ ip: "127.0.0.4", site: "alpha", ok: false });
      // A forged sealed identity is not believed either.
      const sealedElsewhere = { host: "alpha.localhost:3000", "x-forecourt-client": "WyIxLjEuMS4xIiwiYnJhdm8ubG9jYWxob3N0IiwiaHR0cHMiXQ.bm90LWEtbWFj" };
      expect(await ask(edge.port, "127.0.0.4", sealedElsewhere)).toEqual({ ip: "127.0.0.4", site: "alpha", ok: false });
    } finally {
      await edge.close();
    }
  });

  it("behind a trusted proxy, the proxy's X-Forwarded-For and X-Forwarded-Host are the client's", async () => {
    const edge = await startEdge(db, "loopback");
    try {
      const via = (client: string) => ({ host: "10.0.0.5:3000", "x-forwarded-for": `6.6.6.6, ${client}`, "x-forwarded-host": "bravo.localhost" });
      expect(await ask(edge.port, "127.0.0.5", via("203.0.113.20"))).toEqual({ ip: "203.0.113.20", site: "bravo", ok: true });
      expect(await ask(edge.port, "127.0.0.5", via("203.0.113.21"))).toEqual({ ip: "203.0.113.21", site: "bravo", ok: true });
    } finally {
      await edge.close();
    }
  });
});
