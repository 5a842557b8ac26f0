/**
 * One car, read once: `carFacts(row)` turns the stored row into the one plain object every view of
 * a single car reads — the vehicle page, its metadata and JSON-LD, the print sheet and its PDF, the
 * lead forms. It is in the domain's casing (snake_case, as feeds and search hits spell fields), so
 * a src/domain rule takes it as it is (`priceDisplay(facts, …)`, `detailRows(facts, …)`): no view
 * re-maps fields by hand, and a new field is named in the type and read here, once. The few facts every view derived
 * for itself (available, condition, photos, equipment) are derived here.
 *
 * Pure and client-safe (no I/O): the rules stay in src/domain; this file only reads the row into
 * the facts (their type is src/domain/car-facts.ts, so every layer may name it without a loop).
 */
import type { cars } from "../db/schema";
import { isAvailable } from "../domain/availability";
import type { CarFacts } from "../domain/car-facts";

type CarRow = typeof cars.$inferSelect;

const CONDITIONS: Record<string, CarFacts["condition"]> = { new: "New", demo: "Demo", used: "Used" };

/** The facts of a stored car. */
export function carFacts(row: CarRow): CarFacts {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    dealership_id: row.dealershipId,
    location_id: row.locationId,
    item_type: row.itemType,
    car_type: row.carType,
    condition: CONDITIONS[row.carType] ?? "Used",
    status: row.status,
    available: isAvailable(row),
    reserved: row.reserved,
    certified: row.certified,
    tag: row.tag,
    make: row.make,
    model: row.model,
    series: row.series,
    badge: row.badge,
    year: row.year,
    km: row.km,
    colour: row.colour,
    interior_colour: row.interiorColour,
    body: row.body,
    simple_body: row.simpleBody,
    trans: row.trans,
    simple_transmission: row.simpleTransmission,
    drive: row.drive,
    fuel: row.fuel,
    simple_fuel: row.simpleFuel,
    engine_size: row.engineSize,
    seats: row.seats,
    doors: row.doors,
    stocknum: row.stocknum,
    vin: row.vin,
    nvic: row.nvic,
    regplate: row.regplate,
    rego_expiry: row.regoExpiry,
    build_date: row.buildDate,
    compliance_date: row.complianceDate,
    variant: row.variant,
    specifications: row.specifications,
    price: row.price,
    before_price: row.beforePrice,
    offer_price: row.offerPrice,
    subscription_price: row.subscriptionPrice,
    price_type: row.priceType,
    preorder: row.preorder,
    file: row.file,
    payment_processors: row.paymentProcessors,
    finance_lenders: row.financeLenders,
    autograb_data: row.autograbData,
    youx_quote: row.youxQuote,
    created_at: row.createdAt,
    sold_date: row.soldDate,
    photos_count: row.photosCount,
    primary_image_url: row.primaryImageUrl,
    photos: row.images.length ? row.images : row.primaryImageUrl ? [row.primaryImageUrl] : [],
    equipment: row.standardEquipment.map((e) => e.trim()).filter((e) => e !== ""),
    dealercomments: row.dealercomments,
    views: row.views,
    updated_at: row.updatedAt,
  };
}
