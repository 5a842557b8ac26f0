import type { SearchParams } from "@/finance/finance-page";
import { FinanceRoute, financeMetadata } from "@/ui/finance/finance-routes";

export const dynamic = "force-dynamic";
export const generateMetadata = () => financeMetadata("/finance");

/** `/finance` (vehicle spec §2): one of the finance pages of src/ui/finance/finance-routes.tsx. */
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <FinanceRoute path="/finance" searchParams={searchParams} />;
}
