import { ServerResponse, IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { SHARED_CACHE_HEADER, applySharedCacheMark, sharedCacheControl, sharedCacheOnWriteHead, sharedCacheSeconds } from "./shared-cache.mjs";

const POLICY = "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400";

/** A real node response whose written head is captured instead of sent. */
function response(status = 200, headers: Record<string, string> = {}): { res: ServerResponse; head: () => string } {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.statusCode = status;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  // ServerResponse keeps the head it wrote in _header once writeHead has run.
  return { res, head: () => String((res as unknown as { _header: string | null })._header ?? "") };
}

describe("SHARED_CACHE_SECONDS", () => {
  it("defaults to 60, takes 0 (off) to 3600, and a bad value falls back to 60", () => {
    expect(sharedCacheSeconds({})).toBe(60);
    expect(sharedCacheSeconds({ SHARED_CACHE_SECONDS: "" })).toBe(60);
    expect(sharedCacheSeconds({ SHARED_CACHE_SECONDS: "0" })).toBe(0);
    expect(sharedCacheSeconds({ SHARED_CACHE_SECONDS: "300" })).toBe(300);
    expect(sharedCacheSeconds({ SHARED_CACHE_SECONDS: "3600" })).toBe(3600);
    expect(sharedCacheSeconds({ SHARED_CACHE_SECONDS: "3601" })).toBe(3600);
    expect(sharedCacheSeconds({ SHARED_CACHE_SECONDS: "-1" })).toBe(60);
    expect(sharedCacheSeconds({ SHARED_CACHE_SECONDS: "1.5" })).toBe(60);
    expect(sharedCacheSeconds({ SHARED_CACHE_SECONDS: "soon" })).toBe(60);
  });

  it("0 means no shared policy at all", () => {
    expect(sharedCacheControl(0)).toBeNull();
    expect(sharedCacheControl(60)).toBe(POLICY);
  });
});

describe("the edge turns the proxy's mark into the page's Cache-Control", () => {
  it("a marked 200 HTML page is public for a CDN, and the mark does not leave the server", () => {
    const { res, head } = response(200, { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate", [SHARED_CACHE_HEADER]: POLICY });
    sharedCacheOnWriteHead(res);
    res.writeHead(200);
    expect(res.getHeader("cache-control")).toBe(POLICY);
    expect(head().toLowerCase()).toContain(`cache-control: ${POLICY}`);
    expect(head().toLowerCase()).not.toContain(SHARED_CACHE_HEADER);
  });

  it("the implicit head of a first write is caught too", () => {
    const { res, head } = response(200, { "content-type": "text/html", [SHARED_CACHE_HEADER]: POLICY });
    sharedCacheOnWriteHead(res);
    res.write("<!doctype html>");
    expect(head().toLowerCase()).toContain(`cache-control: ${POLICY}`);
  });

  it("a 404, a redirect, a response that sets a cookie, or an RSC payload stays private", () => {
    const cases: Array<[number, Record<string, string>]> = [
      [404, { "content-type": "text/html" }],
      [301, { "content-type": "text/html" }],
      [200, { "content-type": "text/html", "set-cookie": "a=b" }],
      [200, { "content-type": "text/x-component" }],
    ];
    for (const [status, headers] of cases) {
      const { res } = response(status, { ...headers, "cache-control": "private, no-store", [SHARED_CACHE_HEADER]: POLICY });
      expect(applySharedCacheMark(res), `${status} ${JSON.stringify(headers)}`).toBeNull();
      expect(res.getHeader("cache-control")).toBe("private, no-store");
      expect(res.hasHeader(SHARED_CACHE_HEADER)).toBe(false);
    }
  });

  it("an unmarked response is left exactly as it was", () => {
    const { res } = response(200, { "content-type": "text/html", "cache-control": "private, no-store" });
    expect(applySharedCacheMark(res)).toBeNull();
    expect(res.getHeader("cache-control")).toBe("private, no-store");
  });

  it("the status given to writeHead is the one judged", () => {
    const { res } = response(200, { "content-type": "text/html", "cache-control": "private, no-store", [SHARED_CACHE_HEADER]: POLICY });
    sharedCacheOnWriteHead(res);
    res.writeHead(500);
    expect(res.getHeader("cache-control")).toBe("private, no-store");
  });
});
