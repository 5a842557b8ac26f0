import https from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selfSignedLocalhost } from "../../tests/helpers/self-signed";
import { BlockedAddressError, fetchPublicImage, isPublicAddress } from "./public-fetch";

describe("isPublicAddress", () => {
  it.each([
    ["8.8.8.8", true],
    ["9.255.255.255", true],
    ["10.0.0.0", false],
    ["10.255.255.255", false],
    ["11.0.0.0", true],
    ["127.0.0.1", false],
    ["169.254.169.254", false],
    ["172.15.255.255", true],
    ["172.16.0.0", false],
    ["172.31.255.255", false],
    ["172.32.0.0", true],
    ["192.168.1.1", false],
    ["100.63.255.255", true],
    ["100.64.0.0", false],
    ["100.127.255.255", false],
    ["100.128.0.0", true],
    ["0.0.0.0", false],
    ["224.0.0.1", false],
    ["::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:8.8.8.8", true],
    ["fd00::1", false],
    ["fe80::1", false],
    ["2001:4860:4860::8888", true],
    ["not an address", false],
  ])("%s → %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("fetchPublicImage against a local HTTPS server", () => {
  let cleanup = () => {};
  let server: https.Server;
  let port = 0;
  let ca: Buffer;
  const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
  const loopback = (a: string) => a === "127.0.0.1" || a === "::1";
  const opts = () => ({ timeoutMs: 4000, maxBytes: 1000, ca, allowAddress: loopback });

  beforeAll(async () => {
    const tls = selfSignedLocalhost();
    cleanup = tls.cleanup;
    ca = tls.cert;
    server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
      const at = (p: string) => `https://localhost:${port}${p}`;
      switch (req.url) {
        case "/photo.png":
          res.writeHead(200, { "content-type": "image/png" }).end(png);
          return;
        case "/big.png":
          // No content-length: the limit must hold while reading.
          res.writeHead(200, { "content-type": "image/png" });
          res.write(Buffer.alloc(600));
          res.end(Buffer.alloc(600));
          return;
        case "/page":
          res.writeHead(200, { "content-type": "text/html" }).end("<p>not an image</p>");
          return;
        case "/to-photo":
          res.writeHead(302, { location: at("/photo.png") }).end();
          return;
        case "/to-metadata":
          res.writeHead(302, { location: "https://169.254.169.254/latest/meta-data/" }).end();
          return;
        case "/to-http":
          res.writeHead(302, { location: `http://localhost:${port}/photo.png` }).end();
          return;
        case "/loop":
          res.writeHead(302, { location: at("/loop") }).end();
          return;
        default:
          res.writeHead(404).end();
      }
    });
    await new Promise<void>((r) => server.listen(0, "::", r));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => {
    server?.close();
    cleanup();
  });

  it("refuses loopback with the default policy, by name and by literal address", async () => {
    await expect(fetchPublicImage(`https://localhost:${port}/photo.png`, { timeoutMs: 4000, maxBytes: 1000, ca })).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(fetchPublicImage(`https://127.0.0.1:${port}/photo.png`, { timeoutMs: 4000, maxBytes: 1000, ca })).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(fetchPublicImage(`https://[::1]:${port}/photo.png`, { timeoutMs: 4000, maxBytes: 1000, ca })).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it("gets an image, follows a redirect, and refuses a redirect to the metadata address or to http", async () => {
    expect(await fetchPublicImage(`https://localhost:${port}/photo.png`, opts())).toEqual({ contentType: "image/png", bytes: png });
    expect((await fetchPublicImage(`https://localhost:${port}/to-photo`, opts()))?.bytes).toEqual(png);
    await expect(fetchPublicImage(`https://localhost:${port}/to-metadata`, opts())).rejects.toBeInstanceOf(BlockedAddressError);
    expect(await fetchPublicImage(`https://localhost:${port}/to-http`, opts())).toBeNull();
    expect(await fetchPublicImage(`https://localhost:${port}/loop`, opts())).toBeNull();
  });

  it("gives null for what is not an image, a missing one, and one over the byte limit (1,200 bytes with a 1,000 limit; 1,200 fits 1,200)", async () => {
    expect(await fetchPublicImage(`https://localhost:${port}/page`, opts())).toBeNull();
    expect(await fetchPublicImage(`https://localhost:${port}/missing.png`, opts())).toBeNull();
    expect(await fetchPublicImage(`https://localhost:${port}/big.png`, opts())).toBeNull();
    expect((await fetchPublicImage(`https://localhost:${port}/big.png`, { ...opts(), maxBytes: 1200 }))?.bytes.length).toBe(1200);
  });
});
