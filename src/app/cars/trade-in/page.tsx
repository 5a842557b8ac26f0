import type { Metadata } from "next";
import { firstParam } from "@/leads/form-context";
import { loadTradeInPage } from "@/web/trade-in-page";
import { TradeInPage } from "@/ui/trade-in/TradeInPage";

export const dynamic = "force-dynamic";
// Per car and per shopper: /trade-in is the page search engines should know.
export const metadata: Metadata = { title: "Trade in your car", robots: { index: false, follow: true } };

/** `/cars/trade-in?car_id={id}`: a trade-in against one of the site's cars (the vehicle page's trade-in button). */
export default async function CarTradeIn({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const carId = firstParam((await searchParams).car_id);
  const d = await loadTradeInPage(carId);
  return (
    <TradeInPage
      form="trade_in"
      title={d.car ? `Trade in towards the ${d.car.name}` : "Value your trade-in"}
      lead="Tell us about the car you have now: an instant estimate, then a written offer after a short inspection."
      crumbs={d.car ? [{ label: d.car.name, href: `/cars/${d.car.slug}` }] : []}
      context={d.context}
      car={d.car}
      suggestions={d.suggestions}
      pageId="cars-trade-in"
      saveValuationColumn={d.saveValuationColumn}
      noun={d.noun}
      notice={carId && !d.car ? "That car is no longer listed, so this valuation is not tied to a car. Your trade-in can still go towards any car in our stock." : null}
    />
  );
}
