// Types for app.mjs, which plain Node runs (npm start) and TypeScript imports (the e2e harness).
import type { ChildProcess, StdioOptions } from "node:child_process";

export const runningChildren: Set<ChildProcess>;

export const ROOT: string;
export const BIN: string;
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export const TEST_CHROMIUM_ARGS: string[];
export const E2E_DIST_DIR: string;
export function staleBuildReason(distDir: string): string | null;
export function run(command: string, args: string[], opts?: { env?: NodeJS.ProcessEnv; cwd?: string; capture?: "stdout" | "all" | null }): Promise<string>;
export function ensureBuild(opts: { distDir: string; env?: NodeJS.ProcessEnv; log?: (line: string) => void }): Promise<boolean>;
export function seedDemoIfEmpty(opts?: { env?: NodeJS.ProcessEnv }): Promise<void>;
export function migrateDatabase(opts?: { env?: NodeJS.ProcessEnv }): Promise<void>;
export function demoSeedWanted(opts?: { env?: NodeJS.ProcessEnv; argv?: string[] }): boolean;
export function findFreePort(host?: string): Promise<number>;
export function portIsFree(port: number): Promise<boolean>;
export function startServer(opts: { distDir: string; port: number; hostname?: string; env?: NodeJS.ProcessEnv; stdio?: StdioOptions; workers?: number }): ChildProcess;
export function waitForHealthy(url: string, opts?: { child?: ChildProcess; timeoutMs?: number }): Promise<void>;
