// Types for client-identity.mjs, which the server entry (scripts/server.mjs) runs as plain Node and
// the app imports.
import type { IncomingMessage } from "node:http";

export interface Client {
  /** The client's address ("203.0.113.9", "2001:db8::1"), or "unknown". */
  ip: string;
  /** The host the client asked for, lower-cased with its port, or "" when it sent no valid one. */
  host: string;
  proto: "http" | "https";
}

export type TrustFn = ((addr: string, i: number) => boolean) & { description: string };

export const CLIENT_HEADER: string;
export const EDGE_KEY_ENV: "FORECOURT_EDGE_KEY";
export function parseTrustProxy(raw: string | undefined): TrustFn;
export function normaliseAddress(addr: unknown): string;
export function cleanHost(value: unknown): string;
export function identifyClient(req: Pick<IncomingMessage, "socket" | "headers">, trust: TrustFn): Client;
export function sealClient(key: string, client: Client): string;
export function openClient(key: string | undefined, value: string | null | undefined): Client | null;
export function applyClientIdentity(req: Pick<IncomingMessage, "socket" | "headers">, opts: { trust: TrustFn; key: string }): Client;
