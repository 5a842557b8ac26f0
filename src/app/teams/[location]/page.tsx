import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findPublicLocation } from "@/site/locations";
import { paramText } from "@/platform/percent-escapes";
import { sitePageMetadata } from "@/web/page-meta";
import { requireOptionalPage } from "@/web/optional-page";
import { getSitePage } from "@/web/site-page";
import { TeamView } from "@/ui/content/TeamView";

type Props = { params: Promise<{ location: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = paramText((await params).location);
  return sitePageMetadata(async ({ db, site }) => {
    requireOptionalPage(site.config, "teams");
    const loc = await findPublicLocation(db, site, slug);
    if (!loc || loc.team.length === 0) notFound();
    return {
      title: `Our team at ${loc.name}`,
      description: `Meet the people at ${loc.name}: ${loc.team
        .slice(0, 3)
        .map((m) => `${m.name} (${m.role})`)
        .join(", ")} and the rest of the team.`,
      path: `/teams/${loc.slug}`,
    };
  });
}

export default async function TeamPage({ params }: Props) {
  const slug = paramText((await params).location);
  const page = await getSitePage();
  requireOptionalPage(page.site.config, "teams");
  const loc = await findPublicLocation(page.db, page.site, slug);
  if (!loc || loc.team.length === 0) notFound();
  return <TeamView page={page} loc={loc} />;
}
