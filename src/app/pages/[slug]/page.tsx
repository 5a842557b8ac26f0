import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { sitePageMetadata } from "@/web/page-meta";
import { getSitePage } from "@/web/site-page";
import { findShownPage } from "@/site/pages";
import { ownPagePath } from "@/domain/page-edit";
import { OwnContentPage } from "@/ui/content/OwnContentPage";

type Params = { params: Promise<{ slug: string }> };

/** The page's address, or null for one that cannot be a dealer's page. */
const pathOf = (slug: string) => (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && slug.length <= 60 ? ownPagePath(slug) : null);

export const generateMetadata = async ({ params }: Params): Promise<Metadata> => {
  const path = pathOf((await params).slug);
  return sitePageMetadata(async ({ db, site }) => {
    const page = path ? await findShownPage(db, site, path) : null;
    if (!page) notFound();
    return { title: page.title, description: page.lead ?? `${page.title} — ${site.name}`, path: page.path };
  });
};

/** /pages/{slug}: a page of the dealer's own, written in the console (src/staff/site-pages.ts); 404 unless shown. */
export default async function OwnPage({ params }: Params) {
  const path = pathOf((await params).slug);
  const { db, site, chrome, now } = await getSitePage();
  const page = path ? await findShownPage(db, site, path) : null;
  if (!page) notFound();
  return <OwnContentPage site={site} chrome={chrome} now={now} page={page} />;
}
