import type { Metadata } from "next";
import { loadFormPageData } from "@/leads/form-context";
import { sitePageMetadata } from "@/web/page-meta";
import { requireOptionalPage } from "@/web/optional-page";
import { getSitePage } from "@/web/site-page";
import { PageHeader } from "@/ui/content/PageHeader";
import { LeadForm } from "@/ui/forms/LeadForm";
import { VideoCarousel } from "@/ui/videos/VideoCarousel";
import formStyles from "@/ui/forms/forms.module.css";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => {
    requireOptionalPage(site.config, "virtual_showroom");
    return {
      title: "Virtual showroom",
      description: `Walk around our cars from home: videos from ${site.name}, and a live video tour with our team whenever you like.`,
      path: "/pages/virtual-showroom",
    };
  });

/** The request a live tour starts from: a vehicle enquiry the sales team answers by video call. */
const VIDEO_TOUR_MESSAGE = "I'd like a live video tour. The car I'm interested in: ";

/**
 * /pages/virtual-showroom: the dealer's walkaround videos (the site's video feed) and a request
 * for a live video tour, which reaches the dealer as a vehicle enquiry.
 */
export default async function VirtualShowroom() {
  const { db, site, now } = await getSitePage();
  requireOptionalPage(site.config, "virtual_showroom");
  const { context } = await loadFormPageData(db, site);
  return (
    <>
      <PageHeader
        title="Virtual showroom"
        eyebrow="Shop from home"
        lead="Watch our walkarounds, then take a live video tour of any car with one of our team: the paint, the boot, the engine bay and the questions you would ask in person."
      />
      <VideoCarousel site={site} now={now} heading="Walkaround videos" />
      <section className="section section-alt" aria-labelledby="tour-title">
        <div className={`container ${formStyles.page}`}>
          <h2 id="tour-title">Book a live video tour</h2>
          <p>Tell us which car and when suits you. We call you on video (WhatsApp, FaceTime or Teams) and show you around it, usually the same day.</p>
          <LeadForm form="contact" context={context} defaults={{ category: "Vehicle Enquiry", message: VIDEO_TOUR_MESSAGE }} pageId="virtual-showroom" heading={null} />
        </div>
      </section>
    </>
  );
}
