import type { Metadata } from "next";
import { loadFinancePage, type SearchParams } from "@/finance/finance-page";
import { FinancePage } from "@/ui/finance/FinancePage";
import { sitePageMetadata } from "@/web/page-meta";

export const dynamic = "force-dynamic";
export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({ title: "Car finance", description: `Tell us what you are looking for and a finance specialist will call you with options that suit your budget. ${site.name}.`, path: "/finance" }));

/** `/finance` (vehicle spec §2): the finance link's query parameters pre-fill the form at #finance-form. */
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const d = await loadFinancePage("/finance", await searchParams, "finance");
  return (
    <FinancePage
      title="Car finance"
      lead="Tell us what you are looking for and a finance specialist will call you with options that suit your budget."
      formHeading="Get pre-approved"
      flow="default"
      context={d.context}
      car={d.car}
      defaults={d.defaults}
      pageId="finance"
      subcategory="Finance enquiry"
    />
  );
}
