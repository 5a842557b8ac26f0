/**
 * The origin a site's absolute URLs are built on — canonical and Open Graph URLs, JSON-LD, the
 * sitemap, links in the dealer's lead e-mails — from the site's own address, never from whatever
 * host a request named: a request that reached the site through DEFAULT_SITE, a forged header or
 * an alias must not write another host into what search engines and dealers read (issue 14).
 */
import type { Client } from "../platform/client-identity.mjs";
import { normaliseHost, type Site } from "./store";

/**
 * `https://{first listed domain}`; on the site's development address (`{slug}.localhost`, any
 * port) that address as asked, so the demo and the tests link to where they are. A site that lists
 * no domain has only that development address.
 */
export function siteOrigin(site: Pick<Site, "slug" | "domains">, client: Pick<Client, "host" | "proto">): string {
  const devHost = `${site.slug}.localhost`;
  if (normaliseHost(client.host) === devHost) return `${client.proto}://${client.host}`;
  const primary = site.domains[0];
  if (primary) return `https://${primary}`;
  const port = /:\d+$/.exec(client.host)?.[0] ?? "";
  return `${client.proto}://${devHost}${port}`;
}

/**
 * The host a request for `host` must be sent to instead (301), or null to serve it where it is.
 * `www.` and the bare domain are one site under two names: when the site lists one of them, the
 * other goes to it; when it lists both, the one listed first is kept. Other hosts (another listed
 * domain, `{slug}.localhost`, DEFAULT_SITE's) are served as they are.
 */
export function canonicalHostFor(site: Pick<Site, "domains">, host: string): string | null {
  const name = normaliseHost(host);
  if (!name) return null;
  const twin = name.startsWith("www.") ? name.slice(4) : `www.${name}`;
  const twinAt = site.domains.indexOf(twin);
  if (twinAt < 0) return null;
  const at = site.domains.indexOf(name);
  return at >= 0 && at < twinAt ? null : twin;
}
