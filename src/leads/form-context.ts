/**
 * What a page passes to a lead form (server side): the site's form context without the server
 * bits, and the car the form is about, proven to belong to the site.
 */
import "server-only";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import type { LeadFormCar, LeadFormContext } from "./form-rules";
import type { LeadCarFacts } from "./payload";
import { findCarForLead } from "./store";
import { loadLeadFormContext } from "./submit";

/** The form context, and the car (as the form needs it, and its facts such as the price) when `carId` is one of the site's. */
export async function loadFormPageData(db: Database, site: Site, opts: { carId?: string | string[] | null } = {}): Promise<{ context: LeadFormContext; car: LeadFormCar | null; carFacts: LeadCarFacts | null }> {
  const full = await loadLeadFormContext(db, site);
  const context: LeadFormContext = { config: full.config, dealerships: full.dealerships, locations: full.locations, appointments: full.appointments };
  const raw = Array.isArray(opts.carId) ? opts.carId[0] : opts.carId;
  let car: LeadFormCar | null = null;
  let carFacts: LeadCarFacts | null = null;
  if (raw && /^\d{1,15}$/.test(raw)) {
    const c = await findCarForLead(db, site, Number(raw));
    carFacts = c;
    if (c) {
      car = {
        id: c.id,
        slug: c.slug,
        name: c.name,
        make: c.make,
        model: c.model,
        year: c.year,
        car_type: c.carType,
        item_type: c.itemType,
        status: c.status,
        stocknum: c.stocknum,
        dealership_slug: site.dealerships.find((d) => d.id === c.dealershipId)?.slug ?? "",
        location_id: c.locationId,
      };
    }
  }
  return { context, car, carFacts };
}

export function firstParam(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
