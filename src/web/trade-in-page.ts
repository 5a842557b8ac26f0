/** What a trade-in page renders from: the form context, the car traded against, suggestions and the stock noun. */
import "server-only";
import { notFound } from "next/navigation";
import { stockNouns } from "../domain/stock-noun";
import { loadFormPageData } from "../leads/form-context";
import { countListedCars } from "../site/stats";
import { getPageSite } from "./site-context";
import { listTradeInSuggestions } from "../valuation/suggestions";

export async function loadTradeInPage(carId?: string) {
  const { db, site } = await getPageSite();
  if (!site.config.trade_in_enabled) notFound();
  const [{ context, car }, suggestions, counts] = await Promise.all([loadFormPageData(db, site, { carId }), listTradeInSuggestions(db, site), countListedCars(db, site, new Date())]);
  return { site, context, car, suggestions, noun: stockNouns(counts.byItemType).one, saveValuationColumn: site.config.valuation_column_save };
}
