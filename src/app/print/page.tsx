/**
 * /print?car_id={slug}: the printable window card of one of this site's cars (spec §2), opened in
 * a new tab from the vehicle page. Another site's car, an unknown slug or a missing car_id is a
 * 404. Not for search engines (noindex): the vehicle page is the car's canonical page.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { loadCarPrintSheet } from "@/cars/car-print";
import { PrintSheet } from "@/ui/car/PrintSheet";
import { pageOrigin } from "@/web/page-meta";
import { findPageSite } from "@/web/site-context";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const loadSheet = cache(async (carId: string | string[] | undefined) => {
  const ctx = await findPageSite();
  if (!ctx || typeof carId !== "string" || !carId) return null;
  return loadCarPrintSheet(ctx.db, ctx.site, carId, { now: new Date(), origin: await pageOrigin() });
});

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const sheet = await loadSheet((await searchParams).car_id);
  return { title: sheet ? `Print: ${sheet.name}` : "Car not found", robots: { index: false, follow: false } };
}

export default async function PrintPage({ searchParams }: Props) {
  const sheet = await loadSheet((await searchParams).car_id);
  if (!sheet) notFound();
  return <PrintSheet sheet={sheet} />;
}
