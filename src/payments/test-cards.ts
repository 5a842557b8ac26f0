/**
 * The local test processor's cards: the numbers card processors publish for testing, with the
 * outcome each stands for (Stripe's list: docs.stripe.com/testing), and the messages a shopper
 * would see from a real processor. Any other number that passes the Luhn check pays, as in a
 * processor's test mode; one that fails it is "incorrect".
 */
export type CardDecline = "card_declined" | "insufficient_funds" | "incorrect_number" | "expired_card" | "incorrect_cvc";

export type CardOutcome = { ok: true; last4: string; brand: string } | { ok: false; code: CardDecline; message: string };

export const DECLINE_MESSAGES: Record<CardDecline, string> = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  incorrect_number: "Your card number is incorrect.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
};

/** Numbers with a set outcome other than success. */
const DECLINING: Record<string, CardDecline> = {
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
  "4000000000000069": "expired_card",
  "4000000000000127": "incorrect_cvc",
};

/** The card number without the spaces and dashes people type. */
export function normaliseCardNumber(raw: string): string {
  return raw.replace(/[\s-]/g, "");
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  if (/^(50|5[6-9]|6[0-9])/.test(digits)) return "Maestro";
  return "Card";
}

/**
 * What the test processor does with a card. `expiry` is MM/YY; a month already over is expired
 * (a card is good to the end of its month). `cvc` is 3 digits, or 4 for American Express.
 */
export function testCardOutcome(card: { number: string; expiry?: string; cvc?: string }, now: Date = new Date()): CardOutcome {
  const digits = normaliseCardNumber(card.number);
  const decline = (code: CardDecline): CardOutcome => ({ ok: false, code, message: DECLINE_MESSAGES[code] });
  if (!passesLuhn(digits)) return decline("incorrect_number");
  if (card.expiry !== undefined) {
    const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
    if (!m) return decline("expired_card");
    const month = Number(m[1]);
    const year = 2000 + Number(m[2]);
    if (month < 1 || month > 12) return decline("expired_card");
    const endOfMonth = Date.UTC(year, month, 1);
    if (endOfMonth <= now.getTime()) return decline("expired_card");
  }
  if (card.cvc !== undefined) {
    const brand = cardBrand(digits);
    if (!(brand === "American Express" ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc.trim())) return decline("incorrect_cvc");
  }
  const set = DECLINING[digits];
  if (set) return decline(set);
  return { ok: true, last4: digits.slice(-4), brand: cardBrand(digits) };
}
