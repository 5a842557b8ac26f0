/**
 * schema.org structured data of a vehicle page: a `Car` with its `Offer` (AUD, availability,
 * condition) and the selling `AutoDealer`, so search engines can show price, kilometres and
 * availability in results. Only what the page itself shows is claimed: no price when the page
 * says "Enquire for price.", and a sold car's offer is SoldOut.
 */
import { isAvailable } from "../../domain/availability";
import { priceDisplay } from "../../domain/price";
import { autoDealerJsonLd, type JsonLdLocation } from "../content/json-ld";
import type { CarFacts } from "../../domain/car-facts";

/** What the structured data reads of the car (src/cars/car-facts.ts). */
export type JsonLdCar = Pick<
  CarFacts,
  | "name"
  | "slug"
  | "make"
  | "model"
  | "badge"
  | "year"
  | "km"
  | "vin"
  | "stocknum"
  | "car_type"
  | "status"
  | "colour"
  | "body"
  | "simple_body"
  | "trans"
  | "simple_transmission"
  | "fuel"
  | "simple_fuel"
  | "drive"
  | "doors"
  | "seats"
  | "photos"
  | "price"
  | "before_price"
  | "offer_price"
  | "subscription_price"
  | "preorder"
>;

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`);

function availability(status: string): string {
  if (status === "in_stock") return "https://schema.org/InStock";
  if (status === "coming_soon") return "https://schema.org/PreOrder";
  return isAvailable({ status }) ? "https://schema.org/InStock" : "https://schema.org/SoldOut";
}

export function carJsonLd(
  car: JsonLdCar,
  ctx: { origin: string; seller: JsonLdLocation | null; dealershipName: string; subscriptionsEnabled: boolean },
): Record<string, unknown> {
  const url = `${ctx.origin}/cars/${car.slug}`;
  // Demonstrators are registered and driven: schema.org has no "demo" condition, and calling one
  // new would overstate it.
  const itemCondition = car.car_type === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition";
  const price = priceDisplay(
    { price: car.price, before_price: car.before_price, offer_price: car.offer_price, subscription_price: car.subscription_price, preorder: car.preorder },
    // A subscription is a monthly fee, not the car's price: the offer states the purchase price.
    { subscriptions_enabled: false },
  );
  const seller = ctx.seller ? autoDealerJsonLd(ctx.seller, ctx.origin) : { "@type": "AutoDealer", name: ctx.dealershipName };
  delete (seller as Record<string, unknown>)["@context"];
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    url,
    priceCurrency: "AUD",
    availability: availability(car.status),
    itemCondition,
    seller,
  };
  if (price.amount !== null) offer.price = price.amount;
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Car",
    "@id": `${url}#vehicle`,
    name: car.name,
    url,
    description: `${car.name}, stock #${car.stocknum}`,
    brand: { "@type": "Brand", name: car.make },
    model: car.model,
    sku: car.stocknum,
    itemCondition,
    offers: offer,
  };
  if (car.badge) data.vehicleConfiguration = car.badge;
  if (car.year) data.vehicleModelDate = String(car.year);
  if (car.vin) data.vehicleIdentificationNumber = car.vin;
  if (typeof car.km === "number") data.mileageFromOdometer = { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" };
  if (car.colour) data.color = car.colour;
  const body = car.body ?? car.simple_body;
  const transmission = car.simple_transmission ?? car.trans;
  const fuel = car.simple_fuel ?? car.fuel;
  if (body) data.bodyType = body;
  if (transmission) data.vehicleTransmission = transmission;
  if (fuel) data.fuelType = fuel;
  if (car.drive) data.driveWheelConfiguration = car.drive;
  if (car.doors) data.numberOfDoors = car.doors;
  if (car.seats) data.seatingCapacity = car.seats;
  if (car.photos.length) data.image = car.photos.slice(0, 10).map((i) => absolute(ctx.origin, i));
  return data;
}
