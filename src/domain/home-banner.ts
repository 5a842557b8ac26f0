/**
 * The homepage call-to-action banner: exactly three items, per the search spec's section 2.
 * Latest offers go to the site's special offers route; service goes to the manufacturer's dealer service booking
 * page on a manufacturer-branded site (config.manufacturer_service_booking_url), otherwise to the
 * site's service route; sell your car goes to the trade-in route, with its subtitle unless the
 * site switched it off.
 */
import type { SiteConfig } from "../site/config";

export interface BannerItem {
  id: "offers" | "service" | "sell";
  title: string;
  subtitle: string | null;
  href: string;
  /** Leaves the dealer's site (the manufacturer's booking page). */
  external: boolean;
}

/** The banner's items; a site without the trade-in flow (`trade_in_enabled` off) has no "Sell your car" tile to a 404. */
export function homeBannerItems(config: Pick<SiteConfig, "routes" | "manufacturer_service_booking_url" | "sell_my_car_subtitle" | "trade_in_enabled">, stockNoun = "car"): BannerItem[] {
  const manufacturerBooking = config.manufacturer_service_booking_url;
  return [
    { id: "offers", title: "Latest offers", subtitle: null, href: config.routes.special_offers, external: false },
    {
      id: "service",
      title: "Book your service online",
      subtitle: "Save time & book online",
      href: manufacturerBooking ?? config.routes.service,
      external: Boolean(manufacturerBooking),
    },
    ...(config.trade_in_enabled
      ? [
          {
            id: "sell" as const,
            title: `Sell your ${stockNoun}`,
            subtitle: config.sell_my_car_subtitle ? "Get an instant offer in 2 minutes" : null,
            href: config.routes.trade_in,
            external: false,
          },
        ]
      : []),
  ];
}
