/**
 * Both object store adapters keep the same contract (src/storage/object-store.ts): put, get back
 * the same bytes and type, delete (twice is fine), a missing key is null, and a key that could
 * climb out of its place is refused. The S3 adapter talks to s3rver, a local S3-compatible server
 * on 127.0.0.1, over real HTTP. s3rver knows its accounts by access key id but does not recompute
 * Signature V4 (its docs say so), so the signature itself rests on aws4fetch, the signer
 * Cloudflare documents for R2; what is checked here is the S3 wire protocol: path-style URLs,
 * status codes, bodies and types, and that an unknown key id is refused.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import S3rver from "s3rver";
import { DiskObjectStore, S3ObjectStore, type ObjectStore } from "../../src/storage/object-store";

const BUCKET = "forecourt-photos";
const KEY_ID = "S3RVER";
const SECRET = "S3RVER";

let dir: string;
let server: S3rver;
let endpoint: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-objects-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(dir, "s3"), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const stores: Array<[string, () => ObjectStore]> = [
  ["disk", () => new DiskObjectStore(path.join(dir, "disk"))],
  ["s3", () => new S3ObjectStore({ endpoint, bucket: BUCKET, region: "us-east-1", accessKeyId: KEY_ID, secretAccessKey: SECRET })],
];

describe.each(stores)("the %s object store", (_name, make) => {
  it("gives back what was put, with its type; forgets it when deleted", async () => {
    const store = make();
    const bytes = new Uint8Array(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await store.put("photos/1/2/abcdefghijklmnopqrstuv.webp", bytes, "image/webp");
    const got = await store.get("photos/1/2/abcdefghijklmnopqrstuv.webp");
    expect(got?.contentType).toBe("image/webp");
    expect(Buffer.compare(got!.body, Buffer.from(bytes))).toBe(0);
    await store.delete("photos/1/2/abcdefghijklmnopqrstuv.webp");
    expect(await store.get("photos/1/2/abcdefghijklmnopqrstuv.webp")).toBeNull();
    await expect(store.delete("photos/1/2/abcdefghijklmnopqrstuv.webp"), "deleting what is gone").resolves.toBeUndefined();
  });

  it("answers null for a key it never had, and refuses keys that could leave their place", async () => {
    const store = make();
    expect(await store.get("photos/9/9/neverneverneverneverne.webp")).toBeNull();
    for (const bad of ["../x.webp", "photos/../../etc/passwd", "/abs.webp", "photos//x.webp", "Photos/x y.webp"]) {
      await expect(store.put(bad, new Uint8Array([1]), "image/webp"), bad).rejects.toThrow(/Not an object key/);
    }
  });
});

describe("the S3 adapter's credentials", () => {
  it("are sent signed, and an account the server does not know is refused with the status named", async () => {
    const wrong = new S3ObjectStore({ endpoint, bucket: BUCKET, region: "us-east-1", accessKeyId: "NOT-AN-ACCOUNT", secretAccessKey: SECRET });
    await expect(wrong.put("photos/1/2/wrongwrongwrongwrongwr.webp", new Uint8Array([1, 2, 3]), "image/webp")).rejects.toThrow(/answered 403: .*InvalidAccessKeyId/s);
    await expect(wrong.get("photos/1/2/wrongwrongwrongwrongwr.webp")).rejects.toThrow(/answered 403/);
  });
});
