import type { Metadata } from "next";
import { loadFormPageData, firstParam } from "@/leads/form-context";
import { PageHeader } from "@/ui/content/PageHeader";
import { LeadForm } from "@/ui/forms/LeadForm";
import { getPageSite } from "@/web/site-context";
import styles from "@/ui/forms/forms.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Car finance" };

/**
 * The default finance page. Links carry preferredDealership, vehiclePriceBudget, car_id, car_type
 * and vin (spec section 2) and end with #finance-form.
 */
export default async function Finance({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { db, site } = await getPageSite();
  const params = await searchParams;
  const { context, car } = await loadFormPageData(db, site, { carId: firstParam(params.car_id) });
  const defaults: Record<string, string> = {};
  const dealer = firstParam(params.preferredDealership);
  if (dealer && context.dealerships.some((d) => d.value === dealer)) defaults.dealership_slug = dealer;
  const budget = firstParam(params.vehiclePriceBudget);
  if (budget && /^\d{1,9}(\.\d+)?$/.test(budget)) defaults.vehiclePriceBudget = String(Math.round(Number(budget)));
  return (
    <>
      <PageHeader title="Car finance" lead="Tell us what you are looking for and a finance specialist will call you with options that suit your budget." />
      <div className={`container ${styles.page}`}>
        <section id="finance-form" aria-labelledby="finance-form-heading">
          <h2 id="finance-form-heading">Get pre-approved</h2>
          <LeadForm form="finance" context={context} car={car} defaults={defaults} pageId="finance" heading={null} />
        </section>
      </div>
    </>
  );
}
