/**
 * GET /cars/{slug}/pdf: the car's print sheet as a PDF download, `{slug}.pdf`. The car is looked
 * up inside the requesting site only: another site's car, or no such car, is a 404.
 */
import { loadCarPrintSheet } from "@/cars/car-print";
import { pdfContentDisposition, renderCarPdf } from "@/web/car-pdf";
import { errorResponse, noSite } from "@/web/http";
import { siteOriginOf } from "@/web/page-meta";
import { getRequestSite } from "@/web/site-context";
import { paramText } from "@/platform/percent-escapes";
import { AppError } from "@/platform/errors";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const site = await getRequestSite(request);
  if (!site) return noSite();
  const { slug } = await ctx.params;
  const sheet = await loadCarPrintSheet(site.db, site.site, paramText(slug), { now: new Date(), origin: siteOriginOf(request, site.site) });
  if (!sheet) return errorResponse(new AppError("not_found", "No such car on this site", [], { headers: { "cache-control": "no-store" } }));
  const pdf = await renderCarPdf(sheet);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": pdfContentDisposition(sheet.slug),
      "content-length": String(pdf.length),
      // Prices and availability change: always ask again (a repeat is cheap, see car-pdf.ts).
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
    },
  });
}
