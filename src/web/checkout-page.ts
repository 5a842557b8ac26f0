/**
 * What the checkout page (`/cars/{slug}/checkout`, or `/cars/{slug}/buy-online` where the site's
 * `routes.checkout` says so) renders from: the car, the deposit, the hold and whether it can be
 * reserved at all, after the site's sign-in gate. A site without online reservations, or asked on
 * the path it does not use, answers 404.
 */
import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireShopperWhen } from "../accounts/gated";
import { checkoutHeading, depositCents, holdLabel, holdMs, RESERVATION_ID, reservationRefusal } from "../domain/reservation";
import { carRoute } from "../domain/vehicle-details";
import { formatPrice } from "../domain/money";
import { getEnv } from "../platform/config";
import { findCarForReservation, type ReservationCar } from "../reservations/store";
import type { Site } from "../site/store";
import type { CheckoutPageData } from "../ui/checkout/CheckoutPage";
import { findPageSite, getPageSite } from "./site-context";
import { loadSiteChrome } from "../site/chrome";

export type CheckoutPath = "checkout" | "buy-online";

/**
 * The checkout's tab title, its heading in the site's word for its stock (the page itself names the
 * car's own kind); never indexed, and its links are not followed.
 */
export async function checkoutMetadata(): Promise<Metadata> {
  const ctx = await findPageSite();
  const robots = { index: false, follow: false };
  if (!ctx) return { title: "Reserve", robots };
  return { title: checkoutHeading(ctx.site.config.purchase_button, (await loadSiteChrome(ctx.db, ctx.site)).nouns.one), robots };
}

export async function loadCheckoutPage(slug: string, path: CheckoutPath, params: Record<string, string | string[] | undefined>): Promise<CheckoutPageData> {
  const { db, site } = await getPageSite();
  if (!site.config.checkout_enabled) notFound();
  if (carRoute(site.config.routes.checkout, slug) !== `/cars/${slug}/${path}`) notFound();
  const car = await findCarForReservation(db, site, slug);
  if (!car || car.delisted || /^\d+$/.test(slug)) notFound();
  await requireShopperWhen(site.config.checkout_requires_sign_in, db, site, "checkout", `/cars/${slug}/${path}`);
  const terms = depositTerms(site, car, params);
  return { site, car, refusal: terms.resumeId ? null : reservationRefusal(car), ...terms };
}

/**
 * What both checkout pages show of the deposit (amount, hold, processor) and read from the
 * address: a reservation to pick up, and whether the shopper is back from the processor's own page.
 */
export function depositTerms(
  site: Pick<Site, "config">,
  car: Pick<ReservationCar, "payment_processors">,
  params: Record<string, string | string[] | undefined>,
): Pick<CheckoutPageData, "depositLabel" | "holdLabel" | "provider" | "resumeId" | "returningFromPayment"> {
  return {
    depositLabel: formatPrice(depositCents(site.config, car) / 100),
    holdLabel: holdLabel(holdMs(site.config)),
    provider: getEnv().PAYMENTS_PROVIDER,
    resumeId: typeof params.reservation === "string" && RESERVATION_ID.test(params.reservation) ? params.reservation : null,
    returningFromPayment: typeof params.redirect_status === "string",
  };
}
