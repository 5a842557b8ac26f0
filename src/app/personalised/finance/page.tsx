import type { SearchParams } from "@/web/finance-page";
import { FinanceRoute, financeMetadata } from "@/web/pages/finance-routes";

export const dynamic = "force-dynamic";
// Per car: the canonical finance pages are the general ones.
export const generateMetadata = () => financeMetadata("/personalised/finance");

/** `/personalised/finance?car_id=` (vehicle spec §2): finance for one car; an unknown car is a 404. */
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <FinanceRoute path="/personalised/finance" searchParams={searchParams} />;
}
