/**
 * Numbers people type into the search box, read as the filters they mean: "hilux under 40k" is a
 * Hilux up to $40,000, "corolla 2020" a 2020 Corolla, "under 50,000 km" at most 50,000 km. The
 * phrase leaves the text and becomes a range, which the results page shows as a chip the shopper
 * can remove like any other. A range the query already sets is never overridden by the text.
 *
 * Read as a range (case-blind, "$", "," and spaces inside numbers allowed):
 *  - price: under / below / less than / max / up to / upto / <  AMOUNT  → at most AMOUNT;
 *           over / above / more than / min / from / at least / >  AMOUNT → at least AMOUNT;
 *           between AMOUNT and AMOUNT, AMOUNT - AMOUNT, AMOUNT to AMOUNT → both.
 *           AMOUNT is 1,000 or more ("15000", "$15,000"), or written with k ("40k", "$32.5k").
 *  - km: the same words with a number followed by km / kms / kilometres ("under 50,000 km", "<80k km").
 *  - year: a lone year from 1950 to 2099 ("2020") is that year (two of them, the years between);
 *           YEAR+ / YEAR onwards / after YEAR /
 *           newer than YEAR is from it; before YEAR / older than YEAR is up to the year before.
 * Anything else stays text: "86", "4x4", "i30", stock number 23145.
 *
 * Pure and small: the results page's script and the server both apply it (query-core's
 * canonicalQuery), so the URL, the chips and the answer agree.
 */

export interface QueryRanges {
  price?: { min?: number; max?: number };
  km?: { min?: number; max?: number };
  year?: { min?: number; max?: number };
}

const NUM = String.raw`\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k)?`;
const BELOW = String.raw`(?:under|below|less\s+than|max(?:imum)?|up\s*to|<=?)`;
const ABOVE = String.raw`(?:over|above|more\s+than|min(?:imum)?|from|at\s+least|>=?)`;
const KM = String.raw`\s?(?:km|kms|kilometres|kilometers)`;
const B = String.raw`(?<![\w$.,])`; // not inside a word or a number
const E = String.raw`(?![\w.,]*\d)(?!\w)`;

function amount(digits: string, k: string | undefined): number | null {
  const n = Number(digits.replace(/,/g, ""));
  if (!Number.isFinite(n)) return null;
  return Math.round(k ? n * 1000 : n);
}

interface Rule {
  re: RegExp;
  apply: (m: RegExpExecArray, out: QueryRanges) => boolean;
}

const isPrice = (n: number | null, k: string | undefined): n is number => n !== null && (k !== undefined || n >= 1000) && n <= 10_000_000;
const isKm = (n: number | null): n is number => n !== null && n <= 2_000_000;
const isYear = (y: number) => Number.isInteger(y) && y >= 1950 && y <= 2099;

/** One side of a range: "under 40k" is a price's max, "over 80,000 km" a distance's min. */
function bound(words: string, range: "price" | "km", side: "min" | "max"): Rule {
  const km = range === "km";
  return {
    re: new RegExp(String.raw`${B}${words}\s*${NUM}${km ? KM : ""}${E}`, "i"),
    apply: (m, out) => {
      const n = amount(m[1]!, m[2]);
      if (n === null || !(km ? isKm(n) : isPrice(n, m[2]))) return false;
      out[range] = { ...out[range], [side]: n };
      return true;
    },
  };
}

const RULES: Rule[] = [
  // km first: "under 50,000 km" is a distance, not a price.
  {
    re: new RegExp(String.raw`${B}(?:between\s+)?${NUM}${KM}?\s*(?:-|to|and)\s*${NUM}${KM}${E}`, "i"),
    apply: (m, out) => {
      const lo = amount(m[1]!, m[2]);
      const hi = amount(m[3]!, m[4]);
      if (!isKm(lo) || !isKm(hi) || lo > hi) return false;
      out.km = { min: lo, max: hi };
      return true;
    },
  },
  bound(BELOW, "km", "max"),
  bound(ABOVE, "km", "min"),
  {
    re: new RegExp(String.raw`${B}(?:between\s+)?${NUM}\s*(?:-|to|and)\s*${NUM}${E}`, "i"),
    apply: (m, out) => {
      const lo = amount(m[1]!, m[2]);
      const hi = amount(m[3]!, m[4]);
      // "2018 - 2020" is years.
      if (!m[2] && !m[4] && isYear(Number(m[1])) && isYear(Number(m[3])) && !m[0].includes("$")) {
        if (Number(m[1]) > Number(m[3])) return false;
        out.year = { min: Number(m[1]), max: Number(m[3]) };
        return true;
      }
      if (!isPrice(lo, m[2] ?? m[4]) || !isPrice(hi, m[4] ?? m[2]) || lo > hi) return false;
      out.price = { min: lo, max: hi };
      return true;
    },
  },
  bound(BELOW, "price", "max"),
  bound(ABOVE, "price", "min"),
  {
    re: /(?<![\w$.,])(?:after|newer\s+than|since)\s+((?:19|20)\d\d)(?![\w.,]*\d)|(?<![\w$.,])((?:19|20)\d\d)\s*(?:\+|onwards|or\s+newer|and\s+newer)(?!\w)/i,
    apply: (m, out) => {
      const y = Number(m[1] ?? m[2]);
      if (!isYear(y)) return false;
      out.year = { ...out.year, min: m[1] && /after|newer/i.test(m[0]) && !/since/i.test(m[0]) ? y + 1 : y };
      return true;
    },
  },
  {
    re: /(?<![\w$.,])(?:before|older\s+than)\s+((?:19|20)\d\d)(?![\w.,]*\d)/i,
    apply: (m, out) => {
      const y = Number(m[1]);
      if (!isYear(y)) return false;
      out.year = { ...out.year, max: y - 1 };
      return true;
    },
  },
  {
    re: /(?<![\w$.,-])((?:19|20)\d\d)(?![\w.,-]*\d)(?![\w$])/,
    apply: (m, out) => {
      const y = Number(m[1]);
      if (!isYear(y)) return false;
      // A second year widens the range to take both in ("2019 2020 corolla": 2019 to 2020).
      out.year = { min: Math.min(out.year?.min ?? y, y), max: Math.max(out.year?.max ?? y, y) };
      return true;
    },
  },
];

/** The ranges the text names and the text without them (spaces collapsed). */
export function understandQueryText(text: string): { text: string; ranges: QueryRanges } {
  const out: QueryRanges = {};
  let rest = ` ${text} `;
  // Rules are tried in order until none applies, so what one removal brings together ("over
  // 2019 20k" → "over 20k") is read too, and reading the result again finds nothing more.
  for (let pass = 0; pass < 8; pass++) {
    let applied = false;
    for (const rule of RULES) {
      const m = rule.re.exec(rest);
      if (!m || !rule.apply(m, out)) continue;
      rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`.replace(/\s+/g, " ");
      applied = true;
    }
    if (!applied) break;
  }
  return { text: rest.replace(/\s+/g, " ").trim(), ranges: out };
}
