/**
 * Offers as staff write them in the console (issue 20, point 5): a name, what it is, its terms, an
 * optional price and picture, and the window it runs in — dates in the dealership's own time zone,
 * the first day from midnight and the last day through to its end (the rule promo tiles follow,
 * src/domain/promo-window.ts). A site shows an offer only inside its window (src/site/offers.ts).
 */
import { promoEndsAt, promoStartsAt } from "./promo-window";
import { localDate } from "./opening-hours";

export const OFFER_NAME_MAX = 120;
export const OFFER_TEXT_MAX = 4000;
export const OFFER_DISCLAIMER_MAX = 2000;
export const OFFER_PRICE_MAX = 10_000_000;

export interface OfferValues {
  name: string;
  description: string;
  disclaimer: string;
  price: number | null;
  imageUrl: string | null;
  startsAt: Date | null;
  /** The first instant the offer no longer runs (the day after its last day, at midnight). */
  expiresAt: Date | null;
}

type Problem = { field: string; message: string };

/** Read the offer form; dates are YYYY-MM-DD in `timeZone`. `isSafeImage` is the site's own link rule. */
export function readOfferForm(form: Record<string, string | undefined>, timeZone: string, isSafeImage: (url: string) => boolean): { ok: true; values: OfferValues } | { ok: false; errors: Problem[] } {
  const errors: Problem[] = [];
  const text = (k: string) => (form[k] ?? "").replace(/\r\n/g, "\n").trim();
  const name = text("name");
  if (!name) errors.push({ field: "name", message: "Give the offer a name" });
  else if (name.length > OFFER_NAME_MAX) errors.push({ field: "name", message: `A name is at most ${OFFER_NAME_MAX} characters` });
  const description = text("description");
  if (description.length > OFFER_TEXT_MAX) errors.push({ field: "description", message: `The description is at most ${OFFER_TEXT_MAX.toLocaleString("en-AU")} characters` });
  const disclaimer = text("disclaimer");
  if (disclaimer.length > OFFER_DISCLAIMER_MAX) errors.push({ field: "disclaimer", message: `The terms are at most ${OFFER_DISCLAIMER_MAX.toLocaleString("en-AU")} characters` });
  let price: number | null = null;
  const rawPrice = text("price").replace(/[$,\s]/g, "");
  if (rawPrice) {
    if (!/^\d+$/.test(rawPrice) || Number(rawPrice) < 1 || Number(rawPrice) > OFFER_PRICE_MAX) errors.push({ field: "price", message: "The price is whole dollars, like 39990 (or leave it empty)" });
    else price = Number(rawPrice);
  }
  const image = text("image_url");
  if (image && !isSafeImage(image)) errors.push({ field: "image_url", message: "The picture is an https:// address or a path starting with / (or leave it empty)" });
  const date = (k: "starts" | "expires") => {
    const v = text(k);
    if (!v) return null;
    const at = k === "starts" ? promoStartsAt(v, timeZone) : promoEndsAt(v, timeZone);
    if (!at || !/^\d{4}-\d{2}-\d{2}$/.test(v)) {
      errors.push({ field: k, message: "A date like 2026-12-01" });
      return null;
    }
    return k === "starts" ? at : new Date(at.getTime() + 1);
  };
  const startsAt = date("starts");
  const expiresAt = date("expires");
  if (startsAt && expiresAt && expiresAt.getTime() <= startsAt.getTime()) errors.push({ field: "expires", message: "The last day is on or after the first day" });
  if (errors.length) return { ok: false, errors };
  return { ok: true, values: { name, description, disclaimer, price, imageUrl: image || null, startsAt, expiresAt } };
}

/**
 * An offer's first and last day as the form shows them, in `timeZone` (the inverse of
 * readOfferForm: the stored expiry is the first instant after the last day). Null: no limit.
 */
export function offerDays(offer: { startsAt: Date | null; expiresAt: Date | null }, timeZone: string): { first: string | null; last: string | null } {
  return {
    first: offer.startsAt ? localDate(offer.startsAt, timeZone).ymd : null,
    last: offer.expiresAt ? localDate(new Date(offer.expiresAt.getTime() - 1), timeZone).ymd : null,
  };
}

export type OfferState = "running" | "scheduled" | "ended";

/** Where an offer's window stands at `now` (an open side never ends or always began). */
export function offerState(offer: { startsAt: Date | null; expiresAt: Date | null }, now: Date): OfferState {
  if (offer.expiresAt && offer.expiresAt.getTime() <= now.getTime()) return "ended";
  if (offer.startsAt && offer.startsAt.getTime() > now.getTime()) return "scheduled";
  return "running";
}

/** A URL slug from an offer's name ("Spring Sale: $0 deposit!" → "spring-sale-0-deposit"). */
export function offerSlug(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "offer"
  );
}
