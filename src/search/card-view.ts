/**
 * What a result card draws from a search hit and the site's configuration (search-and-browsing
 * §2 "Car card", §4, §5 button visibility): its image sources and which buttons and toggles it shows, with their links. Pure and client-safe, so the
 * server render and the browser's re-render of a card never disagree.
 */
import type { SiteConfig } from "../site/config";
import { financeFormHref } from "../domain/finance-calculator";
import { checkoutLinksEnabled, purchaseButtonLabel } from "../domain/vehicle-details";
import { savingModel } from "../domain/saving-model";
import { isFeedPhoto, optimisedPhotoUrl, optimisedSrcSet } from "../platform/feed-photo";

/** Raster widths the demo media route renders (src/demo/image-urls.ts). */
const MEDIA_WIDTHS = [320, 640, 960] as const;

export interface CardImage {
  src: string;
  srcSet?: string;
}

/**
 * Sources sized for a card slot. Our own /media/cars pictures are SVG by default and WebP at a
 * listed width with `w`: the card asks for rasters so a phone does not draw a full scene. A feed's
 * https photo goes through the image optimiser at card widths (src/platform/feed-photo.ts); any
 * other address is used as given.
 */
export function cardImage(url: string | null | undefined): CardImage | null {
  if (!url) return null;
  if (url.startsWith("/media/cars/") && !/[?&]w=/.test(url)) {
    const join = url.includes("?") ? "&" : "?";
    return { src: `${url}${join}w=640`, srcSet: MEDIA_WIDTHS.map((w) => `${url}${join}w=${w} ${w}w`).join(", ") };
  }
  if (isFeedPhoto(url)) return { src: optimisedPhotoUrl(url, 640), srcSet: optimisedSrcSet(url, [384, 640, 828, 1080]) };
  return { src: url };
}

/**
 * Cards offer "Request photos" for cars with fewer photos than this: a car with a full gallery
 * needs no request, and the card has room for few links.
 */
export const REQUEST_PHOTOS_BELOW = 4;

export interface CardHitFields {
  id: number;
  photos_count?: number;
  slug: string;
  car_type: string;
  price: number | null;
  vin: string | null;
  dealership_slug: string;
  card: { available: boolean; can_save: boolean; can_enquire: boolean; can_reserve: boolean };
}

export type CardConfig = Pick<
  SiteConfig,
  "enquire_label" | "card_get_finance" | "card_test_drive" | "purchase_button" | "checkout_enabled" | "favourites_storage" | "watchlist_enabled" | "compare_enabled" | "routes"
>;

export interface CardActions {
  detailsHref: string;
  /** Enquire / Enquire Now / Shop Now, or null for a car that cannot be enquired about. */
  enquireLabel: string | null;
  /** Shown instead of the enquiry buttons on unavailable cars. */
  findSimilar: boolean;
  financeHref: string | null;
  testDrive: boolean;
  requestPhotos: boolean;
  purchase: { label: ReturnType<typeof purchaseButtonLabel>; href: string } | null;
  /** The heart (local favourites): on a site whose saving model is favourites, where the save rule allows. */
  favourite: boolean;
  /** The watchlist's Save toggle: on a site whose saving model is the watchlist (it applies the save rule itself, keeping a saved car's toggle). */
  save: boolean;
  compare: boolean;
}

const fill = (route: string, slug: string, id: number) => route.replace("{slug}", encodeURIComponent(slug)).replace("{id}", String(id));

export function cardActions(hit: CardHitFields, config: CardConfig): CardActions {
  const { card } = hit;
  // Both Reserve Now and Buy Online go to the site's checkout route (/cars/{slug}/buy-online on some sites).
  const purchaseRoute = config.routes.checkout;
  const saving = savingModel(config);
  return {
    detailsHref: `/cars/${encodeURIComponent(hit.slug)}`,
    enquireLabel: card.can_enquire ? config.enquire_label : null,
    findSimilar: !card.can_enquire,
    financeHref:
      config.card_get_finance && card.available
        ? financeFormHref(config.routes.finance, {
            preferredDealership: hit.dealership_slug,
            vehiclePriceBudget: hit.price !== null && hit.price > 0 ? hit.price : null,
            car_id: hit.id,
            car_type: hit.car_type,
            vin: hit.vin,
          })
        : null,
    testDrive: config.card_test_drive && card.can_enquire,
    requestPhotos: card.can_enquire && (hit.photos_count ?? 0) < REQUEST_PHOTOS_BELOW,
    purchase:
      // No link into checkout until the site's checkout exists (checkoutLinksEnabled: it would 404).
      checkoutLinksEnabled(config) && card.can_reserve && config.purchase_button !== "none"
        ? { label: purchaseButtonLabel(config.purchase_button), href: fill(purchaseRoute, hit.slug, hit.id) }
        : null,
    favourite: card.can_save && saving === "favourites",
    save: saving === "watchlist",
    compare: card.can_save && config.compare_enabled,
  };
}
