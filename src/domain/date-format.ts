/**
 * One `Intl.DateTimeFormat` per locale and options, built once and reused.
 *
 * Building a formatter is far dearer than using one: ICU resolves the locale and loads the time
 * zone's rules on every `new Intl.DateTimeFormat`, 0.1-0.2 ms each in Node 20 here, while
 * `format`/`formatToParts` on a built one costs about 0.01 ms. A vehicle page asked for "today at
 * this location" several times per render (the header's open-now line, each location card, the
 * page itself), and the profile of an uncached render (docs/benchmarks.md, 2026-11-27 midday) put
 * those constructions at ~2.6% of its server CPU.
 *
 * The key is the locale and the options as given, so callers must pass options in a fixed order
 * (they do: each call site spells one literal). Time zones come from a fixed state table or a
 * site's configuration, so the set stays small; the cap only guards against a caller passing
 * values that vary without end. A bad time zone throws RangeError as `new` does, and is not kept.
 */
const MAX_KEPT = 256;
const kept = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = kept.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, format);
  }
  return format;
}
