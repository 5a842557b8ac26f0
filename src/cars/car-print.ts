/**
 * One car as its printed window card and its PDF show it (`/print?car_id={slug}`,
 * `/cars/{slug}/pdf`). Both are built from this one plain object so the paper and the PDF never
 * disagree, and every figure comes from the same src/domain rules the vehicle page uses (price
 * order, finance estimate with its comparison rate, detail rows, sanitised dealer comments,
 * opening hours, phone format). The car is looked up inside the requesting site only
 * (`findCarForPage`): another site's car is simply not found.
 */
import "server-only";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { carPhone } from "../domain/car-phone";
import { dateTimeFormat } from "../domain/date-format";
import { DEALER_COMMENTS_PENDING } from "../domain/dealer-comments";
import { dealerHtmlToText } from "../domain/dealer-html";
import { financeEstimate } from "../domain/finance-estimate";
import { formatAddress } from "../domain/address";
import { formatClock, localDate, timeZoneForState, upcomingSpecialHours, weeklyHoursRows, type HoursRow } from "../domain/opening-hours";
import { formatPhone } from "../domain/phone";
import { formatPrice, priceDisplay } from "../domain/price";
import { detailRows, keySpecRows, vehicleNoun, type DetailRow } from "../domain/vehicle-details";
import { carFacts } from "./car-facts";
import { findCarForPage, type CarRow } from "./car-page";

/** How many features the sheet lists (a window card, not the full brochure). */
export const PRINT_FEATURES = 16;
/** The main photo and this many more as thumbnails. */
export const PRINT_THUMBNAILS = 4;

export interface CarPrintSheet {
  carId: number;
  slug: string;
  name: string;
  /** "Used · Sedan · Automatic · Silver". */
  subtitle: string;
  /** "Car", "Caravan"… */
  noun: string;
  sold: boolean;
  stocknum: string;
  vin: string | null;
  regplate: string | null;
  price: {
    kind: "subscription" | "reduced" | "price" | "preorder" | "enquire";
    /** "$34,990", "PREORDER" or "Enquire for price.". */
    label: string;
    /** The struck-through price of a reduced car. */
    wasLabel: string | null;
    /** "Save $2,000". */
    saveLabel: string | null;
    /** "Drive Away", "Excl. Government Charges"… */
    priceType: string | null;
  };
  /** Shown only where the vehicle page shows it, always with its comparison rate. */
  finance: { repaymentLabel: string; suffix: string; interestRateLabel: string; comparisonRateLabel: string; basis: string; disclaimer: string } | null;
  keySpecs: { label: string; value: string }[];
  /** The vehicle page's detail rows, less those the card shows above them (condition, key specs, ids). */
  details: DetailRow[];
  features: string[];
  /** Further features not listed ("+ 12 more"). */
  moreFeatures: number;
  /** Dealer comments as plain text (feed HTML reduced), or the pending sentence. */
  comments: string;
  /** Photo URLs as stored (site-relative for the demo's /media/cars/…): main first. */
  photos: string[];
  dealer: {
    siteName: string;
    dealershipName: string;
    logoUrl: string | null;
    logoText: string;
    colour: string;
    colourContrast: string;
  };
  location: {
    name: string;
    address: string;
    phone: string | null;
    licence: string | null;
    hours: HoursRow[];
    /** Holiday hours from today on (at most 3). */
    specialHours: { date: string; dateLabel: string; name: string; text: string }[];
  } | null;
  /** The dealership's phone when the car has no location with one. */
  phone: string | null;
  /** The vehicle page's absolute URL. */
  url: string;
  /** "22 November 2026", in the location's time zone. */
  printedOn: string;
}

/** The print sheet of the car with this slug on this site, or null (unknown slug or another site's car). */
export async function loadCarPrintSheet(db: Database, site: Site, slug: string, opts: { now: Date; origin: string }): Promise<CarPrintSheet | null> {
  const data = await findCarForPage(db, site, slug);
  if (!data) return null;
  return buildCarPrintSheet(data.car, { ...data, site, ...opts });
}

function buildCarPrintSheet(
  row: CarRow,
  ctx: Omit<NonNullable<Awaited<ReturnType<typeof findCarForPage>>>, "car"> & { site: Site; now: Date; origin: string },
): CarPrintSheet {
  const { site, dealership, location, dealershipLocations, now } = ctx;
  const config = site.config;
  const car = carFacts(row);
  const pageLocation = location ?? dealershipLocations[0] ?? null;
  const timeZone = timeZoneForState(pageLocation?.state);
  const today = localDate(now, timeZone);
  const price = priceDisplay(car, config);
  const estimate = financeEstimate(car, { config, dealershipOptedOut: dealership.financeEstimateOptedOut, currentYear: Number(today.ymd.slice(0, 4)) });
  const keySpecs = keySpecRows(car);
  const details = detailRows(car, today.ymd, config);
  // The card shows the condition, key specs and ids up top: the detail list leaves those rows out.
  const shownAbove = new Set(["Condition", "Stock number", "VIN", "Registration", ...keySpecs.filter((k) => k.label !== "Body" && k.label !== "Transmission").map((k) => k.label)]);
  const comments = dealerHtmlToText(car.dealercomments);
  const phone = carPhone(car, location, dealershipLocations, config.phone_by_car_type);
  const formattedPhone = phone ? formatPhone(phone) : null;
  return {
    carId: car.id,
    slug: car.slug,
    name: car.name,
    subtitle: [car.condition, car.series, car.simple_body ?? car.body, car.simple_transmission ?? car.trans, car.colour].filter(Boolean).join(" · "),
    noun: vehicleNoun(car.item_type),
    sold: !car.available,
    stocknum: car.stocknum,
    vin: car.vin,
    regplate: car.regplate,
    price: {
      kind: price.kind,
      label: price.label,
      wasLabel: price.kind === "reduced" ? price.wasLabel : null,
      saveLabel: price.kind === "reduced" ? `Save ${formatPrice(price.wasAmount - price.amount)}` : null,
      priceType: price.priceType,
    },
    finance:
      estimate.visible && car.available
        ? {
            repaymentLabel: estimate.estimate.repaymentLabel,
            suffix: estimate.estimate.suffix,
            interestRateLabel: estimate.estimate.interestRateLabel,
            comparisonRateLabel: estimate.estimate.comparisonRateLabel,
            basis: estimate.estimate.basis,
            disclaimer: estimate.estimate.disclaimer,
          }
        : null,
    keySpecs,
    details: details.filter((r) => !shownAbove.has(r.label)),
    features: car.equipment.slice(0, PRINT_FEATURES),
    moreFeatures: Math.max(0, car.equipment.length - PRINT_FEATURES),
    comments: comments || DEALER_COMMENTS_PENDING,
    photos: car.photos.slice(0, 1 + PRINT_THUMBNAILS),
    dealer: {
      siteName: site.name,
      dealershipName: dealership.name,
      logoUrl: site.theme.logo_url,
      logoText: site.theme.logo_text || site.name,
      colour: site.theme.colors.primary,
      colourContrast: site.theme.colors.primary_contrast,
    },
    location: pageLocation
      ? {
          name: pageLocation.name,
          address: formatAddress(pageLocation),
          phone: formattedPhone,
          licence: pageLocation.dealerLicenseNumber,
          hours: weeklyHoursRows(pageLocation.openingHours),
          specialHours: upcomingSpecialHours(pageLocation.specialHours, today.ymd, 3).map((s) => ({
            date: s.date,
            dateLabel: dateTimeFormat("en-AU", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(new Date(`${s.date}T00:00:00Z`)),
            name: s.name?.trim() || "Special hours",
            text: s.status === "Closed" ? "Closed" : s.start_hour && s.end_hour ? `${formatClock(s.start_hour)} – ${formatClock(s.end_hour)}` : "Open",
          })),
        }
      : null,
    phone: formattedPhone,
    url: `${ctx.origin}/cars/${car.slug}`,
    printedOn: dateTimeFormat("en-AU", { timeZone, day: "numeric", month: "long", year: "numeric" }).format(now),
  };
}
