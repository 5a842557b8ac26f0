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
import { isAvailable } from "@/domain/availability";
import { priceDisplay } from "@/domain/price";
import { formatKm } from "@/domain/vehicle-details";
import { JsonLd } from "@/ui/content/JsonLd";
import { carJsonLd } from "@/ui/car/car-json-ld";
import { ogImageUrl } from "@/ui/car/images";
import { VehiclePage } from "@/ui/car/VehiclePage";
import { loadCarForPage, loadCarPageFormContext, carSlugFromPath } from "@/web/car-page-data";
import { findPageSite, getPageSite } from "@/web/site-context";
import { pageOrigin } from "@/web/page-meta";

type Params = { params: Promise<{ slug: string }> };

/** One read per request, shared by the metadata, the page and the vehicle 404. */
const loadCar = (slug: string) => loadCarForPage(carSlugFromPath(`/cars/${slug}`));

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  const ctx = await findPageSite();
  const data = await loadCar(slug);
  if (!ctx || !data) return { title: "Car not found", robots: { index: false, follow: true } };
  const { car } = data;
  const price = priceDisplay({ price: car.price, before_price: car.beforePrice, offer_price: car.offerPrice, subscription_price: null, preorder: car.preorder }, { subscriptions_enabled: false });
  const sold = !isAvailable(car);
  const where = data.location ? ` at ${data.location.name}${data.location.city ? `, ${data.location.city}` : ""}` : ` at ${data.dealership.name}`;
  const facts = [typeof car.km === "number" ? formatKm(car.km) : null, car.simpleTransmission, car.simpleBody, car.colour].filter(Boolean).join(", ");
  const title = sold ? `${car.name} (sold)` : price.amount !== null ? `${car.name} for ${price.label}` : car.name;
  const description = `${sold ? "Sold: " : ""}${car.carType === "new" ? "New" : car.carType === "demo" ? "Demo" : "Used"} ${car.name}${facts ? `, ${facts}` : ""}. ${price.amount !== null && !sold ? `${price.label}${car.priceType ? ` ${car.priceType}` : ""}. ` : ""}Stock #${car.stocknum}${where}.`;
  const origin = await pageOrigin();
  const url = `${origin}/cars/${car.slug}`;
  const image = car.images[0] ?? car.primaryImageUrl;
  const ogImage = image ? (image.startsWith("http") ? ogImageUrl(image) : `${origin}${ogImageUrl(image)}`) : undefined;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title: car.name, description, url, siteName: ctx.site.name, locale: "en_AU", type: "website", images: ogImage ? [{ url: ogImage, width: 1280, height: 853, alt: car.name }] : undefined },
    twitter: { card: "summary_large_image", title: car.name, description, images: ogImage ? [ogImage] : undefined },
  };
}

export default async function CarPage({ params }: Params) {
  const { slug } = await params;
  const { db, site } = await getPageSite();
  const data = await loadCar(slug);
  if (!data) notFound();
  const { car } = data;
  const now = new Date();
  const available = isAvailable(car);
  const [origin, formContext, similar] = await Promise.all([
    pageOrigin(),
    loadCarPageFormContext(db, site),
    available ? Promise.resolve([]) : listSimilarStock(db, site, car),
  ]);
  const seller = data.location ?? data.dealershipLocations[0] ?? null;
  return (
    <>
      <JsonLd
        data={carJsonLd(
          {
            name: car.name,
            slug: car.slug,
            make: car.make,
            model: car.model,
            badge: car.badge,
            year: car.year,
            km: car.km,
            vin: car.vin,
            stocknum: car.stocknum,
            carType: car.carType,
            status: car.status,
            colour: car.colour,
            body: car.body ?? car.simpleBody,
            transmission: car.simpleTransmission ?? car.trans,
            fuel: car.simpleFuel ?? car.fuel,
            drive: car.drive,
            doors: car.doors,
            seats: car.seats,
            images: car.images,
            description: `${car.name}, stock #${car.stocknum}`,
            price: car.price,
            beforePrice: car.beforePrice,
            offerPrice: car.offerPrice,
            subscriptionPrice: car.subscriptionPrice,
            preorder: car.preorder,
          },
          { origin, seller, dealershipName: data.dealership.name, subscriptionsEnabled: site.config.subscriptions_enabled },
        )}
      />
      <VehiclePage data={data} site={site} now={now} origin={origin} formContext={formContext} similar={similar} />
    </>
  );
}
