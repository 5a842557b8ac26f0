/**
 * The console's numbers (issue 20, point 6), as far as the member reaches (src/domain/staff-roles.ts):
 * views, leads and view-to-lead conversion per car with its days in stock; leads per form, per
 * source page and per day; and the searches that found nothing, with the words shoppers used.
 *
 * Views are the car's counted page views (cars.views, since it was listed); leads are those received
 * in the period. Searches come from the results pages' own view events (`search_page_view` with a
 * count of 0), so they cover a shopper's first results page, not every filter change after it.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { can, dealershipScope, type StaffActor } from "../domain/staff-roles";

export const NUMBERS_PERIODS = [7, 30, 90] as const;
export type NumbersPeriod = (typeof NUMBERS_PERIODS)[number];

export interface CarNumbers {
  id: number;
  slug: string;
  stocknum: string;
  name: string;
  views: number;
  leads: number;
  daysInStock: number;
}

export interface Numbers {
  periodDays: number;
  totals: { views: number; leads: number; cars: number };
  cars: CarNumbers[];
  byForm: Array<{ form: string; leads: number }>;
  bySource: Array<{ source: string; leads: number }>;
  byDay: Array<{ day: string; leads: number }>;
  emptySearches: Array<{ words: string; path: string; times: number }>;
}

function scopeSql(column: string, actor: StaffActor) {
  const scope = dealershipScope(actor);
  if (scope === null) return sql``;
  if (!scope.length) return sql` and false`;
  return sql` and ${sql.raw(column)} in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})`;
}

const n = (v: unknown) => Number(v ?? 0);

export async function loadNumbers(db: Database, site: Pick<Site, "id">, actor: StaffActor, periodDays: NumbersPeriod, now = new Date()): Promise<Numbers | null> {
  if (!can(actor, "audit:view")) return null;
  const since = new Date(now.getTime() - periodDays * 86_400_000);
  const carScope = scopeSql("c.dealership_id", actor);
  const leadScope = scopeSql("l.dealership_id", actor);
  const [cars, byForm, bySource, byDay, totals, searches] = await Promise.all([
    db.rows<Record<string, unknown>>(sql`
      select c.id, c.slug, c.stocknum, c.name, c.views,
             greatest(0, floor(extract(epoch from (${now} - c.created_at)) / 86400))::int as days,
             (select count(*)::int from leads l where l.site_id = ${site.id} and l.car_id = c.id and l.created_at >= ${since}) as leads
        from cars c
       where c.site_id = ${site.id} and c.delisted_at is null and c.status <> 'sold'${carScope}
       order by c.views desc, c.id
       limit 25`),
    db.rows<Record<string, unknown>>(sql`
      select l.form, count(*)::int as leads from leads l where l.site_id = ${site.id} and l.created_at >= ${since}${leadScope} group by l.form order by leads desc, l.form`),
    db.rows<Record<string, unknown>>(sql`
      select coalesce(nullif(l.payload->>'page_id', ''), 'not given') as source, count(*)::int as leads
        from leads l where l.site_id = ${site.id} and l.created_at >= ${since}${leadScope}
       group by 1 order by leads desc, 1 limit 20`),
    db.rows<Record<string, unknown>>(sql`
      select to_char(date_trunc('day', l.created_at), 'YYYY-MM-DD') as day, count(*)::int as leads
        from leads l where l.site_id = ${site.id} and l.created_at >= ${since}${leadScope}
       group by 1 order by 1`),
    db.rows<Record<string, unknown>>(sql`
      select (select coalesce(sum(c.views), 0)::bigint from cars c where c.site_id = ${site.id} and c.delisted_at is null${carScope}) as views,
             (select count(*)::int from cars c where c.site_id = ${site.id} and c.delisted_at is null and c.status <> 'sold'${carScope}) as cars,
             (select count(*)::int from leads l where l.site_id = ${site.id} and l.created_at >= ${since}${leadScope}) as leads`),
    db.rows<Record<string, unknown>>(sql`
      select coalesce(nullif(e.payload->>'words', ''), '(no words: filters only)') as words, coalesce(e.payload->>'path', '') as path, count(*)::int as times
        from analytics_events e
       where e.site_id = ${site.id} and e.name = 'search_page_view' and e.created_at >= ${since} and (e.payload->>'count') = '0'
       group by 1, 2 order by times desc, 1 limit 20`),
  ]);
  const t = totals[0] ?? {};
  return {
    periodDays,
    totals: { views: n(t.views), leads: n(t.leads), cars: n(t.cars) },
    cars: cars.map((r) => ({ id: n(r.id), slug: String(r.slug), stocknum: String(r.stocknum), name: String(r.name), views: n(r.views), leads: n(r.leads), daysInStock: n(r.days) })),
    byForm: byForm.map((r) => ({ form: String(r.form), leads: n(r.leads) })),
    bySource: bySource.map((r) => ({ source: String(r.source), leads: n(r.leads) })),
    byDay: byDay.map((r) => ({ day: String(r.day), leads: n(r.leads) })),
    emptySearches: searches.map((r) => ({ words: String(r.words), path: String(r.path), times: n(r.times) })),
  };
}

/** Leads per 100 views, one decimal ("2.5%"), or "—" with no views. */
export function conversion(leads: number, views: number): string {
  return views > 0 ? `${((leads / views) * 100).toFixed(1)}%` : "—";
}
