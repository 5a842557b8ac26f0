import type { Metadata } from "next";
import { loadFinancePage, type SearchParams } from "@/finance/finance-page";
import { FinancePage } from "@/ui/finance/FinancePage";

export const dynamic = "force-dynamic";
// Per car: the canonical finance pages are the general ones.
export const metadata: Metadata = { title: "Finance for this car", robots: { index: false, follow: true } };

/** `/personalised/finance` (vehicle spec §2): the finance link's query parameters pre-fill the form at #finance-form. */
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const d = await loadFinancePage("/personalised/finance", await searchParams, "finance");
  return (
    <FinancePage
      title={d.car ? `Finance for the ${d.car.name}` : "Finance for this car"}
      lead="Repayments worked out for you, on the car you chose."
      formHeading="Get pre-approved for this car"
      flow="pre_approval"
      context={d.context}
      car={d.car}
      defaults={d.defaults}
      pageId="personalised-finance"
      subcategory="Personalised finance"
    />
  );
}
