import https from "node:https";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selfSignedLocalhost } from "../../tests/helpers/self-signed";
import { loadPhotoForPdf } from "./car-photo";

describe("the PDF's car photo from a feed URL", () => {
  let server: https.Server;
  let cleanup = () => {};
  let ca: Buffer;
  let url = "";

  beforeAll(async () => {
    const tls = selfSignedLocalhost();
    cleanup = tls.cleanup;
    ca = tls.cert;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c8102e" } }).png().toBuffer();
    server = https.createServer({ key: tls.key, cert: tls.cert }, (_req, res) => res.writeHead(200, { "content-type": "image/png" }).end(png));
    await new Promise<void>((r) => server.listen(0, "::", r));
    url = `https://localhost:${(server.address() as AddressInfo).port}/photo.png`;
  });

  afterAll(() => {
    server?.close();
    cleanup();
  });

  it("is not fetched from the server's own network: the PDF is made without it", async () => {
    expect(await loadPhotoForPdf(url)).toBeNull();
  });

  it("is embedded as JPEG when the address is allowed", async () => {
    const jpeg = await loadPhotoForPdf(url, { ca, allowAddress: (a) => a === "127.0.0.1" || a === "::1" });
    expect(jpeg?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await sharp(jpeg!).metadata()).width).toBe(64);
  });
});
