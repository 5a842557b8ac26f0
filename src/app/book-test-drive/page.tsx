import type { Metadata } from "next";
import { sitePageMetadata } from "@/web/page-meta";
import { loadFormPageData, firstParam } from "@/leads/form-context";
import { isAvailable } from "@/domain/availability";
import { PageHeader } from "@/ui/content/PageHeader";
import { LeadForm } from "@/ui/forms/LeadForm";
import { getSitePage } from "@/web/site-page";
import styles from "@/ui/forms/forms.module.css";

export const dynamic = "force-dynamic";
export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({
    title: "Book a test drive",
    description: `Book a test drive at ${site.name}: choose what to drive, a location and a time, and we will have it ready for you.`,
    // With ?car_id= it is the same page for one car: the canonical stays the page itself.
    path: "/book-test-drive",
  }));

export default async function BookTestDrive({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { db, site, chrome } = await getSitePage();
  const params = await searchParams;
  const { context, car } = await loadFormPageData(db, site, { carId: firstParam(params.car_id) });
  return (
    <>
      <PageHeader title="Book a test drive" lead={car && isAvailable(car) ? `Take the ${car.name} for a drive.` : `Choose a time that suits you and we will have the ${chrome.nouns.one} ready.`} />
      <div className={`container ${styles.page}`}>
        <LeadForm form="test_drive" context={context} car={car} pageId="book-test-drive" heading={null} />
      </div>
    </>
  );
}
