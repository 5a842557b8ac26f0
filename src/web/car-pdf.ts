/**
 * The vehicle PDF: the print sheet drawn in-process by @react-pdf/renderer (no headless browser
 * in production). Drawing one costs ~100–300 ms of CPU, so finished PDFs are kept in a small
 * per-process LRU keyed by a hash of everything drawn (the sheet and the photo): a shopper
 * clicking twice, or a crawler fetching the link again, costs nothing, and any change to the car,
 * the site or the date gives a new key.
 */
import "server-only";
import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToBuffer } from "@react-pdf/renderer";
import { lengthBoundedCache, type LruCache } from "../platform/lru-cache";
import { CarPdfDocument } from "../ui/car/pdf/CarPdfDocument";
import type { CarPrintSheet } from "../cars/car-print";
import { loadPhotoForPdf } from "./car-photo";
import { processSingleton } from "../platform/process-singleton";

const cache = (): LruCache<Buffer> => processSingleton("carPdfCache", () => lengthBoundedCache<Buffer>(32 * 1024 * 1024));

/** The PDF bytes of a car's print sheet. */
export async function renderCarPdf(sheet: CarPrintSheet): Promise<Buffer> {
  const key = createHash("sha256").update(JSON.stringify(sheet)).digest("hex");
  const hit = cache().get(key);
  if (hit) return hit;
  const photo = await loadPhotoForPdf(sheet.photos[0]);
  // renderToBuffer's typing wants a <Document> element; CarPdfDocument returns one.
  const pdf = await renderToBuffer(createElement(CarPdfDocument, { sheet, photo }) as Parameters<typeof renderToBuffer>[0]);
  cache().set(key, pdf);
  return pdf;
}

/** `attachment; filename="{slug}.pdf"` (slugs are [a-z0-9-], nothing to escape). */
export function pdfContentDisposition(slug: string): string {
  return `attachment; filename="${slug.replace(/[^a-z0-9-]/gi, "-")}.pdf"`;
}
