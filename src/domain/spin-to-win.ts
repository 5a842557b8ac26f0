/**
 * Spin to win (a signed-in promotion, vehicle-page-and-flows §2/§6): the server draws the prize
 * by weight, gives the shopper a claim code to quote, and the wheel is turned so the prize stops
 * under the pointer. Pure; the draw takes its random number, so tests can pin every boundary.
 */

export interface WeightedPrize {
  label: string;
  weight: number;
}

/**
 * The index of the prize a uniform random number in [0, 1) lands on: each prize owns a slice of
 * [0, total weight) as long as its weight, in list order; a prize of weight 0 owns nothing.
 */
export function drawPrizeIndex(prizes: readonly WeightedPrize[], random: number): number {
  const total = prizes.reduce((n, p) => n + Math.max(0, p.weight), 0);
  if (!(total > 0)) throw new RangeError("No prize has a weight above 0");
  if (!(random >= 0 && random < 1)) throw new RangeError(`random must be in [0, 1), got ${random}`);
  let point = random * total;
  for (let i = 0; i < prizes.length; i++) {
    const w = Math.max(0, prizes[i]!.weight);
    if (point < w) return i;
    point -= w;
  }
  // Floating point can leave a sliver past the last slice: it belongs to the last prize with weight.
  return prizes.map((p) => p.weight > 0).lastIndexOf(true);
}

/** Letters and digits that cannot be misread over the phone (no 0/O, 1/I/L). */
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CLAIM_CODE_LENGTH = 6;

/** "SPIN-7K3Q9X" from random bytes (one byte per character). */
export function claimCode(bytes: Uint8Array): string {
  if (bytes.length < CLAIM_CODE_LENGTH) throw new RangeError(`claimCode needs ${CLAIM_CODE_LENGTH} bytes`);
  let code = "";
  for (let i = 0; i < CLAIM_CODE_LENGTH; i++) code += CODE_ALPHABET[bytes[i]! % CODE_ALPHABET.length];
  return `SPIN-${code}`;
}

/** Degrees the wheel turns (clockwise, whole turns first) to stop prize `index` of `count` under a pointer at the top. */
export function wheelTurn(index: number, count: number, wholeTurns = 5): number {
  const slice = 360 / count;
  return wholeTurns * 360 + (360 - (index + 0.5) * slice);
}

/** The message of the claim lead, so the dealer sees the prize and its code. */
export function claimMessage(prize: string, code: string): string {
  return `Spin to Win: I won "${prize}". My claim code is ${code}. Please contact me to arrange it.`;
}
