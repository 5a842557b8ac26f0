import type { Metadata } from "next";
import { sitePageMetadata, pageOrigin } from "@/web/page-meta";
import { getSitePage } from "@/web/site-page";
import { ContactView } from "@/ui/content/ContactView";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({
    title: "Our locations",
    description: `Find ${site.name}: addresses, opening hours, phone numbers and directions for every location.`,
    path: "/our-locations",
  }));

export default async function OurLocations() {
  const page = await getSitePage();
  const n = page.chrome.locations.length;
  return <ContactView page={page} origin={await pageOrigin()} title={n > 1 ? `Our ${n} locations` : "Our location"} />;
}
