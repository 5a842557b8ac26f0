// Types for shared-cache.mjs, which the server entry (scripts/server.mjs) runs as plain Node and
// the proxy imports.
import type { ServerResponse } from "node:http";

export const SHARED_CACHE_HEADER: string;
export function sharedCacheSeconds(env: { SHARED_CACHE_SECONDS?: string | undefined }): number;
export function sharedCacheControl(seconds: number): string | null;
export function applySharedCacheMark(res: Pick<ServerResponse, "getHeader" | "removeHeader" | "hasHeader" | "setHeader" | "statusCode">): string | null;
export function sharedCacheOnWriteHead<T extends ServerResponse>(res: T): T;
