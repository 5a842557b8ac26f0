import type { Metadata } from "next";
import { loadFinancePage, type SearchParams } from "@/finance/finance-page";
import { FinancePage } from "@/ui/finance/FinancePage";
import { sitePageMetadata } from "@/web/page-meta";

export const dynamic = "force-dynamic";
export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({ title: "Finance pre-approval", description: `Know your budget before you choose: three short steps, no credit check. ${site.name}.`, path: "/finance-pre-approval" }));

/** `/finance-pre-approval` (vehicle spec §2): the finance link's query parameters pre-fill the form at #finance-form. */
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const d = await loadFinancePage("/finance-pre-approval", await searchParams, "finance");
  return (
    <FinancePage
      title="Finance pre-approval"
      lead="Know your budget before you choose: three short steps, no credit check."
      formHeading="Get pre-approved in three steps"
      flow="pre_approval"
      context={d.context}
      car={d.car}
      defaults={d.defaults}
      pageId="finance-pre-approval"
      subcategory="Pre-approval"
    />
  );
}
