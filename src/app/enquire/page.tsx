import type { Metadata } from "next";
import { loadFormPageData, firstParam } from "@/leads/form-context";
import { ENQUIRY_CATEGORIES } from "@/leads/schemas";
import { isAvailable } from "@/domain/availability";
import { PageHeader } from "@/ui/content/PageHeader";
import { LeadForm } from "@/ui/forms/LeadForm";
import { LeadFormButton } from "@/ui/forms/FormModal";
import { getPageSite } from "@/web/site-context";
import styles from "@/ui/forms/forms.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Enquire", robots: { index: false } };

/**
 * Enquiry forms on a page of their own: about a car (?car_id=), with the test-drive and
 * photo-request forms a click away in modals, or a general enquiry. ?form=request_photos opens
 * on the photo request; ?category= preselects the category; ?find= (a search with no results)
 * starts the general enquiry's message with what the shopper searched for.
 */
export default async function Enquire({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { db, site } = await getPageSite();
  const params = await searchParams;
  const { context, car } = await loadFormPageData(db, site, { carId: firstParam(params.car_id) });
  const category = firstParam(params.category);
  // ?find=: from a search with no results, what the shopper searched for, so the team can look for it.
  const find = firstParam(params.find)?.replace(/\s+/g, " ").trim().slice(0, 300) || null;
  const defaults: Record<string, string> | undefined =
    category && (ENQUIRY_CATEGORIES as readonly string[]).includes(category) ? { category } : !car && find ? { category: "Vehicle Enquiry", message: `Please find me: ${find}.` } : undefined;
  const form = car ? (firstParam(params.form) === "request_photos" ? "request_photos" : "enquiry") : "contact";
  return (
    <>
      <PageHeader
        title={car ? `Enquire about the ${car.name}` : find ? "Find me one" : "Make an enquiry"}
        lead={find ? "Tell us what you're after: we'll search our stock, trade-ins and cars arriving soon, and call you back." : "We usually reply within one business hour."}
      />
      <div className={`container ${styles.page} ${styles.pageGrid}`}>
        <LeadForm form={form} context={context} car={car} defaults={defaults} pageId="enquire" heading={null} />
        {/* A test drive or more photos of a car that has sold are not on offer: the enquiry alone is. */}
        {car && isAvailable(car) ? (
          <aside aria-label="More ways to act on this car">
            <div className={styles.buttons}>
              <LeadFormButton label="Book a Test Drive" form="test_drive" context={context} car={car} pageId="enquire" className="btn btn-outline" testId="open-test-drive" />
              <LeadFormButton label="Request photos" form="request_photos" context={context} car={car} pageId="enquire" className="btn btn-outline" testId="open-request-photos" />
            </div>
          </aside>
        ) : null}
      </div>
    </>
  );
}
