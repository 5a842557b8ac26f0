import type { Metadata } from "next";
import { loadTradeInPage } from "@/web/trade-in-page";
import { TradeInPage } from "@/ui/trade-in/TradeInPage";
import { sitePageMetadata } from "@/web/page-meta";

export const dynamic = "force-dynamic";
export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({ title: "Value your trade-in", description: `An instant estimate for your trade-in at ${site.name}, then a written offer after a short inspection.`, path: "/trade-in" }));

/** The generic trade-in page (the home banner's "Sell your car" tile and Shopping Tools → Trade In). */
export default async function TradeIn() {
  const d = await loadTradeInPage();
  return (
    <TradeInPage
      form="trade_in"
      title="Value your trade-in"
      lead="An instant estimate in two minutes, then a written offer after a short inspection."
      context={d.context}
      car={null}
      suggestions={d.suggestions}
      pageId="trade-in"
      saveValuationColumn={d.saveValuationColumn}
      noun={d.noun}
    />
  );
}
