/**
 * Wakes the in-process delivery worker as soon as a lead is stored, so the dealer hears of it in
 * milliseconds rather than at the next poll. One set of listeners per process (Next.js bundles
 * route handlers and instrumentation separately: src/platform/process-singleton.ts); another
 * process (a separate worker) simply polls.
 */
import { processSingleton } from "../../platform/process-singleton";

type Listener = () => void;

function listeners(): Set<Listener> {
  return processSingleton("leadWake", () => new Set<Listener>());
}

export function notifyLeadStored(): void {
  for (const l of listeners()) l();
}

export function onLeadStored(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
