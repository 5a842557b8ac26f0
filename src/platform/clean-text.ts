/**
 * The one text rule for everything a client sends (issue 14): NUL characters are dropped and
 * lone UTF-16 surrogates become U+FFFD. PostgreSQL refuses both in text and jsonb ("invalid byte
 * sequence", "unsupported Unicode escape sequence"), so a phone that cut a message inside an
 * emoji, or a stray NUL, used to turn a lead into a 500 — and the lead was lost. Applied to every
 * JSON body (src/web/http.ts readJson), every feed row (src/stock/read-feed.ts) and form posts.
 */

const NUL = /\u0000/g;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The string without NULs and with each lone surrogate replaced by U+FFFD. */
export function cleanText(text: string): string {
  const withoutNul = text.includes("\u0000") ? text.replace(NUL, "") : text;
  return withoutNul.replace(LONE_SURROGATE, "\ufffd");
}

/** A parsed JSON value with cleanText applied to every string in it, object keys included. */
export function cleanJson(value: unknown): unknown {
  if (typeof value === "string") return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanJson);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[cleanText(key)] = cleanJson(inner);
    return out;
  }
  return value;
}
