/**
 * What each seeded site owns, read straight from the database before the server starts: the
 * identifiers the tenancy tests try on another site's host. Raw SQL so it reads the same on
 * both engines and does not depend on the modules under test.
 */
import type { Database } from "../../../src/db/client";

export interface TenantCar {
  id: number;
  slug: string;
  stocknum: string;
  status: string;
  make: string;
  model: string;
}

export interface Tenant {
  id: number;
  slug: string;
  name: string;
  domains: string[];
  dealerships: { id: number; slug: string; name: string }[];
  locations: { id: number; slug: string; name: string; dealershipSlug: string; visible: boolean }[];
  /** A sample of the site's cars: the newest few of each status. */
  cars: TenantCar[];
  /** Every listed car's slug, to tell which of another site's slugs this one also uses. */
  carSlugs: string[];
  carCount: number;
  offers: { id: number; slug: string; name: string }[];
  blogPosts: { id: number; slug: string; title: string }[];
}

const CARS_PER_STATUS = 3;

export async function describeTenants(db: Database): Promise<Tenant[]> {
  const sites = await db.query<{ id: number; slug: string; name: string; domains: string[] }>(
    "select id, slug, name, domains from sites order by slug",
  );
  const tenants: Tenant[] = [];
  for (const site of sites) {
    const [dealerships, locations, cars, slugs, offers, blogPosts] = await Promise.all([
      db.query<Tenant["dealerships"][number]>("select id, slug, name from dealerships where site_id = $1 order by id", [site.id]),
      db.query<Tenant["locations"][number]>(
        `select l.id, l.slug, l.name, d.slug as "dealershipSlug", l.visible
           from locations l join dealerships d on d.id = l.dealership_id
          where l.site_id = $1 order by l.id`,
        [site.id],
      ),
      db.query<TenantCar>(
        `select id, slug, stocknum, status, make, model from (
           select id, slug, stocknum, status, make, model,
                  row_number() over (partition by status order by id desc) as n
             from cars where site_id = $1 and delisted_at is null) c
          where n <= $2 order by status, id`,
        [site.id, CARS_PER_STATUS],
      ),
      db.query<{ slug: string }>("select slug from cars where site_id = $1 and delisted_at is null", [site.id]),
      db.query<Tenant["offers"][number]>("select id, slug, name from offers where site_id = $1 order by id", [site.id]),
      db.query<Tenant["blogPosts"][number]>("select id, slug, title from blog_posts where site_id = $1 order by id", [site.id]),
    ]);
    tenants.push({
      ...site,
      dealerships,
      locations,
      cars: cars.map((c) => ({ ...c, id: Number(c.id) })),
      carSlugs: slugs.map((c) => c.slug),
      carCount: slugs.length,
      offers: offers.map((o) => ({ ...o, id: Number(o.id) })),
      blogPosts: blogPosts.map((b) => ({ ...b, id: Number(b.id) })),
    });
  }
  return tenants;
}
