import type { Metadata } from "next";
import { sitePageMetadata, pageOrigin } from "@/web/page-meta";
import { getSitePage } from "@/web/site-page";
import { ContactView } from "@/ui/content/ContactView";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({
    title: "Contact us",
    description: `Contact ${site.name}: phone numbers, addresses, opening hours and directions for each of our locations.`,
    // /contact and /contact-us show the same page; the site's contact route is the canonical one.
    path: site.config.routes.contact === "/contact-us" ? "/contact-us" : "/contact",
  }));

export default async function Contact() {
  return <ContactView page={await getSitePage()} origin={await pageOrigin()} title="Contact us" />;
}
