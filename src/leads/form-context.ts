/**
 * What a page passes to a lead form (server side): the site's form context without the server
 * bits, and the car the form is about, proven to belong to the site.
 */
import "server-only";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { leadFormCar, type LeadFormCar, type LeadFormContext } from "./form-rules";
import type { LeadCarFacts } from "./payload";
import { findCarForLead } from "./store";
import { loadLeadFormContext } from "./submit";

/** The form context, and the car (as the form needs it, and its facts such as the price) when `carId` is one of the site's. */
export async function loadFormPageData(db: Database, site: Site, opts: { carId?: string | string[] | null } = {}): Promise<{ context: LeadFormContext; car: LeadFormCar | null; carFacts: LeadCarFacts | null }> {
  const full = await loadLeadFormContext(db, site);
  const context: LeadFormContext = { config: full.config, dealerships: full.dealerships, locations: full.locations, schedules: full.schedules };
  const raw = Array.isArray(opts.carId) ? opts.carId[0] : opts.carId;
  let car: LeadFormCar | null = null;
  let carFacts: LeadCarFacts | null = null;
  if (raw && /^\d{1,15}$/.test(raw)) {
    const c = await findCarForLead(db, site, Number(raw));
    carFacts = c;
    if (c) {
      car = leadFormCar(c, site.dealerships.find((d) => d.id === c.dealership_id)?.slug ?? "");
    }
  }
  return { context, car, carFacts };
}

export function firstParam(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
