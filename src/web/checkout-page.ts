/**
 * What the checkout page (`/cars/{slug}/checkout`, or `/cars/{slug}/buy-online` where the site's
 * `routes.checkout` says so) renders from: the car, the deposit, the hold and whether it can be
 * reserved at all, after the site's sign-in gate. A site without online reservations, or asked on
 * the path it does not use, answers 404.
 */
import "server-only";
import { notFound } from "next/navigation";
import { requireShopperWhen } from "../accounts/gated";
import { depositCents, holdLabel, holdMs, reservationRefusal } from "../domain/reservation";
import { carRoute } from "../domain/vehicle-details";
import { formatPrice } from "../domain/money";
import { getEnv } from "../platform/config";
import { findCarForReservation } from "../reservations/store";
import type { CheckoutPageData } from "../ui/checkout/CheckoutPage";
import { getPageSite } from "./site-context";

export type CheckoutPath = "checkout" | "buy-online";


export async function loadCheckoutPage(slug: string, path: CheckoutPath, params: Record<string, string | string[] | undefined>): Promise<CheckoutPageData> {
  const { db, site } = await getPageSite();
  if (!site.config.checkout_enabled) notFound();
  if (carRoute(site.config.routes.checkout, slug) !== `/cars/${slug}/${path}`) notFound();
  const car = await findCarForReservation(db, site, slug);
  if (!car || car.delisted || /^\d+$/.test(slug)) notFound();
  await requireShopperWhen(site.config.checkout_requires_sign_in, db, site, "checkout", `/cars/${slug}/${path}`);
  const resume = typeof params.reservation === "string" && /^res_[A-Za-z0-9_-]{10,40}$/.test(params.reservation) ? params.reservation : null;
  return {
    site,
    car,
    refusal: resume ? null : reservationRefusal(car),
    depositLabel: formatPrice(depositCents(site.config, car) / 100),
    holdLabel: holdLabel(holdMs(site.config)),
    provider: getEnv().PAYMENTS_PROVIDER,
    resumeId: resume,
    returningFromPayment: typeof params.redirect_status === "string",
  };
}
