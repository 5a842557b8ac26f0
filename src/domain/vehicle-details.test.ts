import { describe, expect, it } from "vitest";
import { SITE_PLANS } from "../demo/sites";
import { DEFAULT_CONFIG, resolveSiteConfig } from "../site/config";
import {
  caravanSpecRows,
  carBreadcrumbs,
  carRoute,
  checkoutLinksEnabled,
  detailRows,
  detailTabs,
  formatFeet,
  keyInformation,
  sidebarActions,
  vehicleNoun,
  financeCardTitle,
  type ActionCar,
  type DetailCar,
} from "./vehicle-details";

const car: DetailCar = {
  item_type: "car",
  car_type: "used",
  make: "Toyota",
  model: "HiLux",
  series: "GUN126R",
  badge: "SR5",
  year: 2021,
  km: 45210,
  colour: "White",
  interior_colour: "",
  body: null,
  simple_body: "Ute",
  trans: "6 Speed Automatic",
  simple_transmission: "Automatic",
  drive: "4x4",
  fuel: "Diesel",
  simple_fuel: "Diesel",
  engine_size: null,
  seats: 5,
  doors: null,
  stocknum: "CT123",
  vin: "MR0HA3CD600123456",
  regplate: "  ",
  rego_expiry: "2027-03-14",
  build_date: "2021-02-01",
  compliance_date: null,
  variant: { enginesize_litres: 2.8, cylinders: 4 },
  specifications: {},
};

describe("detailRows", () => {
  it("drops empty values and formats kilometres, engine and plate dates", () => {
    const r = detailRows(car, "2026-11-22", DEFAULT_CONFIG);
    const labels = r.map((x) => x.label);
    expect(labels).not.toContain("Interior");
    expect(labels).not.toContain("Doors");
    expect(labels).not.toContain("Registration");
    expect(labels).not.toContain("Compliance date");
    expect(r).toContainEqual({ label: "Odometer", value: "45,210 km" });
    expect(r).toContainEqual({ label: "Body", value: "Ute" });
    expect(r).toContainEqual({ label: "Engine", value: "2.8L" });
    expect(r).toContainEqual({ label: "Build date", value: "02/2021" });
    expect(r).toContainEqual({ label: "Rego expiry", value: "Expires on 14 March 2027" });
    expect(r[0]).toEqual({ label: "Condition", value: "Used" });
  });

  it("rego: expiring today still reads Expires on; yesterday reads Unregistered or nothing per site", () => {
    const today = { ...car, rego_expiry: "2026-11-22" };
    expect(detailRows(today, "2026-11-22", DEFAULT_CONFIG)).toContainEqual({ label: "Rego expiry", value: "Expires on 22 November 2026" });
    const past = { ...car, rego_expiry: "2026-11-21" };
    expect(detailRows(past, "2026-11-22", { rego_expired_display: "unregistered" })).toContainEqual({ label: "Rego expiry", value: "Unregistered" });
    expect(detailRows(past, "2026-11-22", { rego_expired_display: "hidden" }).map((x) => x.label)).not.toContain("Rego expiry");
  });
});

describe("keyInformation and caravan specifications", () => {
  it("lists only the variant figures that exist, most telling first", () => {
    const r = keyInformation({ enginesize_litres: 2, cylinders: 4, fuelconsumptioncombined: 6.8, towingcapacitybraked: 1100, ancaprating: 5, torque: 179, vehiclelength: 0, bodyconfiguration: null });
    expect(r.map((x) => x.label)).toEqual(["Engine", "Fuel economy", "Towing (braked)", "ANCAP rating", "Torque"]);
    expect(r[0]!.value).toBe("2.0L 4-cylinder");
    expect(r[2]!.value).toBe("1,100 kg");
    expect(keyInformation({})).toEqual([]);
  });

  it("caravan lengths in feet with metres (1 ft = 0.3048 m)", () => {
    expect(formatFeet(19.6)).toBe("19.6 ft (5.97 m)");
    expect(caravanSpecRows({ body_length: 19.6, sleeps: 4, axle_type: "Tandem", tare_weight: 2050, aggregate_trailer_mass: 2600, body_width: null })).toEqual([
      { label: "Body length", value: "19.6 ft (5.97 m)" },
      { label: "Sleeps", value: "4" },
      { label: "Axle", value: "Tandem" },
      { label: "Tare weight", value: "2,050 kg" },
      { label: "ATM", value: "2,600 kg" },
    ]);
  });

  it("names the vehicle kind", () => {
    expect(vehicleNoun("caravan")).toBe("Caravan");
    expect(vehicleNoun("car")).toBe("Vehicle");
    expect(vehicleNoun("hovercraft")).toBe("Vehicle");
  });

  it("heads the finance card with what is financed: the spec's Car Finance for a car", () => {
    expect(financeCardTitle("car")).toBe("Car Finance");
    expect(financeCardTitle(null)).toBe("Car Finance");
    expect(financeCardTitle("caravan")).toBe("Caravan Finance");
    expect(financeCardTitle("motorcycle")).toBe("Motorcycle Finance");
    expect(financeCardTitle("hovercraft")).toBe("Vehicle Finance");
  });
});

describe("detailTabs", () => {
  const tabs = (over: Partial<typeof DEFAULT_CONFIG.detail_tabs>, equipment: string[], can_reserve = true) =>
    detailTabs({ detail_tabs: { ...DEFAULT_CONFIG.detail_tabs, ...over } }, { standard_equipment: equipment, can_reserve });

  it("follows the spec order; Features only with standard equipment", () => {
    expect(tabs({ whats_included: true, reserve_online: true, protect_your_car: true }, ["Cruise control"])).toEqual([
      "dealer_comments",
      "whats_included",
      "why_buy_from_us",
      "reserve_online",
      "protect_your_car",
      "features",
    ]);
    expect(tabs({}, [])).toEqual(["dealer_comments", "why_buy_from_us"]);
    expect(tabs({}, ["  "])).not.toContain("features");
  });

  it("Reserve Online only when the car can be reserved", () => {
    expect(tabs({ reserve_online: true }, [], false)).not.toContain("reserve_online");
  });
});

describe("sidebarActions", () => {
  // A site whose checkout exists; the gate itself is tested below.
  const CHECKOUT_ON = { ...DEFAULT_CONFIG, checkout_enabled: true };
  const base: ActionCar = { status: "in_stock", reserved: false, item_type: "car", price: 30000, file: null, payment_processors: [{ name: "stripe", reservable: true }] };

  it("available car: reserve, enquire, trade-in; no history report without a file", () => {
    expect(sidebarActions(base, CHECKOUT_ON)).toEqual({ available: true, reserve: true, contact: "enquire", tradeIn: true, onlinePurchase: false, historyReport: false, soldPanel: false });
  });

  it("coming_soon counts as available; sold shows the SOLD panel and no purchase buttons", () => {
    expect(sidebarActions({ ...base, status: "coming_soon" }, CHECKOUT_ON).soldPanel).toBe(false);
    const sold = sidebarActions({ ...base, status: "sold" }, { ...CHECKOUT_ON, online_purchase_enabled: true });
    expect(sold).toMatchObject({ available: false, reserve: false, onlinePurchase: false, tradeIn: false, soldPanel: true });
  });

  it("the site can remove reserve; a processor must allow it; reserved cars cannot be reserved again", () => {
    expect(sidebarActions(base, { ...CHECKOUT_ON, reserve_button: false }).reserve).toBe(false);
    expect(sidebarActions({ ...base, payment_processors: [{ name: "x", reservable: false }] }, CHECKOUT_ON).reserve).toBe(false);
    expect(sidebarActions({ ...base, reserved: true }, CHECKOUT_ON).reserve).toBe(false);
  });

  it("Instant Message only with chat on and a token", () => {
    expect(sidebarActions(base, { ...CHECKOUT_ON, chat_enabled: true, chat_token: null }).contact).toBe("enquire");
    expect(sidebarActions(base, { ...CHECKOUT_ON, chat_enabled: false, chat_token: "t" }).contact).toBe("enquire");
    expect(sidebarActions(base, { ...CHECKOUT_ON, chat_enabled: true, chat_token: "t" }).contact).toBe("chat");
  });

  it("online purchase only when the site sells online; history report with a file; trade-in per site", () => {
    expect(sidebarActions(base, { ...CHECKOUT_ON, online_purchase_enabled: true }).onlinePurchase).toBe(true);
    expect(sidebarActions({ ...base, file: "https://x/report.pdf" }, CHECKOUT_ON).historyReport).toBe(true);
    expect(sidebarActions(base, { ...CHECKOUT_ON, trade_in_enabled: false }).tradeIn).toBe(false);
  });

  it("reserve and online purchase are gated on checkout_enabled, which is off by default (checkout routes do not exist yet)", () => {
    expect(DEFAULT_CONFIG.checkout_enabled).toBe(false);
    expect(checkoutLinksEnabled(DEFAULT_CONFIG)).toBe(false);
    const off = sidebarActions(base, { ...DEFAULT_CONFIG, online_purchase_enabled: true });
    expect(off).toMatchObject({ available: true, reserve: false, onlinePurchase: false, contact: "enquire", tradeIn: true });
    const on = sidebarActions(base, { ...CHECKOUT_ON, online_purchase_enabled: true });
    expect(on).toMatchObject({ reserve: true, onlinePurchase: true });
  });

  it("two demo sites take reservations online (coastline-toyota openly, outback-rv for signed-in shoppers); southern-cross links nothing into checkout", () => {
    const withCheckout = SITE_PLANS.filter((site) => checkoutLinksEnabled(resolveSiteConfig(site.template, site.config))).map((s) => s.slug);
    expect(withCheckout.sort()).toEqual(["coastline-toyota", "outback-rv"]);
    const outback = resolveSiteConfig(SITE_PLANS.find((s) => s.slug === "outback-rv")!.template, SITE_PLANS.find((s) => s.slug === "outback-rv")!.config);
    expect(outback.checkout_requires_sign_in).toBe(true);
  });
});

describe("carRoute", () => {
  it("fills {slug} in a route template", () => {
    expect(carRoute("/cars/{slug}/checkout", "2021-toyota-hilux")).toBe("/cars/2021-toyota-hilux/checkout");
    expect(carRoute("/checkout-journey?car_id={slug}", "a b")).toBe("/checkout-journey?car_id=a%20b");
  });
});

describe("carBreadcrumbs", () => {
  it("is Home / Our stock / the make's search / the car, each a site path", () => {
    expect(carBreadcrumbs({ make: "Land Rover", name: "2022 Land Rover Defender 110", slug: "2022-land-rover-defender-110-x1" }, "/search/new-used-and-demo-cars")).toEqual([
      { name: "Home", path: "/" },
      { name: "Our stock", path: "/search/new-used-and-demo-cars" },
      { name: "Land Rover", path: "/search/land%20rover" },
      { name: "2022 Land Rover Defender 110", path: "/cars/2022-land-rover-defender-110-x1" },
    ]);
  });
});
