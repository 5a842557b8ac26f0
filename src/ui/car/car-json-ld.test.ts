import { describe, expect, it } from "vitest";
import { carJsonLd, type JsonLdCar } from "./car-json-ld";

const car: JsonLdCar = {
  name: "2021 Toyota HiLux SR5",
  slug: "2021-toyota-hilux-sr5-ct1",
  make: "Toyota",
  model: "HiLux",
  badge: "SR5",
  year: 2021,
  km: 45210,
  vin: "MR0HA3CD600123456",
  stocknum: "CT1",
  car_type: "used",
  status: "in_stock",
  colour: "White",
  body: "Ute",
  simple_body: "Ute",
  trans: "6 SP AUTOMATIC",
  simple_transmission: "Automatic",
  fuel: "DIESEL",
  simple_fuel: "Diesel",
  drive: "4x4",
  doors: 4,
  seats: 5,
  photos: ["/media/cars/ute/ffffff/side.svg?v=1"],
  price: 45990,
  before_price: 47990,
  offer_price: null,
  subscription_price: 199,
  preorder: false,
};

const ctx = { origin: "https://dealer.example", seller: null, dealershipName: "Coastline Toyota", subscriptionsEnabled: true };

describe("carJsonLd", () => {
  it("a Car with an AUD Offer, kilometres in KMT, VIN and the seller", () => {
    const d = carJsonLd(car, ctx);
    expect(d).toMatchObject({
      "@type": "Car",
      vehicleIdentificationNumber: "MR0HA3CD600123456",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 45210, unitCode: "KMT" },
      itemCondition: "https://schema.org/UsedCondition",
      image: ["https://dealer.example/media/cars/ute/ffffff/side.svg?v=1"],
      offers: {
        "@type": "Offer",
        price: 45990,
        priceCurrency: "AUD",
        availability: "https://schema.org/InStock",
        url: "https://dealer.example/cars/2021-toyota-hilux-sr5-ct1",
        seller: { "@type": "AutoDealer", name: "Coastline Toyota" },
      },
    });
  });

  it("states the purchase price even when the page leads with a subscription", () => {
    expect((carJsonLd(car, ctx).offers as { price: number }).price).toBe(45990);
  });

  it("no price when the page shows Enquire for price; sold is SoldOut; coming soon is PreOrder; new is NewCondition", () => {
    const noPrice = carJsonLd({ ...car, price: 0, before_price: null }, ctx).offers as Record<string, unknown>;
    expect(noPrice).not.toHaveProperty("price");
    expect((carJsonLd({ ...car, status: "sold" }, ctx).offers as Record<string, unknown>).availability).toBe("https://schema.org/SoldOut");
    expect((carJsonLd({ ...car, status: "coming_soon" }, ctx).offers as Record<string, unknown>).availability).toBe("https://schema.org/PreOrder");
    expect(carJsonLd({ ...car, car_type: "new" }, ctx).itemCondition).toBe("https://schema.org/NewCondition");
  });
});
