import type { Metadata } from "next";
import { isAvailable } from "@/domain/availability";
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
  // A trade-in goes towards a car the shopper can still buy: one sold since the link was made is named, not tied.
  const car = d.car && isAvailable(d.car) ? d.car : null;
  const gone = !carId || car ? null : d.car ? `The ${d.car.name} has been sold` : `That ${d.noun} is no longer listed`;
  const notice = gone ? `${gone}, so this valuation is not tied to it. Your trade-in can still go towards any ${d.noun} in our stock.` : null;
  return (
    <TradeInPage
      form="trade_in"
      title={car ? `Trade in towards the ${car.name}` : "Value your trade-in"}
      lead="Tell us about the car you have now: an instant estimate, then a written offer after a short inspection."
      crumbs={car ? [{ label: car.name, href: `/cars/${car.slug}` }] : []}
      context={d.context}
      car={car}
      suggestions={d.suggestions}
      pageId="cars-trade-in"
      saveValuationColumn={d.saveValuationColumn}
      noun={d.noun}
      notice={notice}
    />
  );
}
