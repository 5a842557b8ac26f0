import type { Metadata } from "next";
import { JourneyPage } from "@/ui/checkout/JourneyPage";
import { loadJourneyPage } from "@/web/journey-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Buy online", robots: { index: false, follow: false } };

/** The online purchase journey (src/web/journey-page.ts): signed-in, saved per shopper and car. */
export default async function CheckoutJourney({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <JourneyPage data={await loadJourneyPage(await searchParams)} />;
}
