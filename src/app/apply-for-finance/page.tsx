import type { Metadata } from "next";
import { loadFinancePage, type SearchParams } from "@/finance/finance-page";
import { FinancePage } from "@/ui/finance/FinancePage";
import { sitePageMetadata } from "@/web/page-meta";

export const dynamic = "force-dynamic";
export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({ title: "Apply for finance", description: `Apply online and a finance specialist will take it from here with our lenders. ${site.name}.`, path: "/apply-for-finance" }));

/** `/apply-for-finance` (vehicle spec §2): the finance link's query parameters pre-fill the form at #finance-form. */
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const d = await loadFinancePage("/apply-for-finance", await searchParams, "application");
  return (
    <FinancePage
      title="Apply for finance"
      lead="Apply online and a finance specialist will take it from here with our lenders."
      formHeading="Your finance application"
      flow="pre_approval"
      context={d.context}
      car={d.car}
      defaults={d.defaults}
      pageId="apply-for-finance"
      subcategory="Finance application"
    />
  );
}
