import type { Metadata } from "next";
import { loadSiteChrome } from "@/site/chrome";
import { findPageSite } from "@/web/site-context";
import { findCarsToCompare } from "@/cars/compare";
import { compareHref } from "@/domain/compare";
import { compareRows, parseCompareIds } from "@/domain/compare-table";
import { ComparePage, comparePageTitle } from "@/ui/compare/ComparePage";
import { getSitePage } from "@/web/site-page";

export const dynamic = "force-dynamic";
// A comparison is the shopper's own pick: shareable, but not a page for search engines.
export async function generateMetadata(): Promise<Metadata> {
  const ctx = await findPageSite();
  const nouns = ctx ? (await loadSiteChrome(ctx.db, ctx.site)).nouns : { many: "cars" };
  return { title: comparePageTitle(nouns), robots: { index: false, follow: true } };
}

/** `/compare?ids=12,7,9`: up to four of the site's cars side by side (a shared URL works for anyone). */
export default async function Compare({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { db, site, chrome, now } = await getSitePage();
  const { ids, ignored } = parseCompareIds((await searchParams).ids);
  const found = await findCarsToCompare(db, site, ids);
  const missing = ids.length - found.length + ignored;
  return (
    <ComparePage
      site={site}
      chrome={chrome}
      now={now}
      cars={found}
      rows={compareRows(found.map((c) => c.facts))}
      missing={missing}
      asked={ids.length > 0}
      hrefWithout={(id) => compareHref(found.filter((c) => c.id !== id).map((c) => c.id))}
      searchHref={site.config.routes.default_search}
    />
  );
}
