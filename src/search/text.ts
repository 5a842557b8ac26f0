/**
 * Text matching rules of the stock search, in one place for the SQL engine and the brute-force
 * oracle that checks it.
 *
 * A car's words: make, model, badge, series, body, fuel, colour, stock number, VIN, rego and name,
 * lower-cased, accents removed, split on anything that is not a-z or 0-9; plus the stock number,
 * VIN and rego with punctuation removed. The database keeps them in cars.search_text as
 * ' word word … ' (migration 0003 writes it on every insert and update).
 *
 * Words people type for facet values are the car's words too (migration 0013): its drive, with
 * "4x4" and "4wd" both for either; its transmission ("auto" finds Automatic); its seats as
 * "7seater"; and a make, model or badge written with a hyphen or space also as one joined word
 * (CX-5 → "cx5", D-MAX → "dmax").
 *
 * A query matches a car when every query term matches one of its words. A term is a token of the
 * query, or that token joined to the token before or after it ("land cruiser" → landcruiser,
 * "rav 4" → rav4, "7 seater" → 7seater): spacing must not decide what is found. A term matches
 * when any of its forms does:
 *  - prefix: the word starts with the token ("hil" → hilux), so results follow the shopper's typing;
 *  - one typo: a token of 5+ characters that is not all digits also matches a word one edit away
 *    (one letter changed, added, removed, or two neighbouring letters swapped: "corola" → corolla).
 *    Digits are never edited: stock number 23145 must not find 23146, nor "7 seater" a 5 seater.
 */

const FOLD: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", þ: "th", ı: "i" };

/** Lower-case, accent-free, a-z0-9 words separated by single spaces. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (c) => FOLD[c] ?? c)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Stock number, VIN or rego compacted for exact comparison ("AB-123" → "ab123"). */
export function compactCode(code: string | null | undefined): string {
  return code ? normaliseText(code).replace(/ /g, "") : "";
}

export const MAX_TOKENS = 8;
export const TYPO_MIN_LENGTH = 5;

/** The distinct tokens of a query, at most MAX_TOKENS of them (the rest is ignored). */
export function queryTokens(query: string): string[] {
  const words = normaliseText(query).split(" ").filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TOKENS);
}

/**
 * The terms of a query: each token with the forms it may match as (itself first, then joined to
 * its neighbours). A car matches the query when every term matches through one of its forms.
 */
export function queryTerms(query: string): string[][] {
  const tokens = queryTokens(query);
  return tokens.map((t, i) => {
    const forms = [t];
    if (i > 0) forms.push(tokens[i - 1] + t);
    if (i + 1 < tokens.length) forms.push(t + tokens[i + 1]);
    return [...new Set(forms)];
  });
}

export function allowsTypo(token: string): boolean {
  return token.length >= TYPO_MIN_LENGTH && !/^\d+$/.test(token);
}

export interface SearchableCar {
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  body: string | null;
  simple_body: string | null;
  fuel: string | null;
  simple_fuel: string | null;
  colour: string | null;
  drive?: string | null;
  trans?: string | null;
  simple_transmission?: string | null;
  seats?: number | null;
  stocknum: string;
  vin: string | null;
  regplate: string | null;
  name: string;
}

/** The words a car is found by (the same list the database trigger writes). */
export function carWords(car: SearchableCar): string[] {
  const parts = [
    car.make,
    car.model,
    car.badge,
    car.series,
    car.body,
    car.simple_body,
    car.fuel,
    car.simple_fuel,
    car.colour,
    car.stocknum,
    car.vin,
    car.regplate,
    car.name,
    ...[car.make, car.model, car.badge].map((field) => (field && normaliseText(field).includes(" ") ? compactCode(field) : null)),
    car.drive,
    car.drive && ["4x4", "4wd"].includes(compactCode(car.drive)) ? "4x4 4wd" : null,
    car.trans,
    car.simple_transmission,
    car.seats != null && car.seats > 0 ? `${car.seats}seater` : null,
  ];
  const words = normaliseText(parts.filter((p) => p != null && p !== "").join(" "))
    .split(" ")
    .filter(Boolean);
  for (const code of [car.stocknum, car.vin, car.regplate]) {
    const c = compactCode(code);
    if (c) words.push(c);
  }
  return words;
}

const isLetter = (c: string | undefined) => c !== undefined && c >= "a" && c <= "z";

/**
 * True when a and b are at most one edit apart (substitution, insertion, deletion, adjacent swap)
 * and the edit touches letters only: a digit is never added, removed or changed, so "7seater" is
 * not "5seater" and "mazda3" not "mazda6".
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return isLetter(a[i]) && isLetter(b[i]); // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && isLetter(a[i]) && isLetter(b[i]) && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  // One character more in the longer word: the first difference is it, or (with a run of the same
  // character) any of that run, which is the same character.
  return la > lb ? isLetter(a[i]) && a.slice(i + 1) === b.slice(i) : isLetter(b[i]) && a.slice(i) === b.slice(i + 1);
}

export type TokenMatch = "exact" | "prefix" | "typo" | null;

/** How a token matches a list of words: best of exact word, prefix, one typo. */
export function matchToken(words: readonly string[], token: string): TokenMatch {
  let best: TokenMatch = null;
  for (const w of words) {
    if (w === token) return "exact";
    if (w.startsWith(token)) best = "prefix";
    else if (best === null && allowsTypo(token) && withinOneEdit(token, w)) best = "typo";
  }
  return best;
}

const MATCH_STRENGTH: Record<NonNullable<TokenMatch>, number> = { exact: 3, prefix: 2, typo: 1 };

/** How a query term (its forms, from queryTerms) matches a list of words: the best of its forms. */
export function matchTerm(words: readonly string[], forms: readonly string[]): TokenMatch {
  let best: TokenMatch = null;
  for (const form of forms) {
    const m = matchToken(words, form);
    if (m !== null && (best === null || MATCH_STRENGTH[m] > MATCH_STRENGTH[best])) best = m;
  }
  return best;
}

const LETTER = "[a-z]";

/**
 * A PostgreSQL regular expression over search_text (' word word ') matching a word that starts
 * with the token or is one edit from it. Tokens are a-z0-9 only, so nothing needs escaping.
 */
export function tokenRegex(token: string): string {
  if (!allowsTypo(token)) return ` ${token}`;
  const alternatives = new Set<string>([token]);
  const typos = new Set<string>();
  for (let i = 0; i <= token.length; i++) {
    const head = token.slice(0, i);
    if (i < token.length && isLetter(token[i])) {
      typos.add(`${head}${LETTER}${token.slice(i + 1)}`); // substitution
      typos.add(`${head}${token.slice(i + 1)}`); // deletion
      if (i + 1 < token.length && isLetter(token[i + 1])) typos.add(`${head}${token[i + 1]}${token[i]}${token.slice(i + 2)}`); // swap
    }
    typos.add(`${head}${LETTER}${token.slice(i)}`); // insertion
  }
  for (const t of typos) alternatives.add(`${t} `);
  return ` (?:${[...alternatives].join("|")})`;
}
