import type { Metadata } from "next";
import Link from "next/link";
import { sitePageMetadata } from "@/web/page-meta";
import { getContentPage } from "@/web/site-page";
import { OwnContentPage } from "@/ui/content/OwnContentPage";
import { ContentPage } from "@/ui/content/ContentPage";
import { franchisedMakes, joinList } from "@/ui/content/copy";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({
    title: "Warranty",
    description: `Warranty on new, demo and used vehicles from ${site.name}, and how to make a claim.`,
    path: "/warranty",
  }));

export default async function Warranty() {
  const { site, chrome, now, own } = await getContentPage("/warranty");
  if (own) return <OwnContentPage site={site} chrome={chrome} now={now} page={own} />;
  const makes = franchisedMakes(site);
  return (
    <ContentPage site={site} chrome={chrome} now={now} title="Warranty" lead="What is covered, for how long, and how we help when something goes wrong.">
      <h2>New and demo vehicles</h2>
      <p>
        Every new vehicle comes with its manufacturer&rsquo;s new-vehicle warranty
        {makes.length ? `, and as an authorised ${joinList(makes)} dealer we carry out warranty repairs on site` : ""}. A demo vehicle keeps the balance of its
        manufacturer&rsquo;s warranty from the date it was first registered; we will show you the start date before you buy.
      </p>
      <h2>Used vehicles</h2>
      <p>
        Used vehicles may carry the balance of the manufacturer&rsquo;s warranty, and in most states a statutory dealer warranty applies to used vehicles under a certain age and
        distance. We will tell you exactly what cover your vehicle has, in writing, before you sign. Extended warranty options are also available.
      </p>
      <h2>Your rights under Australian Consumer Law</h2>
      <p>
        Our goods come with guarantees that cannot be excluded under the Australian Consumer Law. You are entitled to a replacement or refund for a major failure and compensation for any other
        reasonably foreseeable loss or damage. You are also entitled to have the goods repaired or replaced if the goods fail to be of acceptable quality and the failure does not amount to a major
        failure.
      </p>
      <h2>Making a claim</h2>
      <p>
        Contact our service department with your vehicle&rsquo;s registration and a description of the problem. We will inspect it, lodge the claim and keep you informed.{" "}
        <Link href={site.config.routes.service} prefetch={false}>
          Book a warranty inspection
        </Link>
        .
      </p>
    </ContentPage>
  );
}
