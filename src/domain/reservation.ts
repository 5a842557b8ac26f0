/**
 * Reserving a car online with a refundable deposit (docs/checkout.md): the rules, without a
 * database.
 *
 * A reservation starts `pending_payment`. The processor's outcome moves it: paid → `held` (the car
 * shows as reserved to everyone until the hold ends), declined → `failed` (the car stays available).
 * A held reservation ends `expired` (the hold ran out), `refunded` (the dealer gave the deposit back)
 * or `converted` (the car was sold to this shopper). A payment that succeeds for a car another
 * shopper has held first goes straight to `refunded`: one car, one live hold.
 */
import type { SiteConfig } from "../site/config";
import { isAvailable } from "./availability";
import { countOf } from "./count-of";
import { itemNoun } from "./stock-noun";

export const RESERVATION_STATUSES = ["pending_payment", "held", "failed", "expired", "refunded", "converted"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Which status may follow which (a held reservation extended stays held). */
const NEXT: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending_payment: ["held", "failed", "refunded", "expired"],
  held: ["held", "expired", "refunded", "converted"],
  failed: [],
  expired: [],
  refunded: [],
  converted: [],
};

export function canMoveReservation(from: ReservationStatus, to: ReservationStatus): boolean {
  return NEXT[from].includes(to);
}

/** A reservation's id as made by src/reservations/start.ts ("res_" and 128 random bits, base64url). */
export const RESERVATION_ID = /^res_[A-Za-z0-9_-]{10,40}$/;

/** Deposits are taken in Australian dollars. */
export const DEPOSIT_CURRENCY = "AUD" as const;

/** How long a shopper has to pay once checkout started, before the reservation lapses unpaid. */
export const PAYMENT_WINDOW_MS = 30 * 60_000;

export type DepositConfig = Pick<SiteConfig, "deposit_amount" | "deposit_hold_hours" | "deposit_hold_seconds">;

/** The deposit in cents: the car's reservable processor's own amount when it sets one, else the site's. */
export function depositCents(config: DepositConfig, car: { payment_processors: ReadonlyArray<{ reservable: boolean; deposit_amount?: number | null }> }): number {
  const own = car.payment_processors.find((p) => p.reservable && p.deposit_amount)?.deposit_amount;
  return Math.round((own ?? config.deposit_amount) * 100);
}

/** How long a paid reservation holds the car. */
export function holdMs(config: DepositConfig): number {
  return config.deposit_hold_seconds !== null ? config.deposit_hold_seconds * 1000 : config.deposit_hold_hours * 3_600_000;
}

/** "48 hours", "1 hour", "20 seconds" (a demo site's test hold). */
export function holdLabel(ms: number): string {
  if (ms < 3_600_000) return `${Math.round(ms / 1000)} seconds`;
  return countOf(Math.round(ms / 3_600_000), "hour");
}

/**
 * The checkout's heading, which is also its tab title: "Buy online" where the site sells online,
 * else "Reserve this car" (a caravan or a motorcycle called what it is).
 */
export function checkoutHeading(purchaseButton: SiteConfig["purchase_button"], noun: string): string {
  return purchaseButton === "buy_online" ? "Buy online" : `Reserve this ${noun}`;
}

/**
 * The messages that name what is reserved: a car, or a caravan or motorcycle called what it is. The
 * refusals answer a reservation request; the rest are stored with a reservation whose payment went
 * wrong, and the shopper reads them in their garage.
 */
export const reservationWordsFor = (noun: string) => ({
  sold: `This ${noun} has been sold, so it can no longer be reserved.`,
  unavailable: `This ${noun} is not available to reserve online. Please call the dealership.`,
  alreadyReserved: `Another shopper has reserved this ${noun}. It may become available again if their reservation ends.`,
  lostRace: `Another shopper reserved this ${noun} moments before your payment went through. Your deposit has been refunded in full.`,
  paymentDeclined: `Your payment did not go through, so the ${noun} has not been reserved.`,
  soldMeanwhile: `This ${noun} was sold before your payment went through. Your deposit has been refunded in full.`,
});

export const RESERVATION_MESSAGES = {
  notOffered: "This site does not take reservations online. Please call the dealership.",
  noSuchCar: "No such car on this site.",
  ...reservationWordsFor("car"),
  expiredUnpaid: "This reservation lapsed before the deposit was paid.",
  // Asked before the request names what it reserves, so it names nothing.
  signInRequired: "Please sign in to reserve online.",
} as const;

export interface ReservableCar {
  status: string;
  reserved: boolean;
  price: number | null;
  payment_processors: ReadonlyArray<{ reservable: boolean }>;
  /** "caravan", "motorcycle"…; none is a car. */
  item_type?: string | null;
}

/**
 * Why this car cannot be reserved now, in the words the shopper reads, or null when it can: sold,
 * not available (or no processor lets it be reserved), or held by someone else.
 */
export function reservationRefusal(car: ReservableCar): string | null {
  const words = reservationWordsFor(itemNoun(car.item_type));
  if (car.status === "sold") return words.sold;
  if (!isAvailable(car) || !car.payment_processors.some((p) => p.reservable)) return words.unavailable;
  if (car.reserved) return words.alreadyReserved;
  return null;
}

/** What the shopper reads about a reservation's status. */
export function reservationStatusText(status: ReservationStatus, expiresAt: Date | null, formatTime: (d: Date) => string, noun = "car"): string {
  switch (status) {
    case "pending_payment":
      return "Waiting for your payment.";
    case "held":
      return expiresAt ? `Reserved for you until ${formatTime(expiresAt)}.` : "Reserved for you.";
    case "failed":
      return reservationWordsFor(noun).paymentDeclined;
    case "expired":
      return `Your reservation has ended and the ${noun} is available to everyone again.`;
    case "refunded":
      return "Your deposit has been refunded in full.";
    case "converted":
      return `You have bought this ${noun}. Congratulations!`;
  }
}
