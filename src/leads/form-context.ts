/**
 * What a page passes to a lead form (server side): the site's form context without the server
 * bits, and the car the form is about, proven to belong to the site.
 */
import "server-only";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import type { LeadFormCar, LeadFormContext } from "./form-rules";
import { findCarForLead } from "./store";
import { loadLeadFormContext } from "./submit";

export async function loadFormPageData(db: Database, site: Site, opts: { carId?: string | string[] | null } = {}): Promise<{ context: LeadFormContext; car: LeadFormCar | null }> {
  const full = await loadLeadFormContext(db, site);
  const context: LeadFormContext = { config: full.config, dealerships: full.dealerships, locations: full.locations, appointments: full.appointments };
  const raw = Array.isArray(opts.carId) ? opts.carId[0] : opts.carId;
  let car: LeadFormCar | null = null;
  if (raw && /^\d{1,15}$/.test(raw)) {
    const c = await findCarForLead(db, site, Number(raw));
    if (c) {
      car = {
        id: c.id,
        slug: c.slug,
        name: c.name,
        make: c.make,
        model: c.model,
        year: c.year,
        car_type: c.carType,
        status: c.status,
        stocknum: c.stocknum,
        dealership_slug: site.dealerships.find((d) => d.id === c.dealershipId)?.slug ?? "",
        location_id: c.locationId,
      };
    }
  }
  return { context, car };
}

export function firstParam(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
