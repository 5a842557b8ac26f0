/**
 * Which selects a form shows, and so which it requires: the page (rendering the form) and the
 * API (validating it) both derive the schema options from this one rule.
 *
 * Pure: safe in the browser.
 */
import type { AppointmentSchedule } from "./appointments";
import { DEFAULT_SCHEMA_OPTIONS, type LeadChoice, type LeadForm, type LeadSchemaOptions } from "./schemas";
import type { CarFacts } from "../domain/car-facts";
import { SEARCH_CARD_PAGE_ID } from "./page-ids";

/** The car a form is about, as much as the form shows and sends. */
export interface LeadFormCar {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  year: number | null;
  car_type: string;
  /** car, caravan, motorcycle or truck (the forms' headings name it). */
  item_type: string;
  status: string;
  stocknum: string;
  dealership_slug: string;
  location_id: number | null;
  /** The feed's tag, when the page knows it ("Test Drive Only" changes the test drive's event id). */
  tag?: string | null;
}

/** The car as a lead form carries it: its facts (src/cars/car-facts.ts) and its dealership's slug. */
export function leadFormCar(
  car: Pick<CarFacts, "id" | "slug" | "name" | "make" | "model" | "year" | "car_type" | "item_type" | "status" | "stocknum" | "location_id"> & { tag?: string | null },
  dealershipSlug: string,
): LeadFormCar {
  return {
    ...(car.tag !== undefined ? { tag: car.tag } : {}),
    id: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    year: car.year,
    car_type: car.car_type,
    item_type: car.item_type,
    status: car.status,
    stocknum: car.stocknum,
    dealership_slug: dealershipSlug,
    location_id: car.location_id,
  };
}

/** Everything a lead form needs from the server, serialisable into a client component. */
export interface LeadFormContext {
  config: {
    enquiry_message_required: boolean;
    terms_checkbox: boolean;
    opt_in_label: string;
    captcha_enabled: boolean;
  };
  dealerships: LeadChoice[];
  locations: Array<LeadChoice & { dealership_slug: string }>;
  /**
   * Test-drive hours by location id ("" when the location is unknown: the fallback hours), from
   * which the form lists the times (`appointmentDaysOf`): a week of hours travels in every page
   * with a form, not the 14 days of times it gives (~8 KB of a car page's payload).
   */
  schedules: Record<string, AppointmentSchedule>;
}

const WITH_DEALERSHIP: readonly LeadForm[] = ["enquiry", "contact", "test_drive", "finance", "trade_in", "valuation"];
const WITH_LOCATION: readonly LeadForm[] = ["enquiry", "contact", "test_drive"];

/**
 * A lead about a car goes to the car's dealership and location: no select. Otherwise the
 * dealership select shows when the site has more than one dealership, and the location select
 * when the form asks for one and the site has any (one location: shown, pre-selected).
 */
export function selectsShown(form: LeadForm, ctx: Pick<LeadFormContext, "dealerships" | "locations">, hasCar: boolean) {
  if (hasCar) return { dealerships: [], locations: [] };
  return {
    dealerships: WITH_DEALERSHIP.includes(form) && ctx.dealerships.length > 1 ? ctx.dealerships : [],
    locations: WITH_LOCATION.includes(form) ? ctx.locations : [],
  };
}

/** The page id of the forms opened from search result cards (src/leads/page-ids.ts). */
export { SEARCH_CARD_PAGE_ID };

/**
 * Whether an enquiry must carry a message. The two product documents differ: from a search result
 * card the message is optional (search and browsing §5); everywhere else — the vehicle page, the
 * enquiry and contact pages — it follows the site: required unless the site is exempt
 * (`enquiry_message_required: false`, vehicle page §5). docs/lead-forms.md records the decision.
 */
export function enquiryMessageRequired(config: Pick<LeadFormContext["config"], "enquiry_message_required">, pageId: string | null | undefined): boolean {
  return config.enquiry_message_required && pageId !== SEARCH_CARD_PAGE_ID;
}

export function schemaOptionsFor(form: LeadForm, ctx: Pick<LeadFormContext, "config" | "dealerships" | "locations">, hasCar: boolean, pageId?: string | null): LeadSchemaOptions {
  const shown = selectsShown(form, ctx, hasCar);
  return {
    ...DEFAULT_SCHEMA_OPTIONS,
    enquiry_message_required: enquiryMessageRequired(ctx.config, pageId),
    terms_checkbox: ctx.config.terms_checkbox,
    dealerships: shown.dealerships,
    locations: shown.locations,
  };
}

/** The value a select starts with: its only option, else nothing chosen. */
export function preselected<T extends { value: string }>(options: readonly T[]): string {
  return options.length === 1 ? options[0]!.value : "";
}
