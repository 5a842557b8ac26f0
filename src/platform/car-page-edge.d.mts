// Types for car-page-edge.mjs, which the server entry (scripts/server.mjs) runs as plain Node.
import type { IncomingHttpHeaders } from "node:http";

interface EdgeRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
}

export const CAR_PAGE_EDGE_LOOKUP: string;
export function mayBeCarPageHit(req: EdgeRequest): boolean;
/** The part of node's ServerResponse the edge writes with. */
interface EdgeResponse {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body: Uint8Array): unknown;
}

export function answerCarPageHit(req: EdgeRequest, res: EdgeResponse, client: { host: string; proto: string }): Promise<boolean>;
