/**
 * Where one lead goes: the dealership's configured destinations, or, when it has none, the
 * e-mail of its primary location, so that a dealer who forgot to configure leads still gets them.
 *
 * Pure.
 */
import type { LeadDestination } from "../../db/types";

/** `receipt` is the shopper's own copy (a reservation's deposit receipt), sent through the same outbox. */
export type DeliveryKind = "email" | "webhook" | "adf" | "receipt";

export interface Destination {
  kind: DeliveryKind;
  /** E-mail address (email, adf) or URL (webhook). */
  target: string;
}

/** Two destinations are the same when their kind and target match (an address in any case). */
export function destinationKey(d: Destination): string {
  return `${d.kind} ${d.target.toLowerCase()}`;
}

export function destinationsFor(configured: readonly LeadDestination[], fallbackEmails: readonly (string | null)[]): Destination[] {
  const out: Destination[] = [];
  const seen = new Set<string>();
  const add = (d: Destination) => {
    const key = destinationKey(d);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(d);
  };
  for (const d of configured) add(d.kind === "webhook" ? { kind: "webhook", target: d.url } : { kind: d.kind, target: d.to });
  if (out.length === 0) {
    const email = fallbackEmails.find((e): e is string => !!e && e.includes("@"));
    if (email) add({ kind: "email", target: email });
  }
  return out;
}

/** The webhook secret for a URL, from the dealership's configuration (read at send time). */
export function webhookSecret(configured: readonly LeadDestination[], url: string): string | null {
  for (const d of configured) if (d.kind === "webhook" && d.url === url) return d.secret;
  return null;
}
