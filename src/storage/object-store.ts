/**
 * Where uploaded files live (issue 20: car photos staff upload in the console). A small interface
 * with two adapters:
 *
 * - `disk` (the default, and what the demo and the tests use): files under OBJECT_STORE_DIR
 *   (default `{DATA_DIR}/objects`). Right for one node, or several that share that directory.
 * - `s3`: any S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2…), path-style
 *   requests signed with AWS Signature V4 by `aws4fetch` (docs/decisions/0012-object-storage.md).
 *   Right for several web nodes.
 *
 * Either way the app serves the files itself under /media/photos/… with a year-long immutable
 * cache header (every key is new: an object is never rewritten), so a CDN in front holds them.
 */
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { getEnv } from "../platform/config";
import { processSingleton } from "../platform/process-singleton";

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ObjectStore {
  readonly name: "disk" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are ours (never a user's text): lower-case words, digits, `-`, `_`, `.` and `/`, no `..`. */
const KEY = /^[a-z0-9_-]+(?:\/[a-zA-Z0-9_-]+)*(?:\.[a-z0-9]+)?$/;

export function assertObjectKey(key: string): void {
  if (!KEY.test(key) || key.length > 300) throw new Error(`Not an object key: ${JSON.stringify(key)}`);
}

const TYPES: Record<string, string> = { ".webp": "image/webp", ".jpg": "image/jpeg", ".png": "image/png", ".avif": "image/avif" };

/** Files under one directory; the content type follows the key's extension. */
export class DiskObjectStore implements ObjectStore {
  readonly name = "disk";
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertObjectKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.part`;
    await fs.writeFile(partial, body);
    await fs.rename(partial, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const body = await fs.readFile(this.file(key));
      return { body, contentType: TYPES[path.extname(key)] ?? "application/octet-stream" };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}

export interface S3Settings {
  /** The service's origin, e.g. https://s3.ap-southeast-2.amazonaws.com or https://{account}.r2.cloudflarestorage.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An S3-compatible bucket, addressed path-style ({endpoint}/{bucket}/{key}), every request signed (SigV4). */
export class S3ObjectStore implements ObjectStore {
  readonly name = "s3";
  private readonly client: AwsClient;
  constructor(private readonly s: S3Settings) {
    this.client = new AwsClient({ accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey, service: "s3", region: s.region, retries: 2 });
  }

  private url(key: string): string {
    assertObjectKey(key);
    return `${this.s.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(this.s.bucket)}/${key}`;
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const res = await this.client.fetch(this.url(key), { method: "PUT", body: new Uint8Array(body), headers: { "content-type": contentType, "content-length": String(body.byteLength) } });
    if (!res.ok) throw new Error(`S3 PUT ${key} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }

  async get(key: string): Promise<StoredObject | null> {
    const res = await this.client.fetch(this.url(key), { method: "GET" });
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) throw new Error(`S3 GET ${key} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get("content-type") ?? "application/octet-stream" };
  }

  async delete(key: string): Promise<void> {
    const res = await this.client.fetch(this.url(key), { method: "DELETE" });
    await res.body?.cancel();
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} answered ${res.status}`);
  }
}

/** The store OBJECT_STORE selects, made once per process. */
export function objectStoreFromEnv(): ObjectStore {
  return processSingleton("objectStore", () => {
    const env = getEnv();
    if (env.OBJECT_STORE === "s3") {
      return new S3ObjectStore({ endpoint: env.S3_ENDPOINT!, bucket: env.S3_BUCKET!, region: env.S3_REGION, accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! });
    }
    return new DiskObjectStore(path.resolve(env.OBJECT_STORE_DIR ?? path.join(env.DATA_DIR, "objects")));
  });
}
