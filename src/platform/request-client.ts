/**
 * The client of the request being served — address, host and scheme — as the server's edge
 * (scripts/server.mjs, src/platform/client-identity.mjs) worked it out from the socket and the
 * proxies TRUST_PROXY names. Every rate limit, tenant lookup and absolute URL reads it from here;
 * nothing in the app reads X-Forwarded-* or Host itself.
 */
import { CLIENT_HEADER, EDGE_KEY_ENV, cleanHost, openClient, type Client } from "./client-identity.mjs";
import { log } from "./log";
import { getEnv } from "./config";

export type { Client };

let warned = false;

/** Who sent this request (from its headers: a route's `request.headers` or a page's `headers()`). */
export function requestClient(headers: Pick<Headers, "get">): Client {
  const env = getEnv();
  const sealed = openClient(env[EDGE_KEY_ENV], headers.get(CLIENT_HEADER));
  if (sealed) return sealed;
  // Not served through scripts/server.mjs (`next dev`, or a test calling a route handler): the
  // socket is out of reach, so there is no address to go by, and no proxy header is believed.
  if (!warned && env.NODE_ENV === "production") {
    warned = true;
    log.warn("served without scripts/server.mjs: client addresses are unknown and X-Forwarded-* is ignored (start with `npm start`)");
  }
  return { ip: "unknown", host: cleanHost(headers.get("host")), proto: "http" };
}

/** Whether this process serves through scripts/server.mjs (only then can a request loop back in with its client). */
export function servedByEdge(): boolean {
  return !!getEnv()[EDGE_KEY_ENV];
}

/** "https://dealer.com.au" as this client asked for it. */
export function clientOrigin(client: Client): string {
  return `${client.proto}://${client.host || "localhost"}`;
}
