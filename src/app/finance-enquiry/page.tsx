import type { Metadata } from "next";
import { loadFinancePage, type SearchParams } from "@/finance/finance-page";
import { FinancePage } from "@/ui/finance/FinancePage";
import { sitePageMetadata } from "@/web/page-meta";

export const dynamic = "force-dynamic";
export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({ title: "Finance enquiry", description: `A question about finance? Ask us and a specialist will get back to you. ${site.name}.`, path: "/finance-enquiry" }));

/** `/finance-enquiry` (vehicle spec §2): the finance link's query parameters pre-fill the form at #finance-form. */
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const d = await loadFinancePage("/finance-enquiry", await searchParams, "finance");
  return (
    <FinancePage
      title="Finance enquiry"
      lead="A question about finance? Ask us and a specialist will get back to you."
      formHeading="Ask about finance"
      flow="enquiry"
      context={d.context}
      car={d.car}
      defaults={d.defaults}
      pageId="finance-enquiry"
      subcategory="Finance enquiry"
    />
  );
}
