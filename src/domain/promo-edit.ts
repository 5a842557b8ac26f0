/**
 * Promo tiles as a group admin writes them in the console (issue 20, point 5): a tile among the
 * search results (src/search/promos.ts places it) with a title, a line of text, a picture and a
 * link, made for one of the result positions, shown between its first and last day in the site's
 * time zone (the window rule of src/domain/promo-window.ts: the last day counts to its end).
 */
import { promoEndsAt, promoStartsAt } from "./promo-window";
import { localDate } from "./opening-hours";

export const PROMO_TITLE_MAX = 80;
export const PROMO_BODY_MAX = 200;
export const PROMO_POSITION_MAX = 100;

export interface PromoValues {
  title: string;
  body: string;
  imageUrl: string | null;
  linkUrl: string | null;
  position: number;
  startsAt: Date | null;
  /** The last instant the tile shows (inclusive: the end of its last day). */
  expiresAt: Date | null;
  display: boolean;
  strictDisplay: boolean;
}

type Problem = { field: string; message: string };

/** Read the promo form; `isSafeLink` is the site's link rule (http(s) or a site path). */
export function readPromoForm(form: Record<string, string | undefined>, timeZone: string, isSafeLink: (url: string) => boolean): { ok: true; values: PromoValues } | { ok: false; errors: Problem[] } {
  const errors: Problem[] = [];
  const text = (k: string) => (form[k] ?? "").trim();
  const title = text("title");
  if (!title) errors.push({ field: "title", message: "Give the tile a title" });
  else if (title.length > PROMO_TITLE_MAX) errors.push({ field: "title", message: `A title is at most ${PROMO_TITLE_MAX} characters` });
  const body = text("body");
  if (body.length > PROMO_BODY_MAX) errors.push({ field: "body", message: `The text is at most ${PROMO_BODY_MAX} characters` });
  const link = (k: "image_url" | "link_url", what: string) => {
    const v = text(k);
    if (v && !isSafeLink(v)) errors.push({ field: k, message: `The ${what} is an https:// address or a path starting with / (or leave it empty)` });
    return v || null;
  };
  const imageUrl = link("image_url", "picture");
  const linkUrl = link("link_url", "link");
  const position = Number(text("position"));
  if (!Number.isInteger(position) || position < 1 || position > PROMO_POSITION_MAX) errors.push({ field: "position", message: `The position is a result number from 1 to ${PROMO_POSITION_MAX}` });
  const date = (k: "starts" | "expires") => {
    const v = text(k);
    if (!v) return null;
    const at = /^\d{4}-\d{2}-\d{2}$/.test(v) ? (k === "starts" ? promoStartsAt(v, timeZone) : promoEndsAt(v, timeZone)) : null;
    if (!at) errors.push({ field: k, message: "A date like 2026-12-01" });
    return at;
  };
  const startsAt = date("starts");
  const expiresAt = date("expires");
  if (startsAt && expiresAt && expiresAt.getTime() < startsAt.getTime()) errors.push({ field: "expires", message: "The last day is on or after the first day" });
  const yes = (k: string) => form[k] === "1" || form[k] === "on";
  if (errors.length) return { ok: false, errors };
  return { ok: true, values: { title, body, imageUrl, linkUrl, position, startsAt, expiresAt, display: yes("display"), strictDisplay: yes("strict") } };
}

/** A tile's first and last day as the form shows them, in `timeZone` (its expiry is inclusive). Null: no limit. */
export function promoDays(promo: { startsAt: Date | null; expiresAt: Date | null }, timeZone: string): { first: string | null; last: string | null } {
  return { first: promo.startsAt ? localDate(promo.startsAt, timeZone).ymd : null, last: promo.expiresAt ? localDate(promo.expiresAt, timeZone).ymd : null };
}
