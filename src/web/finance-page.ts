/**
 * What a finance page renders from: the form context, the car the finance is for (`car_id`), and
 * the pre-fill the finance link carries (vehicle spec §2: preferredDealership, vehiclePriceBudget,
 * car_id, car_type, vin), after the site's sign-in gate.
 */
import "server-only";
import { notFound, redirect } from "next/navigation";
import { requireShopperWhen } from "../accounts/gated";
import { loadSiteChrome } from "../site/chrome";
import { firstParam, loadFormPageData } from "../leads/form-context";
import type { LeadFormCar, LeadFormContext } from "../leads/form-rules";
import type { Site } from "../site/store";
import { getPageSite } from "./site-context";
import { withQuery } from "../domain/route-query";
import { toUrlSearchParams, type PageSearchParams } from "./page-params";

export type SearchParams = PageSearchParams;

export interface FinancePageData {
  site: Site;
  context: LeadFormContext;
  car: LeadFormCar | null;
  defaults: Record<string, string>;
  /** The site's word for one item of its stock ("car", "vehicle" where caravans and motorcycles are sold). */
  noun: string;
}

/** The finance link's parameters as form values; anything malformed is left out, not echoed. */
export function financeDefaults(params: SearchParams, dealerships: ReadonlyArray<{ value: string }>, car: LeadFormCar | null, carPrice: number | null): Record<string, string> {
  const out: Record<string, string> = {};
  const dealer = firstParam(params.preferredDealership);
  if (dealer && dealerships.some((d) => d.value === dealer)) out.dealership_slug = dealer;
  const budget = firstParam(params.vehiclePriceBudget);
  if (budget && /^\d{1,9}(\.\d+)?$/.test(budget)) out.vehiclePriceBudget = String(Math.round(Number(budget)));
  else if (carPrice && carPrice > 0) out.vehiclePriceBudget = String(carPrice);
  const type = firstParam(params.car_type);
  if (type === "new" || type === "used" || type === "demo") out.car_type = type;
  const vin = firstParam(params.vin);
  if (vin && /^[A-HJ-NPR-Z0-9]{11,17}$/i.test(vin)) out.vin = vin.toUpperCase();
  if (car && !out.dealership_slug && dealerships.some((d) => d.value === car.dealership_slug)) out.dealership_slug = car.dealership_slug;
  return out;
}

export async function loadFinancePage(path: string, params: SearchParams, gate: "finance" | "application" | null): Promise<FinancePageData> {
  const { db, site } = await getPageSite();
  const qs = toUrlSearchParams(params).toString();
  // Finance "for this car" with no car named is the site's finance page, with whatever else was asked.
  if (path === "/personalised/finance" && !firstParam(params.car_id)) redirect(withQuery(site.config.routes.finance, qs));
  const gated = gate === "finance" ? site.config.finance_requires_sign_in : gate === "application" ? site.config.finance_application_requires_sign_in || site.config.finance_requires_sign_in : false;
  await requireShopperWhen(gated, db, site, "finance", withQuery(path, qs));
  const carId = firstParam(params.car_id);
  const [{ context, car, carFacts }, chrome] = await Promise.all([loadFormPageData(db, site, { carId }), loadSiteChrome(db, site)]);
  if (path === "/personalised/finance" && carId && !car) notFound();
  const price = carFacts?.price && carFacts.price > 10 ? carFacts.price : null;
  return { site, context, car, defaults: financeDefaults(params, context.dealerships, car, price), noun: chrome.nouns.one };
}
