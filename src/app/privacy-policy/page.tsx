import type { Metadata } from "next";
import { sitePageMetadata } from "@/web/page-meta";
import { getContentPage } from "@/web/site-page";
import { OwnContentPage } from "@/ui/content/OwnContentPage";
import { ContentPage } from "@/ui/content/ContentPage";
import { joinList } from "@/ui/content/copy";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({
    title: "Privacy policy",
    description: `How ${site.name} collects, uses and protects your personal information.`,
    path: "/privacy-policy",
  }));

export default async function PrivacyPolicy() {
  const { site, chrome, now, own } = await getContentPage("/privacy-policy");
  if (own) return <OwnContentPage site={site} chrome={chrome} now={now} page={own} />;
  const email = chrome.locations.find((l) => l.email)?.email;
  return (
    <ContentPage site={site} chrome={chrome} now={now} title="Privacy policy" lead="How we collect, use, store and share your personal information.">
      <p>
        This policy applies to {joinList(site.dealerships.map((d) => d.name)) || site.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;). We are bound by the Privacy Act 1988 (Cth) and the
        Australian Privacy Principles.
      </p>
      <h2>What we collect</h2>
      <p>
        When you enquire, book a test drive or service, apply for finance, value a trade-in or reserve a vehicle, we collect the details you give us, such as your name, phone number, email
        address, postcode and information about your vehicle. When you sign in with your phone number we keep your saved vehicles. Our website also records how pages are used, without
        identifying you.
      </p>
      <h2>How we use it</h2>
      <ul>
        <li>To answer your enquiry and provide the products and services you ask for.</li>
        <li>To arrange finance and insurance quotes through our partners, with your consent.</li>
        <li>To send you information about similar vehicles and offers, if you opt in. You can unsubscribe at any time.</li>
        <li>To meet our legal obligations, including vehicle registration and consumer law.</li>
      </ul>
      <h2>Who we share it with</h2>
      <p>
        We share your information only as needed with the manufacturer of your vehicle, finance and insurance providers you choose, and service providers who help us run our business (such as IT
        and messaging providers), each of whom must protect it. We do not sell your personal information.
      </p>
      <h2>Access, correction and complaints</h2>
      <p>
        You can ask to see or correct the personal information we hold about you, or make a privacy complaint, by contacting us{email ? ` at ${email}` : ""}. If you are not satisfied with our
        response you may contact the Office of the Australian Information Commissioner (OAIC).
      </p>
    </ContentPage>
  );
}
