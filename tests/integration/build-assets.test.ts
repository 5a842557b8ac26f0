/**
 * The build's scripts and stylesheets compressed once and sent as they are by the server's edge
 * (src/platform/build-assets.mjs, ADR 0018): which copies the build step writes, and what a client
 * gets for each Accept-Encoding, over a real socket in front of a stand-in for Next.js.
 */
import fs from "node:fs";
import http from "node:http";
import { Readable } from "node:stream";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuildAssetHandler, isPrecompressed, precompressBuildAssets } from "../../src/platform/build-assets.mjs";

/** A script that compresses well, as a real chunk does. */
const SCRIPT = Buffer.from(Array.from({ length: 400 }, (_, i) => `export function part${i}(car) { return car.price * ${i} + car.km; }\n`).join(""));
const STYLES = Buffer.from(Array.from({ length: 200 }, (_, i) => `.card-${i} { padding: ${i}px; color: #123456; }\n`).join(""));
const TINY = Buffer.from("console.log(1);\n".repeat(10)); // 160 bytes: not worth compressing
const PHOTO = Buffer.alloc(4096, 7); // compressible bytes, but not a type the step compresses

function makeBuild(buildId: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-build-assets-"));
  fs.mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
  fs.mkdirSync(path.join(dist, "static", "media"), { recursive: true });
  fs.writeFileSync(path.join(dist, "BUILD_ID"), buildId);
  fs.writeFileSync(path.join(dist, "static", "chunks", "app.js"), SCRIPT);
  fs.writeFileSync(path.join(dist, "static", "chunks", "site.css"), STYLES);
  fs.writeFileSync(path.join(dist, "static", "chunks", "tiny.js"), TINY);
  fs.writeFileSync(path.join(dist, "static", "media", "photo.png"), PHOTO);
  return dist;
}

const file = (dist: string, rel: string) => path.join(dist, "static", rel);

describe("precompressBuildAssets", () => {
  it("writes a Brotli and a gzip copy of each script and stylesheet of 1 KB or more, each the original once decoded, and nothing else", async () => {
    const dist = makeBuild("build-1");
    expect(isPrecompressed(dist)).toBe(false);
    const { files, written } = await precompressBuildAssets(dist);
    expect(files).toBe(3); // app.js, site.css, tiny.js: the PNG is not a compressible type
    expect(written).toBe(4);
    expect(brotliDecompressSync(fs.readFileSync(file(dist, "chunks/app.js.br")))).toEqual(SCRIPT);
    expect(gunzipSync(fs.readFileSync(file(dist, "chunks/app.js.gz")))).toEqual(SCRIPT);
    expect(brotliDecompressSync(fs.readFileSync(file(dist, "chunks/site.css.br")))).toEqual(STYLES);
    expect(fs.statSync(file(dist, "chunks/app.js.br")).size).toBeLessThan(SCRIPT.byteLength / 5);
    expect(fs.existsSync(file(dist, "chunks/tiny.js.br"))).toBe(false);
    expect(fs.existsSync(file(dist, "chunks/tiny.js.gz"))).toBe(false);
    expect(fs.existsSync(file(dist, "media/photo.png.br"))).toBe(false);
    expect(isPrecompressed(dist)).toBe(true);
  });

  it("keeps the copies of an unchanged build, redoes a file that changed, and knows a new build is not compressed", async () => {
    const dist = makeBuild("build-1");
    await precompressBuildAssets(dist);
    expect((await precompressBuildAssets(dist)).written).toBe(0);

    const changed = Buffer.concat([SCRIPT, Buffer.from("export const more = 1;\n")]);
    fs.writeFileSync(file(dist, "chunks/app.js"), changed);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file(dist, "chunks/app.js"), later, later);
    expect((await precompressBuildAssets(dist)).written).toBe(2);
    expect(brotliDecompressSync(fs.readFileSync(file(dist, "chunks/app.js.br")))).toEqual(changed);

    fs.writeFileSync(path.join(dist, "BUILD_ID"), "build-2");
    expect(isPrecompressed(dist)).toBe(false);
    expect(createBuildAssetHandler(dist)).toBeNull();
  });

  it("refuses a folder that holds no build", async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-no-build-"));
    await expect(precompressBuildAssets(empty)).rejects.toThrow(/no BUILD_ID/);
  });
});

describe("the server edge's build asset handler", () => {
  let server: http.Server;
  let port = 0;
  /** What reached the stand-in for Next.js: each request's URL and Accept-Encoding as it arrived. */
  const passedOn: { url: string; accept: string | undefined }[] = [];

  let dist = "";
  beforeAll(async () => {
    dist = makeBuild("build-1");
    await precompressBuildAssets(dist);
    const answer = createBuildAssetHandler(dist);
    expect(answer).not.toBeNull();
    server = http.createServer((req, res) => {
      if (answer!(req, res)) return;
      passedOn.push({ url: req.url ?? "", accept: req.headers["accept-encoding"] as string | undefined });
      if (req.url === "/_next/static/chunks/streamed-by-next.js") {
        // Next.js streams its answers and handles its own stream's errors.
        const body = new Readable({ read() {} });
        body.once("error", () => setImmediate(() => res.end("next.js handled its stream's error")));
        res.writeHead(299, { "content-type": "text/plain" });
        body.pipe(res);
        body.destroy(new Error("a failing stream"));
        return;
      }
      res.writeHead(299, { "content-type": "text/plain" });
      res.end("next.js");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(urlPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: urlPath, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("sends Brotli to a browser that takes it, with the type, immutable caching and the security headers", async () => {
    const res = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body)).toEqual(SCRIPT);
    expect(res.headers["content-length"]).toBe(String(res.body.byteLength));
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
    expect(res.headers["vary"]).toBe("Accept-Encoding");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends gzip to a client that takes only gzip, or turns Brotli off with q=0, and the file itself to one that takes neither", async () => {
    for (const accept of ["gzip", "br;q=0, gzip", "gzip;q=1.0, br;q=0.0"]) {
      const res = await get("/_next/static/chunks/site.css", { "accept-encoding": accept });
      expect(res.headers["content-encoding"], accept).toBe("gzip");
      expect(gunzipSync(res.body), accept).toEqual(STYLES);
      expect(res.headers["content-type"], accept).toBe("text/css; charset=utf-8");
    }
    for (const headers of [{}, { "accept-encoding": "identity" }, { "accept-encoding": "gzip;q=0, br;q=0" }] as Record<string, string>[]) {
      const res = await get("/_next/static/chunks/app.js", headers);
      expect(res.headers["content-encoding"], JSON.stringify(headers)).toBeUndefined();
      expect(res.body, JSON.stringify(headers)).toEqual(SCRIPT);
    }
  });

  it("sends a file too small to compress as it is, answers a repeat with 304 and a HEAD without a body, and HSTS only over https", async () => {
    const tiny = await get("/_next/static/chunks/tiny.js", { "accept-encoding": "br, gzip" });
    expect(tiny.status).toBe(200);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body).toEqual(TINY);

    const first = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" });
    const again = await get("/_next/static/chunks/app.js", { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);

    const head = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.body.byteLength).toBe(0);

    // scripts/server.mjs has already replaced X-Forwarded-Proto with the trusted value (ADR 0007).
    const overHttps = await get("/_next/static/chunks/app.js", { "accept-encoding": "br", "x-forwarded-proto": "https" });
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  it("leaves to Next.js, untouched, every other path, method and file, and never serves what lies outside the folder", async () => {
    passedOn.length = 0;
    const cases: [string, string][] = [
      ["/_next/static/chunks/missing.js", "GET"],
      ["/_next/static/.precompressed", "GET"],
      ["/_next/static/../BUILD_ID", "GET"],
      ["/_next/static/%2e%2e/BUILD_ID", "GET"],
      ["/_next/static/chunks/app.js", "POST"],
      ["/_next/image?url=%2Fa.png&w=64&q=75", "GET"],
      ["/cars/some-car", "GET"],
    ];
    for (const [urlPath, method] of cases) {
      const res = await get(urlPath, { "accept-encoding": "gzip;q=0.5, br" }, method);
      expect(res.status, `${method} ${urlPath}`).toBe(299);
      expect(res.body.toString(), `${method} ${urlPath}`).toBe("next.js");
    }
    expect(passedOn).toEqual(cases.map(([url]) => ({ url, accept: "gzip;q=0.5, br" })));
  });

  it("on a miss leaves the response to Next.js, its streams' errors included", async () => {
    const res = await get("/_next/static/chunks/streamed-by-next.js", { "accept-encoding": "br" });
    expect(res.status).toBe(299);
    expect(res.body.toString()).toBe("next.js handled its stream's error");
  });

  it("survives a file removed under it (a build replaced in place): that request fails, the next ones are answered", async () => {
    fs.rmSync(file(dist, "chunks/site.css.br"));
    await expect(get("/_next/static/chunks/site.css", { "accept-encoding": "br" })).rejects.toThrow();
    const after = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" });
    expect(after.status).toBe(200);
    expect(brotliDecompressSync(after.body)).toEqual(SCRIPT);
  });
});
