/**
 * The short reference a shopper is shown after an enquiry and can quote on the phone ("7K3M-9Q2X"),
 * and the dealer sees beside the lead. It is the lead's row id, scrambled by a fixed bijection on
 * 40 bits and written in Crockford base32 (no I, L, O or U; read back case-blind, with I/L as 1 and
 * O as 0), so every lead has its own reference without a stored column or a collision to retry,
 * and neighbouring leads do not look like a counter. It is a name for the lead, not a secret:
 * nothing is authorised by it (the lead's public UUID stays the API's `lead_id`).
 */

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const BITS = 40n;
const MASK = (1n << BITS) - 1n;
const MULTIPLIER = 0x9e3779b97n; // odd, so multiplying is a bijection modulo 2^40
const INVERSE = modularInverse(MULTIPLIER);
const SHIFT = 20n;

function modularInverse(a: bigint): bigint {
  // Newton's iteration for the inverse of an odd number modulo 2^40.
  let x = a;
  for (let i = 0; i < 6; i++) x = (x * (2n - a * x)) & MASK;
  return x;
}

function scramble(n: bigint): bigint {
  let x = (n * MULTIPLIER) & MASK;
  x ^= x >> SHIFT;
  return (x * MULTIPLIER) & MASK;
}

function unscramble(x: bigint): bigint {
  let n = (x * INVERSE) & MASK;
  n ^= n >> SHIFT; // a shift by half the width or more undoes itself
  return (n * INVERSE) & MASK;
}

/** The largest row id a reference can name (2^40 − 1). */
export const MAX_REFERENCED_ID = Number(MASK);

/** "7K3M-9Q2X" for a lead's row id (a positive integer up to MAX_REFERENCED_ID). */
export function leadReference(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_REFERENCED_ID) throw new RangeError(`no reference for lead id ${id}`);
  let x = scramble(BigInt(id));
  let out = "";
  for (let i = 0; i < 8; i++) {
    out = ALPHABET[Number(x & 31n)] + out;
    x >>= 5n;
  }
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

/** The row id a reference names, or null when it is not a reference (as typed: any case, dash optional). */
export function leadIdFromReference(reference: string): number | null {
  const text = reference.trim().toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  if (!/^[0-9A-HJKMNP-TV-Z]{8}$/.test(text)) return null;
  let x = 0n;
  for (const ch of text) x = (x << 5n) | BigInt(ALPHABET.indexOf(ch));
  const id = Number(unscramble(x));
  return id >= 1 ? id : null;
}
