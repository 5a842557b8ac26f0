import { cookies } from "next/headers";
import { getPageSite } from "@/web/site-context";
import { findStaffSession, STAFF_COOKIE } from "@/staff/sessions";
import { conversion, loadNumbers, NUMBERS_PERIODS, type NumbersPeriod } from "@/staff/numbers";
import { spreadsheetCsv } from "@/domain/lead-export";
import { can } from "@/domain/staff-roles";

export const dynamic = "force-dynamic";

/**
 * `/console/numbers/export.csv?days=`: the numbers page's per-car table as a spreadsheet-safe CSV
 * (UTF-8 byte-order mark, every cell quoted). Signed-in managers and group admins, their reach only.
 */
export async function GET(request: Request): Promise<Response> {
  const { db, site } = await getPageSite();
  const staff = await findStaffSession(db, site, (await cookies()).get(STAFF_COOKIE)?.value);
  // A relative Location: the request's own URL may name the server's address rather than the dealer's.
  if (!staff) return new Response(null, { status: 303, headers: { location: "/console/sign-in?next=%2Fconsole%2Fnumbers" } });
  if (!can(staff.member, "audit:view")) return new Response("Not found", { status: 404 });
  const asked = Number(new URL(request.url).searchParams.get("days"));
  const days: NumbersPeriod = (NUMBERS_PERIODS as readonly number[]).includes(asked) ? (asked as NumbersPeriod) : 30;
  const numbers = (await loadNumbers(db, site, staff.member, days))!;
  const csv = spreadsheetCsv(
    ["Stock number", "Car", "Views", `Leads (${days} days)`, "View to lead", "Days in stock"],
    numbers.cars.map((c) => [c.stocknum, c.name, c.views, c.leads, conversion(c.leads, c.views), c.daysInStock]),
  );
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="numbers-${site.slug}-${days}d.csv"`, "cache-control": "no-store" },
  });
}
