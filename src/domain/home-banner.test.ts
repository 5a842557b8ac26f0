import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "../site/config";
import { homeBannerItems } from "./home-banner";

describe("homeBannerItems", () => {
  it("has the spec's three items with their subtitles and routes", () => {
    expect(homeBannerItems(resolveSiteConfig("default", {}))).toEqual([
      { id: "offers", title: "Latest offers", subtitle: null, href: "/special-offers", external: false },
      { id: "service", title: "Book your service online", subtitle: "Save time & book online", href: "/service", external: false },
      { id: "sell", title: "Sell your car", subtitle: "Get an instant offer in 2 minutes", href: "/trade-in", external: false },
    ]);
  });

  it("sends service to the manufacturer's booking page on a manufacturer-branded site", () => {
    const config = resolveSiteConfig("franchise", { manufacturer_service_booking_url: "https://www.toyota.com.au/service-booking" });
    const service = homeBannerItems(config).find((i) => i.id === "service");
    expect(service).toMatchObject({ href: "https://www.toyota.com.au/service-booking", external: true, subtitle: "Save time & book online" });
  });

  it("follows a service route override when there is no manufacturer page", () => {
    const config = resolveSiteConfig("default", { routes: { service: "/book-a-service" } });
    expect(homeBannerItems(config)[1]!.href).toBe("/book-a-service");
  });

  it("drops only the sell-your-car subtitle on sites that turn it off", () => {
    const items = homeBannerItems(resolveSiteConfig("default", { sell_my_car_subtitle: false }));
    expect(items[2]).toMatchObject({ title: "Sell your car", subtitle: null, href: "/trade-in" });
    expect(items[1]!.subtitle).toBe("Save time & book online");
  });
});

describe("home banner without the trade-in flow", () => {
  it("names the site's stock", () => {
    expect(homeBannerItems(resolveSiteConfig("default", {}), "caravan")[2]).toMatchObject({ title: "Sell your caravan" });
    expect(homeBannerItems(resolveSiteConfig("default", {}), "vehicle")[2]).toMatchObject({ title: "Sell your vehicle" });
  });

  it("leaves out the Sell your car tile so it never links to a 404", () => {
    expect(homeBannerItems(resolveSiteConfig("default", {})).map((i) => i.id)).toEqual(["offers", "service", "sell"]);
    expect(homeBannerItems(resolveSiteConfig("default", { trade_in_enabled: false })).map((i) => i.id)).toEqual(["offers", "service"]);
  });
});
