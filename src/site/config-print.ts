/**
 * A short fingerprint of a site's effective config, for cache keys: anything built from the config
 * (menus, search results) must miss its cache once the config changes — a site file upsert or a
 * console publish. Computed once per config object (a Site is re-read every few seconds).
 */
const prints = new WeakMap<object, string>();

export function configFingerprint(config: object): string {
  let p = prints.get(config);
  if (p === undefined) {
    const text = JSON.stringify(config);
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    p = h.toString(36);
    prints.set(config, p);
  }
  return p;
}
