// Types for build-assets.mjs, which the server entry (scripts/server.mjs) runs as plain Node.
import type { IncomingMessage, ServerResponse } from "node:http";

export function isPrecompressed(distDir: string): boolean;
export function precompressBuildAssets(distDir: string): Promise<{ files: number; written: number }>;
export function createBuildAssetHandler(distDir: string): ((req: IncomingMessage, res: ServerResponse) => boolean) | null;
