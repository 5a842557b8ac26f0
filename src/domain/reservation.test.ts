import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG } from "../site/config";
import { canMoveReservation, depositCents, holdLabel, holdMs, RESERVATION_MESSAGES, reservationRefusal } from "./reservation";

const car = { status: "in_stock", reserved: false, price: 30_000, payment_processors: [{ reservable: true }] };

describe("reservation rules", () => {
  it("takes the site's $200 deposit by default, and a processor's own amount when it sets one", () => {
    expect(depositCents(DEFAULT_CONFIG, { payment_processors: [{ reservable: true }] })).toBe(20_000);
    expect(depositCents(DEFAULT_CONFIG, { payment_processors: [{ reservable: true, deposit_amount: 500 }] })).toBe(50_000);
    expect(depositCents({ ...DEFAULT_CONFIG, deposit_amount: 1000 }, { payment_processors: [{ reservable: false, deposit_amount: 500 }] })).toBe(100_000);
  });

  it("holds for 48 hours by default, for the site's hours, or for seconds when a demo site says so", () => {
    expect(holdMs(DEFAULT_CONFIG)).toBe(48 * 3_600_000);
    expect(holdMs({ ...DEFAULT_CONFIG, deposit_hold_hours: 24 })).toBe(24 * 3_600_000);
    expect(holdMs({ ...DEFAULT_CONFIG, deposit_hold_seconds: 20 })).toBe(20_000);
    expect([holdLabel(48 * 3_600_000), holdLabel(3_600_000), holdLabel(20_000)]).toEqual(["48 hours", "1 hour", "20 seconds"]);
  });

  it("refuses a sold car, a car not available, one no processor may reserve, and one already held", () => {
    expect(reservationRefusal(car)).toBeNull();
    expect(reservationRefusal({ ...car, status: "coming_soon" })).toBeNull();
    expect(reservationRefusal({ ...car, status: "sold" })).toBe(RESERVATION_MESSAGES.sold);
    expect(reservationRefusal({ ...car, status: "in_transit" })).toBe(RESERVATION_MESSAGES.unavailable);
    expect(reservationRefusal({ ...car, payment_processors: [{ reservable: false }] })).toBe(RESERVATION_MESSAGES.unavailable);
    expect(reservationRefusal({ ...car, reserved: true })).toBe(RESERVATION_MESSAGES.alreadyReserved);
  });

  it("moves a held reservation to expired, refunded or converted, and never out of an ending", () => {
    expect(canMoveReservation("pending_payment", "held")).toBe(true);
    expect(canMoveReservation("pending_payment", "failed")).toBe(true);
    expect(canMoveReservation("held", "converted")).toBe(true);
    expect(canMoveReservation("held", "held")).toBe(true);
    expect(canMoveReservation("failed", "held")).toBe(false);
    expect(canMoveReservation("refunded", "held")).toBe(false);
    expect(canMoveReservation("expired", "refunded")).toBe(false);
  });
});
