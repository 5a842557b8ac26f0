/**
 * Australian phone numbers as shoppers read and dial them. The spec's rule: an international
 * +61 prefix becomes a leading 0 and the number is grouped 2-4-4 ("03 9555 1234"). Numbers that
 * are not 10-digit 0-numbers (1300/1800 and 13 numbers) keep their own conventional grouping
 * (2-4-4 would split them in the wrong places); anything unrecognised is shown as given.
 */

/** Digits of a number in national form ("+61 3 9555 1234" → "0395551234"), or null if none. */
export function nationalDigits(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  // "(0)" after a country code is an optional trunk prefix, never dialled after +61.
  let digits = trimmed.replace(/\(0\)/g, "").replace(/[^\d+]/g, "");
  if (digits.startsWith("+61")) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith("0061")) digits = `0${digits.slice(4)}`;
  digits = digits.replace(/\+/g, "");
  return digits.length ? digits : null;
}

/** The number as displayed: "03 9555 1234", "1300 123 456", "13 12 34", or the input trimmed. */
export function formatPhone(raw: string | null | undefined): string {
  const digits = nationalDigits(raw);
  if (!digits) return (raw ?? "").trim();
  if (/^0\d{9}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  if (/^1[38]00\d{6}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^13\d{4}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
  return (raw ?? "").trim();
}

/**
 * A click-to-call href. 0-numbers dial in international form so that the link also works from
 * a phone roaming abroad; 13/1300/1800 numbers only work inside Australia and dial as they are.
 */
export function phoneHref(raw: string | null | undefined): string | null {
  const digits = nationalDigits(raw);
  if (!digits || digits.length < 6) return null;
  if (/^0\d{9}$/.test(digits)) return `tel:+61${digits.slice(1)}`;
  return `tel:${digits}`;
}

/**
 * Characters of the displayed number left readable before a shopper reveals it, on sites that
 * require a reveal (search-and-browsing "Call the dealer": "masked after its first 5 characters
 * until clicked").
 */
export const PHONE_MASK_VISIBLE_CHARS = 5;
export const PHONE_MASK_CHAR = "X";

/**
 * The one phone mask, used by the result cards and the vehicle page alike: the number as
 * displayed (formatPhone), its first 5 characters kept, every later digit an "X" and the spacing
 * kept, so the masked and revealed numbers line up ("+61 7 5550 0199" → "07 55XX XXXX",
 * "1300 123 456" → "1300 XXX XXX"). A number of 5 characters or fewer has nothing to hide.
 */
export function maskPhone(raw: string | null | undefined): string {
  const shown = formatPhone(raw);
  const chars = Array.from(shown);
  return chars.map((ch, i) => (i >= PHONE_MASK_VISIBLE_CHARS && /\d/.test(ch) ? PHONE_MASK_CHAR : ch)).join("");
}
