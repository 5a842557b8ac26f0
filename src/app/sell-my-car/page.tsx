import type { Metadata } from "next";
import { loadTradeInPage } from "@/web/trade-in-page";
import { TradeInPage } from "@/ui/trade-in/TradeInPage";
import { sitePageMetadata } from "@/web/page-meta";

export const dynamic = "force-dynamic";
export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({ title: "Sell your car", description: `Sell your car to ${site.name}: an instant estimate online, a written offer after a short inspection, paid on the day.`, path: "/sell-my-car" }));

/** Selling outright, without buying (not gated: any visitor). The lead is a valuation request. */
export default async function SellMyCar() {
  const d = await loadTradeInPage();
  return (
    <TradeInPage
      form="valuation"
      title={`Sell your ${d.noun}`}
      lead="No need to buy from us: get an instant estimate, then a written offer after a short inspection, paid on the day."
      context={d.context}
      car={null}
      suggestions={d.suggestions}
      pageId="sell-my-car"
      saveValuationColumn={d.saveValuationColumn}
      noun={d.noun}
    />
  );
}
