import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG, type SiteConfig } from "../site/config";
import { cardFlags, cardTag, cardView, certifiedLogo, type CardCar } from "./card-tag";

const NOW = new Date("2026-03-10T02:00:00Z");
const DAY = 86_400_000;

const car = (over: Partial<CardCar> = {}): CardCar => ({
  status: "in_stock",
  reserved: false,
  certified: false,
  tag: null,
  simple_fuel: "Petrol",
  created_at: new Date(NOW.getTime() - 30 * DAY),
  car_type: "used",
  price: 25990,
  photos_count: 12,
  payment_processors: [],
  ...over,
});

const config = (over: Partial<SiteConfig> = {}): SiteConfig => ({ ...DEFAULT_CONFIG, ...over });

describe("cardTag: first match wins", () => {
  it("shows the car's status before its fuel: a hybrid that is reserved or coming soon says so", () => {
    const hybrid = car({ simple_fuel: "Hybrid", certified: true });
    const on = config({ fuel_tag_enabled: true });
    expect(cardTag(hybrid, on, NOW)).toEqual({ kind: "fuel", text: "Hybrid" });
    expect(cardTag({ ...hybrid, reserved: true }, on, NOW)).toEqual({ kind: "reserved", text: "Reserved" });
    expect(cardTag({ ...hybrid, status: "coming_soon" }, on, NOW)).toEqual({ kind: "coming_soon", text: "COMING SOON" });
    expect(cardTag(hybrid, config({ fuel_tag_enabled: false }), NOW)).toEqual({ kind: "certified", text: "Certified" });
    expect(cardTag(car({ simple_fuel: "electric" }), config({ fuel_tag_enabled: true }), NOW)).toEqual({ kind: "fuel", text: "Electric" });
    expect(cardTag(car({ simple_fuel: "PHEV" }), config({ fuel_tag_enabled: true }), NOW)).toEqual({ kind: "fuel", text: "PHEV" });
    expect(cardTag(car({ simple_fuel: "Diesel" }), config({ fuel_tag_enabled: true }), NOW)).toBeNull();
  });

  it("orders reserved, coming soon, certified, custom, new arrival", () => {
    const all = { reserved: true, certified: true, tag: "Demo Special", status: "coming_soon", created_at: NOW };
    expect(cardTag(car(all), config(), NOW)?.kind).toBe("reserved");
    expect(cardTag(car({ ...all, reserved: false }), config(), NOW)).toEqual({ kind: "coming_soon", text: "COMING SOON" });
    expect(cardTag(car({ ...all, reserved: false, status: "in_stock" }), config(), NOW)?.kind).toBe("certified");
    expect(cardTag(car({ ...all, reserved: false, certified: false, status: "in_stock" }), config(), NOW)).toEqual({ kind: "custom", text: "Demo Special", colour: "red" });
    expect(cardTag(car({ ...all, reserved: false, certified: false, tag: "  ", status: "in_stock" }), config(), NOW)?.kind).toBe("new_arrival");
  });

  it("never says a word twice: a custom tag naming the condition is dropped, the new-arrival tag is 'Just arrived'", () => {
    for (const tag of ["New", "NEW", " demo ", "Used"]) {
      expect(cardTag(car({ tag, car_type: "new" }), config(), NOW), tag).toBeNull();
      expect(cardTag(car({ tag, created_at: NOW }), config(), NOW), tag).toEqual({ kind: "new_arrival", text: "Just arrived" });
    }
    expect(cardTag(car({ tag: "New Model" }), config(), NOW)).toEqual({ kind: "custom", text: "New Model", colour: "red" });
  });

  it("makes 'runout sale' green only on sites that say so", () => {
    expect(cardTag(car({ tag: "Runout Sale" }), config({ runout_sale_green: true }), NOW)).toEqual({ kind: "custom", text: "Runout Sale", colour: "green" });
    expect(cardTag(car({ tag: "Runout Sale" }), config(), NOW)?.colour).toBe("red");
    expect(cardTag(car({ tag: "Hot deal" }), config({ runout_sale_green: true }), NOW)?.colour).toBe("red");
  });

  it("new arrival: 8 days old still new, 8 days and 1 second not (default window)", () => {
    const at = (ms: number) => cardTag(car({ created_at: new Date(NOW.getTime() - ms) }), config(), NOW);
    expect(at(8 * DAY)).toEqual({ kind: "new_arrival", text: "Just arrived" });
    expect(at(8 * DAY + 1000)).toBeNull();
    expect(at(9 * DAY)).toBeNull();
    expect(at(0)).toEqual({ kind: "new_arrival", text: "Just arrived" });
  });

  it("uses the configured window and text; a 0-day window never tags", () => {
    const c = config({ just_arrived_days: 2, just_arrived_tag_name: "Just Arrived" });
    expect(cardTag(car({ created_at: new Date(NOW.getTime() - 2 * DAY) }), c, NOW)).toEqual({ kind: "new_arrival", text: "Just Arrived" });
    expect(cardTag(car({ created_at: new Date(NOW.getTime() - 3 * DAY) }), c, NOW)).toBeNull();
    expect(cardTag(car({ created_at: NOW }), config({ just_arrived_days: 0 }), NOW)).toBeNull();
  });

  it("unavailable cars get the sold tag, whatever else they carry", () => {
    expect(cardTag(car({ status: "sold", reserved: true, simple_fuel: "Electric" }), config({ fuel_tag_enabled: true }), NOW)).toEqual({
      kind: "sold",
      text: "JUST SOLD",
    });
    expect(cardTag(car({ status: "sold" }), config({ sold_tag_name: "SOLD" }), NOW)).toEqual({ kind: "sold", text: "SOLD" });
    expect(cardTag(car({ status: "in_transit" }), config(), NOW)?.kind).toBe("sold");
  });
});

describe("cardFlags", () => {
  const reservable = [{ name: "stripe", reservable: true }];

  it("sold cars can't be saved, enquired about or reserved", () => {
    expect(cardFlags(car({ status: "sold", payment_processors: reservable }), config())).toEqual({
      available: false,
      can_save: false,
      can_enquire: false,
      can_reserve: false,
    });
    expect(cardFlags(car({ status: "coming_soon" }), config()).can_enquire).toBe(true);
  });

  it("save rule used_priced_with_image: used, price above 0, at least one photo", () => {
    const c = config({ save_rule: "used_priced_with_image" });
    expect(cardFlags(car(), c).can_save).toBe(true);
    expect(cardFlags(car({ car_type: "new" }), c).can_save).toBe(false);
    expect(cardFlags(car({ price: 0 }), c).can_save).toBe(false);
    expect(cardFlags(car({ price: 1 }), c).can_save).toBe(true);
    expect(cardFlags(car({ price: null }), c).can_save).toBe(false);
    expect(cardFlags(car({ photos_count: 0 }), c).can_save).toBe(false);
    expect(cardFlags(car({ car_type: "new", price: 0, photos_count: 0 }), config()).can_save).toBe(true);
  });

  it("reserve needs a reservable payment processor, the reserve button and a free car", () => {
    expect(cardFlags(car({ payment_processors: reservable }), config()).can_reserve).toBe(true);
    expect(cardFlags(car({ payment_processors: [{ name: "x", reservable: false }] }), config()).can_reserve).toBe(false);
    expect(cardFlags(car(), config()).can_reserve).toBe(false);
    expect(cardFlags(car({ payment_processors: reservable }), config({ reserve_button: false })).can_reserve).toBe(false);
    expect(cardFlags(car({ payment_processors: reservable }), config({ purchase_button: "none" })).can_reserve).toBe(false);
    expect(cardFlags(car({ payment_processors: reservable, reserved: true }), config()).can_reserve).toBe(false);
  });

  it("cardView combines tag and flags", () => {
    expect(cardView(car({ status: "sold" }), config(), NOW)).toEqual({
      available: false,
      tag: { kind: "sold", text: "JUST SOLD" },
      can_save: false,
      can_enquire: false,
      can_reserve: false,
    });
  });
});

describe("certifiedLogo", () => {
  const toyota = { id: 1, manufacturerName: "Toyota", manufacturerLogoUrl: "/media/logos/make-toyota.svg" };
  it("shows the dealership's manufacturer logo on a certified car of that make", () => {
    expect(certifiedLogo({ make: "TOYOTA", dealership_id: 1 }, [toyota])).toEqual({ url: "/media/logos/make-toyota.svg", make: "Toyota" });
  });
  it("keeps the text tag for another make, a dealership with no logo, or an unknown dealership", () => {
    expect(certifiedLogo({ make: "Kia", dealership_id: 1 }, [toyota])).toBeNull();
    expect(certifiedLogo({ make: "Toyota", dealership_id: 1 }, [{ ...toyota, manufacturerLogoUrl: null }])).toBeNull();
    expect(certifiedLogo({ make: "Toyota", dealership_id: 2 }, [toyota])).toBeNull();
    expect(certifiedLogo({ make: null, dealership_id: 1 }, [toyota])).toBeNull();
  });
});
