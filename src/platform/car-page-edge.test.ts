import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { CAR_PAGE_EDGE_LOOKUP, answerCarPageHit, mayBeCarPageHit } from "./car-page-edge.mjs";

// Where processSingleton (src/platform/process-singleton.ts) keeps the app's lookup.
const LOOKUP = Symbol.for(`forecourt.${CAR_PAGE_EDGE_LOOKUP}`);
const g = globalThis as unknown as Record<symbol, unknown>;

type Req = { method: string; url: string; headers: Record<string, string> };
const request = (url: string, headers: Record<string, string> = {}, method = "GET"): Req => ({ method, url, headers });

/** What the edge wrote: the head and the body, or nothing. */
function response() {
  const out: { status?: number; headers?: Record<string, string>; body?: Buffer } = {};
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      out.status = status;
      out.headers = headers;
    },
    end(body: Uint8Array) {
      out.body = Buffer.from(body);
    },
  };
  return { res, out };
}

const HTML = new TextEncoder().encode(`<!doctype html><html><body>${"<p>A 2021 Toyota HiLux SR5</p>".repeat(200)}</body></html>`);
const page = { storedAt: 0, headers: [["content-type", "text/html; charset=utf-8"]], body: HTML };
const answer = { page, headers: [["content-type", "text/html; charset=utf-8"], ["x-forecourt-cache", "hit"], ["vary", "rsc, Accept-Encoding"]] };
const client = { host: "coastline.example", proto: "https", ip: "203.0.113.9" };

async function noPage() {
  return null;
}
async function storedPage() {
  return answer;
}

afterEach(() => {
  delete g[LOOKUP];
});

describe("the server edge's vehicle-page hits", () => {
  it("are only tried for a GET under /cars/ once the app has offered its lookup", () => {
    expect(mayBeCarPageHit(request("/cars/2021-toyota-hilux"))).toBe(false);
    g[LOOKUP] = noPage;
    expect(mayBeCarPageHit(request("/cars/2021-toyota-hilux"))).toBe(true);
    expect(mayBeCarPageHit(request("/cars/2021-toyota-hilux", {}, "HEAD"))).toBe(false);
    expect(mayBeCarPageHit(request("/cars/2021-toyota-hilux", {}, "POST"))).toBe(false);
    expect(mayBeCarPageHit(request("/search/used-cars"))).toBe(false);
    expect(mayBeCarPageHit(request("/carsales"))).toBe(false);
  });

  it("leave the request to Next.js, writing nothing, when the app has no lookup, says no, or fails", async () => {
    for (const lookup of [undefined, noPage, () => Promise.reject(new Error("database is down"))]) {
      if (lookup) g[LOOKUP] = lookup;
      const { res, out } = response();
      expect(await answerCarPageHit(request("/cars/a"), res, client)).toBe(false);
      expect(out).toEqual({});
    }
  });

  it("ask the lookup with the path, the query and the client the edge found", async () => {
    const asked: unknown[] = [];
    g[LOOKUP] = function recordAndSayNo(r: unknown) {
      asked.push(r);
      return Promise.resolve(null);
    };
    const req = request("/cars/2021-toyota-hilux?utm_source=ad&x=1", { cookie: "fc_viewed=1" });
    await answerCarPageHit(req, response().res, client);
    expect(asked).toEqual([{ method: "GET", path: "/cars/2021-toyota-hilux", search: "?utm_source=ad&x=1", headers: req.headers, client: { host: "coastline.example", proto: "https" } }]);
  });

  it("send the stored page gzipped to a client that accepts gzip, as it is to one that does not", async () => {
    g[LOOKUP] = storedPage;
    const gz = response();
    expect(await answerCarPageHit(request("/cars/a", { "accept-encoding": "gzip, deflate, br" }), gz.res, client)).toBe(true);
    expect(gz.out.status).toBe(200);
    expect(gz.out.headers).toMatchObject({ "content-type": "text/html; charset=utf-8", "x-forecourt-cache": "hit", vary: "rsc, Accept-Encoding", "content-encoding": "gzip" });
    expect(Number(gz.out.headers!["content-length"])).toBe(gz.out.body!.byteLength);
    expect(gz.out.body!.byteLength).toBeLessThan(HTML.byteLength / 5);
    expect(new Uint8Array(gunzipSync(gz.out.body!))).toEqual(HTML);

    for (const accept of [undefined, "identity", "br", "gzip;q=0, br", "gzip; q=0.0"]) {
      const plain = response();
      await answerCarPageHit(request("/cars/a", accept === undefined ? {} : { "accept-encoding": accept }), plain.res, client);
      expect(plain.out.headers!["content-encoding"], String(accept)).toBeUndefined();
      expect(plain.out.headers!["content-length"]).toBe(String(HTML.byteLength));
      expect(new Uint8Array(plain.out.body!)).toEqual(HTML);
    }
    const starred = response();
    await answerCarPageHit(request("/cars/a", { "accept-encoding": "*;q=0.5" }), starred.res, client);
    expect(starred.out.headers!["content-encoding"]).toBe("gzip");
  });
});
