import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "../site/config";
import { cardActions, cardImage, type CardHitFields } from "./card-view";

const hit = (card: Partial<CardHitFields["card"]> = {}, extra: Partial<CardHitFields> = {}): CardHitFields => ({
  id: 42,
  slug: "2021-toyota-corolla-abc",
  car_type: "used",
  price: 24990,
  vin: "JTDBR32E720012345",
  dealership_slug: "coastline",
  card: { available: true, can_save: true, can_enquire: true, can_reserve: true, ...card },
  ...extra,
});

describe("cardImage", () => {
  it("asks the demo media route for WebP rasters at the card's widths", () => {
    expect(cardImage("/media/cars/suv/aabbcc/front-quarter.svg?v=2")).toEqual({
      src: "/media/cars/suv/aabbcc/front-quarter.svg?v=2&w=640",
      srcSet: "/media/cars/suv/aabbcc/front-quarter.svg?v=2&w=320 320w, /media/cars/suv/aabbcc/front-quarter.svg?v=2&w=640 640w, /media/cars/suv/aabbcc/front-quarter.svg?v=2&w=960 960w",
    });
  });
  it("sends a feed's https photo through the image optimiser at card widths", () => {
    const enc = encodeURIComponent("https://cdn.example/car 1.jpg?size=full");
    expect(cardImage("https://cdn.example/car 1.jpg?size=full")).toEqual({
      src: `/_next/image?url=${enc}&w=640&q=75`,
      srcSet: [384, 640, 828, 1080].map((w) => `/_next/image?url=${enc}&w=${w}&q=75 ${w}w`).join(", "),
    });
  });
  it("uses other images as given, and nothing for no image", () => {
    expect(cardImage("http://cdn.example/car.jpg")).toEqual({ src: "http://cdn.example/car.jpg" });
    expect(cardImage("/uploads/car.jpg")).toEqual({ src: "/uploads/car.jpg" });
    expect(cardImage(null)).toBeNull();
  });
});

describe("cardActions", () => {
  // Sites whose checkout exists; the gate is tested on its own below.
  const franchise = resolveSiteConfig("franchise", { checkout_enabled: true });
  const leisure = resolveSiteConfig("leisure", { checkout_enabled: true });

  it("shows the site's enquire label, finance, test drive and Reserve Now on an available car", () => {
    const a = cardActions(hit(), franchise);
    expect(a.enquireLabel).toBe("Enquire Now");
    expect(a.findSimilar).toBe(false);
    expect(a.testDrive).toBe(true);
    expect(a.purchase).toEqual({ label: "Reserve Now", href: "/cars/2021-toyota-corolla-abc/checkout" });
    expect(a.financeHref).toBe("/finance?preferredDealership=coastline&vehiclePriceBudget=24990&car_id=42&car_type=used&vin=JTDBR32E720012345#finance-form");
    expect(a.detailsHref).toBe("/cars/2021-toyota-corolla-abc");
  });

  it("Buy Online to the site's checkout route, and no test drive where the site turns it off", () => {
    const a = cardActions(hit(), leisure);
    expect(a.purchase).toEqual({ label: "Buy Online", href: "/cars/2021-toyota-corolla-abc/buy-online" });
    expect(a.testDrive).toBe(false);
  });

  it("an unavailable car offers Find Me Something Similar and nothing to buy, save or compare", () => {
    const a = cardActions(hit({ available: false, can_save: false, can_enquire: false, can_reserve: false }), franchise);
    expect(a).toMatchObject({ enquireLabel: null, findSimilar: true, financeHref: null, testDrive: false, purchase: null, favourite: false, compare: false });
  });

  it("Request photos only for an available car with fewer than 4 photos", () => {
    expect(cardActions(hit({}, { photos_count: 3 }), franchise).requestPhotos).toBe(true);
    expect(cardActions(hit({}, { photos_count: 4 }), franchise).requestPhotos).toBe(false);
    expect(cardActions(hit({ can_enquire: false }, { photos_count: 0 }), franchise).requestPhotos).toBe(false);
  });

  it("toggles follow can_save and the site's switches", () => {
    expect(cardActions(hit({ can_save: false }), franchise)).toMatchObject({ favourite: false, compare: false });
    expect(cardActions(hit(), resolveSiteConfig("default", { compare_enabled: false, favourites_storage: false }))).toMatchObject({ favourite: false, compare: false });
    expect(cardActions(hit({ can_reserve: false }), franchise).purchase).toBeNull();
  });

  it("no Reserve Now / Buy Online while the site's checkout is off (the default: those routes would 404)", () => {
    expect(cardActions(hit(), resolveSiteConfig("franchise", {})).purchase).toBeNull();
    expect(cardActions(hit(), resolveSiteConfig("leisure", {})).purchase).toBeNull();
  });
});
