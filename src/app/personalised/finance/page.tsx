import type { Metadata } from "next";
import type { SearchParams } from "@/web/finance-page";
import { FinanceRoute } from "@/web/pages/finance-routes";

export const dynamic = "force-dynamic";
// Per car: the canonical finance pages are the general ones.
export const metadata: Metadata = { title: "Finance for this car", robots: { index: false, follow: true } };

/** `/personalised/finance?car_id=` (vehicle spec §2): finance for one car; an unknown car is a 404. */
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <FinanceRoute path="/personalised/finance" searchParams={searchParams} />;
}
