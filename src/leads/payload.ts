/**
 * The stored lead payload (spec section 3, "Enquiry form defaults and payload" and the trade-in
 * lead payload): what the shopper sent, plus what the server knows for certain about the car,
 * dealership and request. Vehicle facts come from the database, never from the browser, when
 * the lead is about a car in stock; a snapshot is kept so the lead still reads right after the
 * car is sold or removed.
 *
 * Pure.
 */
import type { LeadInput } from "./schemas";
import type { CarFacts } from "../domain/car-facts";

/** What a lead records of its car (src/cars/car-facts.ts; item_type is what the forms call it, "Enquire about this caravan"). */
export type LeadCarFacts = Pick<
  CarFacts,
  "id" | "slug" | "name" | "make" | "model" | "series" | "badge" | "year" | "km" | "price" | "car_type" | "item_type" | "status" | "stocknum" | "vin" | "colour" | "regplate" | "dealership_id" | "location_id"
>;

export interface LeadDealershipFacts {
  id: number;
  slug: string;
  name: string;
  manufacturerName: string | null;
}

export interface LeadLocationFacts {
  id: number;
  name: string;
}

export interface LeadRequestFacts {
  userAgent: string | null;
  /** The site's own origin, for the car's link in the dealer's e-mail. */
  origin: string | null;
}

/** The vehicle of interest as delivered to the dealer (ADF <vehicle>, e-mail table). */
export interface LeadVehicle {
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  stock: string | null;
  vin: string | null;
  price: number | null;
  odometer_km: number | null;
  colour: string | null;
  status: "new" | "used" | null;
  car_type: string | null;
  url: string | null;
}

export interface LeadTradeIn {
  year: number | null;
  make: string | null;
  model: string | null;
  variant?: string | null;
  condition?: string | null;
  odometer_km: number | null;
  rego: string | null;
  rego_state: string | null;
  finance_owing: string | null;
  /** The online estimate the shopper was shown (from its seal), or the appraisal they were offered instead. */
  valuation?: LeadValuation | null;
  /** Addresses of the shopper's photos of the car (GET /api/trade-in/photos/{id}). */
  photos?: string[];
}

export type LeadValuation = { status: "estimate"; low: number; high: number; basis: string } | { status: "appraisal"; reason: string };

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Names the payload never stores: anti-spam plumbing and fields held in their own columns. */
const NOT_STORED = new Set([
  "form",
  "idempotency_key",
  "last_step",
  "leave_blank",
  "form_token",
  "captcha",
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  // Read into trade_in.valuation from its seal; the token itself is no use to the dealer.
  "valuation_token",
]);

/** A car in stock as the dealer's lead shows it (ADF <vehicle>, e-mail table), linked on the site's own origin. */
export function leadVehicleOf(
  car: Pick<LeadCarFacts, "year" | "make" | "model" | "series" | "badge" | "stocknum" | "vin" | "price" | "km" | "colour" | "car_type" | "slug">,
  origin: string | null,
): LeadVehicle {
  return {
    year: car.year,
    make: car.make,
    model: car.model,
    trim: [car.series, car.badge].filter(Boolean).join(" ") || null,
    stock: car.stocknum,
    vin: car.vin,
    price: car.price,
    odometer_km: car.km,
    colour: car.colour,
    status: car.car_type === "used" ? "used" : "new",
    car_type: car.car_type,
    url: origin ? `${origin}/cars/${car.slug}` : null,
  };
}

export function buildLeadPayload(
  input: LeadInput,
  facts: {
    car: LeadCarFacts | null;
    dealership: LeadDealershipFacts | null;
    location: LeadLocationFacts | null;
    request: LeadRequestFacts;
    valuation?: LeadValuation | null;
    photoUrls?: string[];
    /** The site's `autogauge_enabled`: its dealers' CRM reads the flag on every lead. */
    autogaugeEnabled?: boolean;
  },
): Record<string, unknown> {
  const { car, dealership, location, request } = facts;
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) if (!NOT_STORED.has(k) && v !== undefined) extra[k] = v;

  const make = car?.make ?? input.make ?? null;
  const carType = car?.car_type ?? input.car_type ?? null;
  const vehicle: LeadVehicle | null = car
    ? { ...leadVehicleOf(car, request.origin), vin: car.vin ?? input.vin ?? null }
    : input.make || input.model
      ? {
          year: null,
          make,
          model: input.model ?? null,
          trim: null,
          stock: input.stock_number ?? null,
          vin: input.vin ?? null,
          price: null,
          odometer_km: null,
          colour: null,
          status: carType === "used" ? "used" : carType ? "new" : null,
          car_type: carType,
          url: null,
        }
      : null;

  const tradeIn: LeadTradeIn | null =
    input.form === "trade_in" || input.form === "valuation" || input.trade_in_make || input.trade_in_model
      ? {
          year: (input.trade_in_year as number | undefined) ?? null,
          make: (input.trade_in_make as string | undefined) ?? null,
          model: (input.trade_in_model as string | undefined) ?? null,
          variant: (input.trade_in_variant as string | undefined) ?? null,
          condition: (input.trade_in_condition as string | undefined) ?? null,
          odometer_km: (input.trade_in_km as number | undefined) ?? null,
          rego: input.rego ?? null,
          rego_state: (input.regoState as string | undefined) ?? null,
          finance_owing: (input.finance_owing as string | undefined) ?? null,
          valuation: facts.valuation ?? null,
          ...(facts.photoUrls?.length ? { photos: facts.photoUrls } : {}),
        }
      : null;

  return {
    ...extra,
    form: input.form,
    dealership_slug: dealership?.slug ?? null,
    dealership_name: dealership?.name ?? null,
    manufacturer_slug: car ? slugify(car.make) : (input.manufacturer_slug ?? (dealership?.manufacturerName ? slugify(dealership.manufacturerName) : null)),
    stock_number: car?.stocknum ?? input.stock_number ?? null,
    make,
    model: car?.model ?? input.model ?? null,
    // The spec's own names for the same two facts, for a CRM that expects its payload's shape.
    "Vehicle Make": make,
    "Vehicle Model": car?.model ?? input.model ?? null,
    ...(facts.autogaugeEnabled ? { autogauge_enabled: true } : {}),
    car_type: carType,
    car_id: car?.id ?? null,
    car_dealership_id: car?.dealership_id ?? null,
    vehicle_status: car?.status ?? input.vehicle_status ?? null,
    opt_in: input.opt_in,
    message: input.message ?? null,
    category: input.category ?? null,
    subcategory: input.subcategory ?? null,
    page_id: input.page_id ?? null,
    additional_services: input.additional_services,
    url: input.url ?? null,
    source: "Website",
    user_agent: request.userAgent ? request.userAgent.slice(0, 500) : null,
    lead_attributes: {
      visited_pages: input.lead_attributes?.visited_pages ?? [],
      linked_query_params: input.lead_attributes?.linked_query_params ?? {},
    },
    location_id: location?.id ?? null,
    location_name: location?.name ?? null,
    vehicle,
    trade_in: tradeIn,
  };
}
