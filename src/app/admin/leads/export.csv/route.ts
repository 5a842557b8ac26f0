import { requireAdmin } from "@/admin/session";
import { getPageSite } from "@/web/site-context";
import { loadLeadExport } from "@/web/admin-leads";
import { leadsCsv } from "@/domain/lead-export";

export const dynamic = "force-dynamic";

/**
 * `/admin/leads/export.csv?dealership=`: the site's leads (newest first, at most 10,000) as a CSV
 * that opens cleanly in a spreadsheet: UTF-8 with a byte-order mark, every cell quoted, times in
 * each dealership's own time zone. Signed-in dealer view only.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const slug = url.searchParams.get("dealership") ?? "";
  await requireAdmin(`/admin/leads${slug ? `?dealership=${encodeURIComponent(slug)}` : ""}`);
  const { db, site } = await getPageSite();
  const dealership = slug ? site.dealerships.find((d) => d.slug === slug) : undefined;
  // The answer does not repeat the slug asked for: it names nothing of another site.
  if (slug && !dealership) return new Response("No such dealership on this site", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const csv = leadsCsv(await loadLeadExport(db, site, dealership?.id));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${site.slug}${dealership ? `-${dealership.slug}` : ""}-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
