import type { Metadata } from "next";
import { renderSearchPage, searchPageMetadata } from "@/web/pages/search-page";

type Props = { params: Promise<{ segments: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = "force-dynamic";

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return searchPageMetadata("/search", (await params).segments, await searchParams);
}

/**
 * /search/new-used-and-demo-cars, /search/{new|demo|used|new-and-demo}-cars, /search/{make},
 * /search/{make}/{model}, /search/{body}-cars, /search/{dealership_slug}; 404 for anything the
 * site does not list.
 */
export default async function SearchRoute({ params, searchParams }: Props) {
  return renderSearchPage("/search", (await params).segments, await searchParams);
}
