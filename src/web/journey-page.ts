/**
 * What the online purchase page (`/checkout-journey?car_id={slug}`) renders from: the signed-in
 * shopper's saved journey for the car (started on the first visit), the car, the dealership's
 * locations for pick-up and the deposit. Signed-in only, since the journey is kept per shopper;
 * a site that does not sell online, or a car it does not list, answers 404.
 */
import "server-only";
import { notFound, redirect } from "next/navigation";
import { readShopperSession } from "../accounts/current-shopper";
import { signInHref } from "../domain/sign-in";
import { reservationRefusal } from "../domain/reservation";
import { openJourney } from "../reservations/journeys";
import { findCarForReservation } from "../reservations/store";
import { listPublicLocations } from "../site/locations";
import type { JourneyPageData } from "../ui/checkout/JourneyPage";
import { depositTerms } from "./checkout-page";
import { getPageSite } from "./site-context";

export async function loadJourneyPage(params: Record<string, string | string[] | undefined>): Promise<JourneyPageData> {
  const { db, site } = await getPageSite();
  if (!site.config.checkout_enabled || !site.config.online_purchase_enabled) notFound();
  const slug = typeof params.car_id === "string" ? params.car_id : "";
  const car = slug ? await findCarForReservation(db, site, slug) : null;
  if (!car || car.delisted || /^\d+$/.test(slug)) notFound();
  const session = await readShopperSession(db, site);
  const here = `/checkout-journey?car_id=${encodeURIComponent(car.slug)}`;
  if (!session) redirect(signInHref(here, "checkout", `/cars/${car.slug}`));
  const journey = await openJourney(db, site, session.userId, car);
  const locations = (await listPublicLocations(db, site)).filter((l) => l.dealershipId === car.dealership_id).map((l) => ({ value: String(l.id), label: l.name }));
  const ours = journey.reservationStatus === "held" || journey.reservationStatus === "converted";
  return {
    site,
    car,
    journey,
    refusal: ours ? null : reservationRefusal(car),
    locations,
    ...depositTerms(site, car, params),
  };
}
