import type { SearchParams } from "@/web/finance-page";
import { FinanceRoute, financeMetadata } from "@/web/pages/finance-routes";

export const dynamic = "force-dynamic";
export const generateMetadata = () => financeMetadata("/finance-enquiry");

/** `/finance-enquiry` (vehicle spec §2): one of the finance pages of src/web/pages/finance-routes.tsx. */
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <FinanceRoute path="/finance-enquiry" searchParams={searchParams} />;
}
