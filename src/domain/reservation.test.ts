import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG } from "../site/config";
import { canMoveReservation, depositCents, holdLabel, holdMs, checkoutHeading, RESERVATION_MESSAGES, reservationRefusal, reservationStatusText, reservationWordsFor } from "./reservation";

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
    // A caravan or a motorcycle is called what it is; a car (or no item type) keeps the car's words.
    expect(reservationRefusal({ ...car, item_type: "caravan", reserved: true })).toBe("Another shopper has reserved this caravan. It may become available again if their reservation ends.");
    expect(reservationRefusal({ ...car, item_type: "motorcycle", status: "sold" })).toBe("This motorcycle has been sold, so it can no longer be reserved.");
    expect(reservationRefusal({ ...car, item_type: "car", status: "sold" })).toBe(RESERVATION_MESSAGES.sold);
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

describe("reservationStatusText", () => {
  it("names what was bought or released: a car by default, a caravan as a caravan", () => {
    const at = (d: Date) => d.toISOString();
    expect(reservationStatusText("converted", null, at)).toBe("You have bought this car. Congratulations!");
    expect(reservationStatusText("converted", null, at, "caravan")).toBe("You have bought this caravan. Congratulations!");
    expect(reservationStatusText("expired", null, at, "motorcycle")).toBe("Your reservation has ended and the motorcycle is available to everyone again.");
    expect(reservationStatusText("failed", null, at)).toBe("Your payment did not go through, so the car has not been reserved.");
    expect(reservationStatusText("failed", null, at, "caravan")).toBe("Your payment did not go through, so the caravan has not been reserved.");
  });
});

describe("reservationWordsFor", () => {
  it("names the item in every message stored with a reservation whose payment went wrong", () => {
    const caravan = reservationWordsFor("caravan");
    expect(caravan.lostRace).toBe("Another shopper reserved this caravan moments before your payment went through. Your deposit has been refunded in full.");
    expect(caravan.soldMeanwhile).toBe("This caravan was sold before your payment went through. Your deposit has been refunded in full.");
    expect(Object.values(caravan).filter((m) => /\bcar\b/.test(m))).toEqual([]);
    expect(reservationWordsFor("car")).toMatchObject({ lostRace: RESERVATION_MESSAGES.lostRace, soldMeanwhile: RESERVATION_MESSAGES.soldMeanwhile });
  });
});

describe("checkoutHeading", () => {
  it("is Buy online where the site sells online, else Reserve this car (or what the item is)", () => {
    expect(checkoutHeading("buy_online", "caravan")).toBe("Buy online");
    expect(checkoutHeading("reserve", "car")).toBe("Reserve this car");
    expect(checkoutHeading("reserve", "motorcycle")).toBe("Reserve this motorcycle");
  });
});
