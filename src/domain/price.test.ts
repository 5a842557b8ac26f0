import { describe, expect, it } from "vitest";
import { formatPrice, isShownPrice, NO_PRICE_TEXT, PREORDER_TEXT, priceDisplay, type PricedCar } from "./price";

const subs = { subscriptions_enabled: true };
const noSubs = { subscriptions_enabled: false };
const car = (over: Partial<PricedCar>): PricedCar => ({ price: null, ...over });

describe("formatPrice", () => {
  it("writes a dollar sign, whole dollars and comma thousands", () => {
    expect(formatPrice(34990)).toBe("$34,990");
    expect(formatPrice(0)).toBe("$0");
    expect(formatPrice(999)).toBe("$999");
    expect(formatPrice(1000)).toBe("$1,000");
    expect(formatPrice(250000)).toBe("$250,000");
    expect(formatPrice(1234567)).toBe("$1,234,567");
  });

  it("rounds cents half away from zero", () => {
    expect(formatPrice(34990.49)).toBe("$34,990");
    expect(formatPrice(34990.5)).toBe("$34,991");
    expect(formatPrice(999.5)).toBe("$1,000");
    expect(formatPrice(-500.5)).toBe("-$501");
    expect(formatPrice(-0.4)).toBe("$0");
  });
});

describe("isShownPrice", () => {
  it("is true only above 10", () => {
    expect(isShownPrice(10)).toBe(false);
    expect(isShownPrice(10.01)).toBe(true);
    expect(isShownPrice(11)).toBe(true);
    expect(isShownPrice(null)).toBe(false);
    expect(isShownPrice(Number.NaN)).toBe(false);
  });
});

describe("priceDisplay", () => {
  it("shows the price when it is above 10, with its price type", () => {
    expect(priceDisplay(car({ price: 11, price_type: "Drive Away" }), noSubs)).toEqual({
      kind: "price",
      amount: 11,
      wasAmount: null,
      priceType: "Drive Away",
      label: "$11",
    });
  });

  it("treats a price of 10 or less as no price: Enquire for price.", () => {
    for (const price of [10, 1, 0, -5, null]) {
      expect(priceDisplay(car({ price, price_type: "Drive Away" }), noSubs)).toMatchObject({
        kind: "enquire",
        label: NO_PRICE_TEXT,
        amount: null,
        priceType: null,
      });
    }
    expect(NO_PRICE_TEXT).toBe("Enquire for price.");
  });

  it("shows PREORDER for a pre-order car without a shown price, but a shown price wins", () => {
    expect(priceDisplay(car({ price: 10, preorder: true }), noSubs)).toMatchObject({ kind: "preorder", label: PREORDER_TEXT });
    expect(priceDisplay(car({ price: 11, preorder: true }), noSubs)).toMatchObject({ kind: "price", amount: 11 });
  });

  it("shows the subscription price first when the site offers subscriptions and it is above 0", () => {
    const c = car({ price: 40000, subscription_price: 1, price_type: "Drive Away" });
    expect(priceDisplay(c, subs)).toEqual({ kind: "subscription", amount: 1, wasAmount: null, priceType: null, label: "$1" });
    expect(priceDisplay({ ...c, subscription_price: 0 }, subs)).toMatchObject({ kind: "price", amount: 40000 });
    expect(priceDisplay({ ...c, subscription_price: null }, subs)).toMatchObject({ kind: "price", amount: 40000 });
    expect(priceDisplay(c, noSubs)).toMatchObject({ kind: "price", amount: 40000 });
  });

  it("shows a subscription even when the car has no purchase price", () => {
    expect(priceDisplay(car({ price: 0, subscription_price: 199 }), subs)).toMatchObject({ kind: "subscription", amount: 199 });
  });

  it("shows an offer price below the price as reduced, with the price struck through", () => {
    expect(priceDisplay(car({ price: 35990, offer_price: 33990, price_type: "Drive Away" }), noSubs)).toEqual({
      kind: "reduced",
      amount: 33990,
      wasAmount: 35990,
      priceType: "Drive Away",
      label: "$33,990",
      wasLabel: "$35,990",
    });
  });

  it("ignores an offer price that is not below the price, or is 10 or less", () => {
    expect(priceDisplay(car({ price: 35990, offer_price: 35990 }), noSubs)).toMatchObject({ kind: "price", amount: 35990 });
    expect(priceDisplay(car({ price: 35990, offer_price: 36990 }), noSubs)).toMatchObject({ kind: "price", amount: 35990 });
    expect(priceDisplay(car({ price: 35990, offer_price: 10 }), noSubs)).toMatchObject({ kind: "price", amount: 35990 });
    expect(priceDisplay(car({ price: 35990, offer_price: 11 }), noSubs)).toMatchObject({ kind: "reduced", amount: 11, wasAmount: 35990 });
  });

  it("shows an offer price as the price when the car has no shown price", () => {
    expect(priceDisplay(car({ price: 0, offer_price: 29990 }), noSubs)).toMatchObject({ kind: "price", amount: 29990, wasAmount: null });
  });

  it("shows a price drop: before_price above the price is the was-price", () => {
    expect(priceDisplay(car({ price: 30000, before_price: 30001 }), noSubs)).toMatchObject({
      kind: "reduced",
      amount: 30000,
      wasAmount: 30001,
      wasLabel: "$30,001",
    });
    expect(priceDisplay(car({ price: 30000, before_price: 30000 }), noSubs)).toMatchObject({ kind: "price", wasAmount: null });
    expect(priceDisplay(car({ price: 30000, before_price: 25000 }), noSubs)).toMatchObject({ kind: "price", wasAmount: null });
  });

  it("never shows a was-price for a car without a shown price", () => {
    expect(priceDisplay(car({ price: 10, before_price: 30000 }), noSubs)).toMatchObject({ kind: "enquire", wasAmount: null });
  });

  it("drops a blank price type", () => {
    expect(priceDisplay(car({ price: 20000, price_type: "  " }), noSubs)).toMatchObject({ priceType: null });
  });
});
