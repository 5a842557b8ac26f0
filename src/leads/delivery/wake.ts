/**
 * Wakes the in-process delivery worker as soon as a lead is stored, so the dealer hears of it in
 * milliseconds rather than at the next poll. Kept on globalThis because Next.js bundles route
 * handlers and instrumentation separately; another process (a separate worker) simply polls.
 */
type Listener = () => void;
const KEY = Symbol.for("forecourt.leadWake");
type G = typeof globalThis & { [KEY]?: Set<Listener> };

function listeners(): Set<Listener> {
  const g = globalThis as G;
  return (g[KEY] ??= new Set());
}

export function notifyLeadStored(): void {
  for (const l of listeners()) l();
}

export function onLeadStored(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
