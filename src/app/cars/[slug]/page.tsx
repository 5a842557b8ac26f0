/**
 * The vehicle page. Its HTML is served from the node's page cache (ADR 0005, src/web/car-page-cache.ts)
 * for up to CAR_PAGE_CACHE_SECONDS and until the site's stock version moves: render nothing here that
 * belongs to one shopper or one request (views, favourites, sign-in state) — those are client
 * islands (e.g. the views counter asks GET /cars/{slug}/view.json from the browser). A request
 * carrying any cookie not in COOKIES_THE_PAGE_IGNORES (src/web/car-page-request.ts) renders live,
 * so never add a cookie this page reads to that list.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listSimilarStock } from "@/cars/car-page";
import { carFacts } from "@/cars/car-facts";
import { priceDisplay } from "@/domain/price";
import { JsonLd } from "@/ui/content/JsonLd";
import { carJsonLd } from "@/ui/car/car-json-ld";
import { breadcrumbJsonLd } from "@/ui/content/json-ld";
import { carBreadcrumbs, formatKm } from "@/domain/vehicle-details";
import { ogImageUrl } from "@/ui/car/images";
import { VehiclePage } from "@/ui/car/VehiclePage";
import { loadCarForPage, loadCarPageFormContext, carSlugFromPath } from "@/web/car-page-data";
import { findPageSite, getPageSite } from "@/web/site-context";
import { pageOrigin, siteShareImage } from "@/web/page-meta";

type Params = { params: Promise<{ slug: string }> };

/** One read per request, shared by the metadata, the page and the vehicle 404. */
const loadCar = (slug: string) => loadCarForPage(carSlugFromPath(`/cars/${slug}`));

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  const ctx = await findPageSite();
  const data = await loadCar(slug);
  if (!ctx || !data) return { title: "Car not found", robots: { index: false, follow: true } };
  const car = carFacts(data.car);
  // The title states the purchase price: a subscription is a monthly fee, not the car's price.
  const price = priceDisplay(car, { subscriptions_enabled: false });
  const sold = !car.available;
  const where = data.location ? ` at ${data.location.name}${data.location.city ? `, ${data.location.city}` : ""}` : ` at ${data.dealership.name}`;
  const facts = [typeof car.km === "number" ? formatKm(car.km) : null, car.simple_transmission, car.simple_body, car.colour].filter(Boolean).join(", ");
  const title = sold ? `${car.name} (sold)` : price.amount !== null ? `${car.name} for ${price.label}` : car.name;
  const description = `${sold ? "Sold: " : ""}${car.condition} ${car.name}${facts ? `, ${facts}` : ""}. ${price.amount !== null && !sold ? `${price.label}${car.price_type ? ` ${car.price_type}` : ""}. ` : ""}Stock #${car.stocknum}${where}.`;
  const origin = await pageOrigin();
  const url = `${origin}/cars/${car.slug}`;
  const image = car.photos[0];
  const ogImage = image ? (image.startsWith("http") ? ogImageUrl(image) : `${origin}${ogImageUrl(image)}`) : undefined;
  // The car's first photo, or the site's share card for a car without one.
  const shareImage = ogImage ? { url: ogImage, width: 1280, height: 853, alt: car.name } : await siteShareImage(ctx.site);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title: car.name, description, url, siteName: ctx.site.name, locale: "en_AU", type: "website", images: [shareImage] },
    twitter: { card: "summary_large_image", title: car.name, description, images: [shareImage.url] },
  };
}

export default async function CarPage({ params }: Params) {
  const { slug } = await params;
  const { db, site } = await getPageSite();
  const data = await loadCar(slug);
  if (!data) notFound();
  const car = carFacts(data.car);
  const now = new Date();
  const [origin, formContext, similar] = await Promise.all([
    pageOrigin(),
    loadCarPageFormContext(db, site),
    car.available ? Promise.resolve([]) : listSimilarStock(db, site, data.car),
  ]);
  const seller = data.location ?? data.dealershipLocations[0] ?? null;
  return (
    <>
      {/* One object per script: the Car (with its Offer and seller) and the breadcrumb trail. */}
      <JsonLd data={carJsonLd(car, { origin, seller, dealershipName: data.dealership.name, subscriptionsEnabled: site.config.subscriptions_enabled })} />
      <JsonLd data={breadcrumbJsonLd(carBreadcrumbs(car, site.config.routes.default_search), origin)} />
      <VehiclePage data={data} car={car} site={site} now={now} origin={origin} formContext={formContext} similar={similar} />
    </>
  );
}
