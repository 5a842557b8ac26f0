/**
 * The trade-in parts of a lead: the instant estimate travels from POST /api/valuations to the
 * lead as a sealed token (the figures are read from the seal, so a shopper cannot send the dealer
 * a better number than they were quoted), the postcode must be a real Australian one, and its
 * photos must be this site's own unclaimed uploads.
 */
import "server-only";
import type { Database } from "../db/client";
import { getGeocoder, POSTCODE_NOT_FOUND, type Geocoder } from "../geo/geocoder";
import type { LeadValuation } from "./payload";
import type { FieldIssue, LeadInput } from "./schemas";
import { log } from "../platform/log";
import { seal, unseal } from "../platform/signing";
import type { Site } from "../site/store";
import type { ValuationRequest } from "../valuation/provider";
import type { TradeInValuation } from "../valuation/value-trade-in";
import { findClaimablePhotos } from "../valuation/photos";

const PURPOSE = "trade-in-valuation";
/** An estimate stays good for a lead this long (a shopper may come back to the form later that day). */
export const VALUATION_TOKEN_TTL_MS = 24 * 3600_000;

interface Sealed {
  siteId: number;
  car: Pick<ValuationRequest, "make" | "model" | "year" | "km">;
  result: TradeInValuation;
}

export function sealValuation(secret: string, site: Pick<Site, "id">, car: ValuationRequest, result: TradeInValuation, nowMs = Date.now()): string {
  const value: Sealed = { siteId: site.id, car: { make: car.make, model: car.model, year: car.year, km: car.km }, result };
  return seal(secret, PURPOSE, value, nowMs);
}

export const TOKEN_MESSAGES = {
  invalid: "This estimate could not be verified. Please get your estimate again.",
  expired: "This estimate has expired. Please get your estimate again.",
  otherCar: "This estimate was for a different car. Please get your estimate again.",
} as const;

export const PHOTO_CLAIM_MESSAGE = "One of the photos could not be found. Please add your photos again.";

const same = (a: unknown, b: unknown) => String(a ?? "").trim().toLowerCase() === String(b ?? "").trim().toLowerCase();

/**
 * What the trade-in lead carries about its estimate, or the field errors that refuse it. A lead
 * without a token is fine (the shopper skipped the estimate): the dealer appraises.
 */
export async function checkTradeInLead(
  db: Database,
  site: Site,
  input: LeadInput,
  secret: string,
  nowMs: number,
  geocoder: Geocoder = getGeocoder(),
): Promise<{ valuation: LeadValuation | null; photos: string[] } | { errors: FieldIssue[] }> {
  const errors: FieldIssue[] = [];
  // Photos must be this site's uploads that no lead has claimed yet.
  const photos = (input.trade_in_photos as string[] | undefined) ?? [];
  if (photos.length) {
    const claimable = await findClaimablePhotos(db, site, photos);
    if (claimable.length !== photos.length) errors.push({ field: "trade_in_photos", message: PHOTO_CLAIM_MESSAGE });
  }
  let valuation: LeadValuation | null = null;
  if (input.valuation_token) {
    const opened = unseal<Sealed>(secret, PURPOSE, input.valuation_token, VALUATION_TOKEN_TTL_MS, nowMs);
    if (!opened.ok || opened.value.siteId !== site.id) {
      errors.push({ field: "valuation_token", message: opened.ok ? TOKEN_MESSAGES.invalid : TOKEN_MESSAGES[opened.reason] });
    } else {
      const { car, result } = opened.value;
      const matches =
        same(car.make, input.trade_in_make) && same(car.model, input.trade_in_model) && Number(car.year) === Number(input.trade_in_year) && Number(car.km) === Number(input.trade_in_km);
      if (!matches) errors.push({ field: "valuation_token", message: TOKEN_MESSAGES.otherCar });
      else valuation = result.status === "estimate" ? { status: "estimate", low: result.low, high: result.high, basis: result.basis } : { status: "appraisal", reason: result.reason };
    }
  }
  try {
    if (!(await geocoder.geocodePostcode(input.postcode))) errors.push({ field: "postcode", message: POSTCODE_NOT_FOUND });
  } catch (err) {
    // A geocoder outage must not cost the dealer a lead: the 4-digit rule has already passed.
    log.warn({ err, siteId: site.id }, "postcode lookup failed; lead accepted without it");
  }
  return errors.length ? { errors } : { valuation, photos };
}
