import type { Metadata } from "next";
import { renderSearchPage, searchPageMetadata } from "@/web/pages/search-page";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = "force-dynamic";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchPageMetadata("/search", [], await searchParams);
}

/** /search: all of the site's stock, filtered by the query string. */
export default async function SearchAll({ searchParams }: Props) {
  return renderSearchPage("/search", [], await searchParams);
}
