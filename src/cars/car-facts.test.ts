import { describe, expect, it } from "vitest";
import type { cars } from "../db/schema";
import { detailRows, keySpecRows } from "../domain/vehicle-details";
import { priceDisplay } from "../domain/price";
import { carFacts } from "./car-facts";

type CarRow = typeof cars.$inferSelect;

/** A stored row with the fields these tests read (the rest as a fresh import leaves them). */
function row(over: Partial<CarRow> = {}): CarRow {
  return {
    id: 7,
    slug: "2021-toyota-hilux-sr5-ct1",
    name: "2021 Toyota HiLux SR5",
    dealershipId: 3,
    locationId: 9,
    itemType: "car",
    carType: "used",
    status: "in_stock",
    reserved: false,
    certified: false,
    tag: null,
    make: "Toyota",
    model: "HiLux",
    series: null,
    badge: "SR5",
    year: 2021,
    km: 45210,
    colour: "White",
    interiorColour: null,
    body: "UTILITY",
    simpleBody: "Ute",
    trans: "6 SP AUTOMATIC",
    simpleTransmission: "Automatic",
    drive: "4x4",
    fuel: "DIESEL",
    simpleFuel: "Diesel",
    engineSize: null,
    seats: 5,
    doors: 4,
    stocknum: "CT1",
    vin: null,
    nvic: null,
    regplate: null,
    regoExpiry: null,
    buildDate: null,
    complianceDate: null,
    variant: {},
    specifications: {},
    price: 45990,
    beforePrice: 47990,
    offerPrice: null,
    subscriptionPrice: null,
    priceType: "Drive Away",
    preorder: false,
    file: null,
    paymentProcessors: [],
    financeLenders: null,
    autograbData: null,
    youxQuote: null,
    createdAt: new Date("2026-11-01T00:00:00Z"),
    updatedAt: new Date("2026-11-02T00:00:00Z"),
    soldDate: null,
    photosCount: 0,
    images: [],
    primaryImageUrl: null,
    standardEquipment: [],
    dealercomments: null,
    views: 0,
    ...over,
  } as CarRow;
}

describe("carFacts", () => {
  it("names the car in the domain's casing, so a domain rule takes it as it is", () => {
    const car = carFacts(row());
    expect(priceDisplay(car, { subscriptions_enabled: false })).toMatchObject({ kind: "reduced", label: "$45,990", wasLabel: "$47,990", priceType: "Drive Away" });
    expect(detailRows(car, "2026-11-25", { rego_expired_display: "hidden" }).find((r) => r.label === "Transmission")?.value).toBe("6 SP AUTOMATIC");
  });

  it("derives availability and the condition word from the status and type", () => {
    expect(carFacts(row()).available).toBe(true);
    expect(carFacts(row({ status: "coming_soon" })).available).toBe(true);
    expect(carFacts(row({ status: "sold" })).available).toBe(false);
    expect(carFacts(row({ carType: "demo" })).condition).toBe("Demo");
    expect(carFacts(row({ carType: "new" })).condition).toBe("New");
  });

  it("lists photos main first: the gallery, else the one primary image, else none", () => {
    expect(carFacts(row({ images: ["/a.jpg", "/b.jpg"], primaryImageUrl: "/p.jpg" })).photos).toEqual(["/a.jpg", "/b.jpg"]);
    expect(carFacts(row({ images: [], primaryImageUrl: "/p.jpg" })).photos).toEqual(["/p.jpg"]);
    expect(carFacts(row()).photos).toEqual([]);
  });

  it("drops blank equipment lines and trims the rest", () => {
    expect(carFacts(row({ standardEquipment: [" Cruise control ", "", "  ", "Reversing camera"] })).equipment).toEqual(["Cruise control", "Reversing camera"]);
  });
});

describe("keySpecRows", () => {
  it("lists odometer, transmission, body, fuel, engine and seats when known, simplified values first", () => {
    expect(keySpecRows(carFacts(row({ engineSize: "2.8L" })))).toEqual([
      { label: "Odometer", value: "45,210 km" },
      { label: "Transmission", value: "Automatic" },
      { label: "Body", value: "Ute" },
      { label: "Fuel", value: "Diesel" },
      { label: "Engine", value: "2.8L" },
      { label: "Seats", value: "5" },
    ]);
  });

  it("shows 0 km (a new car) but leaves out unknown specs, and falls back to the feed's own words", () => {
    const rows = keySpecRows(carFacts(row({ km: 0, simpleTransmission: "", seats: null, simpleFuel: null, fuel: null })));
    expect(rows).toEqual([
      { label: "Odometer", value: "0 km" },
      { label: "Transmission", value: "6 SP AUTOMATIC" },
      { label: "Body", value: "Ute" },
    ]);
    expect(keySpecRows(carFacts(row({ km: null }))).some((r) => r.label === "Odometer")).toBe(false);
  });
});
