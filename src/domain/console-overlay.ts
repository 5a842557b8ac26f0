/**
 * What the console published survives the next site-file upsert (issue 20; docs/console.md,
 * "The site file and the console"). A site keeps the file's own theme and config beside the ones it
 * shows; whatever the shown ones differ in from the file's is the console's work — its overlay — and
 * an upsert lays that overlay over the new file. So a dealer who turned a page off or changed a colour
 * keeps it when the operator sends the file again, while every key the console never touched follows
 * the file. Objects are compared key by key; a list or a plain value is one value.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A key the console removed (the overlay's way of saying "not there"). */
export const REMOVED = Symbol("removed");
export type Overlay = { [key: string]: Json | typeof REMOVED | Overlay };

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);
/**
 * The same JSON value, whatever the order of object keys: PostgreSQL's jsonb stores keys in its own
 * order, so a value read back is not spelled as it was written.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortedKeys(a)) === JSON.stringify(sortedKeys(b));
}

function sortedKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortedKeys);
  if (isObject(v)) return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortedKeys(v[k])]));
  return v;
}

const same = sameJson;

/** Where `shown` differs from `fromFile`: the console's changes, key by key. Empty when none. */
export function consoleOverlay(shown: JsonObject, fromFile: JsonObject): Overlay {
  const overlay: Overlay = {};
  for (const key of new Set([...Object.keys(shown), ...Object.keys(fromFile)])) {
    const s = shown[key];
    const f = fromFile[key];
    if (!(key in shown)) overlay[key] = REMOVED;
    else if (isObject(s) && isObject(f)) {
      const inner = consoleOverlay(s, f);
      if (Object.keys(inner).length) overlay[key] = inner;
    } else if (!(key in fromFile) || !same(s, f)) overlay[key] = s as Json;
  }
  return overlay;
}

/** The new file's values with the overlay laid over them. */
export function layOverlay(file: JsonObject, overlay: Overlay): JsonObject {
  const out: JsonObject = { ...file };
  for (const [key, value] of Object.entries(overlay)) {
    if (value === REMOVED) delete out[key];
    else if (isObject(value) && isObject(out[key])) out[key] = layOverlay(out[key] as JsonObject, value as Overlay);
    else if (isObject(value)) out[key] = layOverlay({}, value as Overlay);
    else out[key] = value as Json;
  }
  return out;
}

/** The overlay's keys, dotted ("pages.blog"), for the upsert's report of what it kept. */
export function overlayKeys(overlay: Overlay, prefix = ""): string[] {
  return Object.entries(overlay).flatMap(([key, value]) =>
    value !== REMOVED && isObject(value) ? overlayKeys(value as Overlay, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
