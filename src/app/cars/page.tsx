import type { Metadata } from "next";
import { renderSearchPage, searchPageMetadata } from "@/web/pages/search-page";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = "force-dynamic";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchPageMetadata("/cars", [], await searchParams);
}

/** /cars: Our stock (every listed car), the same page as /search. */
export default async function OurStock({ searchParams }: Props) {
  return renderSearchPage("/cars", [], await searchParams);
}
