/**
 * First-load JavaScript of a page: every script file the server-rendered HTML makes the browser
 * load before the page is interactive — the `<script src>` tags, the scripts it preloads, and the
 * chunks the React Server Components payload (inline `self.__next_f.push(...)`) names for the client
 * components of the page, which React fetches while hydrating. Each file is gzipped at level 9
 * (what a CDN serves at best) and summed; the Brotli size (quality 11, what `npm run build` writes
 * and the server sends to browsers: ADR 0018) is reported beside it. Inline scripts (the RSC payload itself) are part of the
 * HTML document and are reported apart.
 *
 *   npm run bench:js -- [--files] http://coastline-toyota.localhost:3000/search/used-cars [more URLs…]
 *
 * Without URLs it builds and serves the app itself (bench/lighthouse.ts --js-only) and measures the
 * home page, /search/used-cars and a car page of the demo site. 1 KB = 1000 bytes, 1 KiB = 1024.
 */
import http from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface ScriptSize {
  path: string;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface FirstLoadJs {
  url: string;
  scripts: ScriptSize[];
  totalBytes: number;
  gzipBytes: number;
  /** The same files as Brotli at quality 11, as the server sends them (ADR 0018). */
  brotliBytes: number;
  /** The inline <script> bodies (RSC payload, JSON-LD), gzipped together: weight of the HTML, not JS files. */
  inlineGzipBytes: number;
}

/** `<script src>` except `noModule` ones (legacy polyfills that modern browsers skip). */
const SCRIPT_SRC = /<script\b(?![^>]*\bnomodule)[^>]*\bsrc="([^"]+)"/gi;
const PRELOAD_SCRIPT = /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*>|<link\b[^>]*\bas="script"[^>]*\brel="preload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
/** Chunk paths inside the (JSON-escaped, sometimes doubly) RSC payload: static/chunks/…js. */
const PAYLOAD_CHUNK = /(?:\/_next\/)?static\/chunks\/[A-Za-z0-9_\-./~%[\]]+?\.js/g;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

function decodeEntities(s: string): string {
  return s.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}

/** The script paths (same-origin, without query) that the HTML makes the browser load. */
export function scriptPathsOf(html: string, base: URL): string[] {
  const found = new Set<string>();
  const add = (raw: string) => {
    const u = new URL(decodeEntities(raw), base);
    if (u.origin === base.origin) found.add(u.pathname);
  };
  for (const m of html.matchAll(SCRIPT_SRC)) add(m[1]!);
  for (const m of html.matchAll(PRELOAD_SCRIPT)) {
    const href = HREF.exec(m[0]);
    if (href) add(href[1]!);
  }
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    for (const c of m[1]!.matchAll(PAYLOAD_CHUNK)) {
      const p = c[0].startsWith("/_next/") ? c[0] : `/_next/${c[0]}`;
      add(p);
    }
  }
  return [...found];
}

/**
 * GET a URL, uncompressed. Node does not resolve *.localhost as browsers do, so such a host is
 * reached on 127.0.0.1 with the site named in the Host header, as a browser would send it.
 */
export function httpGet(url: string | URL): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  const u = new URL(url);
  const local = u.hostname === "localhost" || u.hostname.endsWith(".localhost");
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: local ? "127.0.0.1" : u.hostname, port: u.port || 80, path: `${u.pathname}${u.search}`, headers: { host: u.host, "accept-encoding": "identity" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
        res.on("error", reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`GET ${u} timed out`)));
    req.on("error", reject);
    req.end();
  });
}

export async function measureFirstLoadJs(pageUrl: string): Promise<FirstLoadJs> {
  const base = new URL(pageUrl);
  const res = await httpGet(pageUrl);
  if (res.status !== 200) throw new Error(`${pageUrl} answered ${res.status}`);
  const html = res.body.toString("utf8");
  const scripts: ScriptSize[] = [];
  for (const path of scriptPathsOf(html, base)) {
    const r = await httpGet(new URL(path, base));
    if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
    const body = r.body;
    const brotliBytes = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    scripts.push({ path, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, brotliBytes });
  }
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const inline = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]!).join("\n");
  return {
    url: pageUrl,
    scripts,
    totalBytes: scripts.reduce((s, x) => s + x.bytes, 0),
    gzipBytes: scripts.reduce((s, x) => s + x.gzipBytes, 0),
    brotliBytes: scripts.reduce((s, x) => s + x.brotliBytes, 0),
    inlineGzipBytes: gzipSync(Buffer.from(inline), { level: 9 }).length,
  };
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatFirstLoadJs(m: FirstLoadJs, { files = false } = {}): string {
  const lines = [
    `${m.url}: ${m.scripts.length} scripts, ${kb(m.gzipBytes)} KB gzip (${kib(m.gzipBytes)} KiB; ${kb(m.totalBytes)} KB raw; ${kb(m.brotliBytes)} KB Brotli as served); inline scripts ${kb(m.inlineGzipBytes)} KB gzip`,
  ];
  if (files) for (const s of m.scripts) lines.push(`  ${kb(s.gzipBytes).padStart(6)} KB  ${s.path}`);
  return lines.join("\n");
}
