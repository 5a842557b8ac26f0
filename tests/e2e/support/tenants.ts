/**
 * What each seeded site owns, read straight from the database before the server starts: the
 * identifiers the tenancy tests try on another site's host. Raw SQL so it reads the same on
 * both engines and does not depend on the modules under test.
 */
import type { Database } from "../../../src/db/client";
import { saveLead } from "../../../src/leads/store";
import { resolveSiteConfig, type SiteConfig } from "../../../src/site/config";
import { countListedCars } from "../../../src/site/stats";
import { stockNouns } from "../../../src/domain/stock-noun";
import { savingModel, type SavingModel } from "../../../src/domain/saving-model";
import { signInAvailable } from "../../../src/domain/sign-in";

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
  /** `current`: running now and not excluded from this site, so its page shows. */
  offers: { id: number; slug: string; name: string; current: boolean }[];
  /** The site's promo tiles (the console's editor is checked against another site's ids). */
  promos: { id: number; title: string }[];
  /** The site's own page texts (the console's Pages: /pages/{slug} and reworded standard pages). */
  ownPages: { id: number; path: string; title: string; visible: boolean }[];
  /** `published`: its publication time has passed. */
  blogPosts: { id: number; slug: string; title: string; published: boolean }[];
  /** Leads stored for the tests (seedTenantLeads); the name is unique to the site. */
  leads: { name: string; publicId: string }[];
  /** The site's models catalogue (model pages at /models/{slug} and /{slug}). */
  modelSlugs: string[];
  /** Which optional pages the site offers (its resolved config `pages`). */
  pages: SiteConfig["pages"];
  /** Visible locations with a team, so a /teams/{slug} page (when `pages.teams`). */
  teamLocationSlugs: string[];
  /** The site's video feed (the home carousel and /api/youtube-feed), or null when it has none. */
  videoFeed: SiteConfig["video_feed"];
  /** What the site calls its stock: "car"/"cars", or "vehicle"/"vehicles" for a mix of kinds. */
  nouns: { one: string; many: string };
  /** How the site keeps a shopper's cars: the watchlist (Save), the heart (favourites) or neither. */
  savingModel: SavingModel;
  /** The site has a sign-in page (a watchlist or a signed-in area). */
  signIn: boolean;
  /** The site's checkout route when it takes reservations online (`checkout_enabled`), else null. */
  checkoutRoute: string | null;
  /** Checkout is a signed-in area on this site. */
  checkoutRequiresSignIn: boolean;
  /** The online purchase journey answers (checkout and online purchase both on). */
  onlinePurchase: boolean;
}

const CARS_PER_STATUS = 3;

export async function describeTenants(db: Database): Promise<Tenant[]> {
  const sites = await db.query<{ id: number; slug: string; name: string; domains: string[]; template: string; config: Record<string, unknown> }>(
    "select id, slug, name, domains, template, config from sites order by slug",
  );
  const tenants: Tenant[] = [];
  for (const { template, config: overrides, ...site } of sites) {
    const config = resolveSiteConfig(template, overrides);
    const [dealerships, locations, cars, slugs, offers, blogPosts, leads, models, promos, ownPages] = await Promise.all([
      db.query<Tenant["dealerships"][number]>("select id, slug, name from dealerships where site_id = $1 order by id", [site.id]),
      db.query<Tenant["locations"][number] & { teamSize: number }>(
        `select l.id, l.slug, l.name, d.slug as "dealershipSlug", l.visible, jsonb_array_length(l.team) as "teamSize"
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
      // "Current" with a day's margin either side, so that it is still true when the tests run.
      db.query<Tenant["offers"][number]>(
        `select id, slug, name,
                (coalesce(starts_at < now() - interval '1 day', true)
                 and coalesce(expires_at > now() + interval '1 day', true)
                 and not (site_id = any(excluded_website_ids))) as current
           from offers where site_id = $1 order by id`,
        [site.id],
      ),
      db.query<Tenant["blogPosts"][number]>("select id, slug, title, published_at < now() as published from blog_posts where site_id = $1 order by id", [site.id]),
      db.query<{ name: string; publicId: string }>('select name, public_id as "publicId" from leads where site_id = $1 and name is not null order by id', [site.id]),
      db.query<{ slug: string }>("select distinct slug from models where site_id = $1 order by slug", [site.id]),
      db.query<{ id: number; title: string }>("select id, title from promos where site_id = $1 order by id", [site.id]),
      db.query<Tenant["ownPages"][number]>("select id, path, title, visible from site_pages where site_id = $1 order by id", [site.id]),
    ]);
    tenants.push({
      ...site,
      dealerships,
      locations: locations.map((l) => ({ id: l.id, slug: l.slug, name: l.name, dealershipSlug: l.dealershipSlug, visible: l.visible })),
      cars: cars.map((c) => ({ ...c, id: Number(c.id) })),
      carSlugs: slugs.map((c) => c.slug),
      carCount: slugs.length,
      offers: offers.map((o) => ({ ...o, id: Number(o.id) })),
      promos: promos.map((p) => ({ id: Number(p.id), title: p.title })),
      ownPages: ownPages.map((p) => ({ ...p, id: Number(p.id) })),
      blogPosts: blogPosts.map((b) => ({ ...b, id: Number(b.id) })),
      leads,
      modelSlugs: models.map((m) => m.slug),
      pages: config.pages,
      teamLocationSlugs: config.pages.teams ? locations.filter((l) => l.visible && Number(l.teamSize) > 0).map((l) => l.slug) : [],
      videoFeed: config.video_feed,
      nouns: stockNouns((await countListedCars(db, { id: site.id, config, dealerships: [] /* the demo dealerships keep the site's sold days */ }, new Date())).byItemType),
      savingModel: savingModel(config),
      signIn: signInAvailable(config),
      checkoutRoute: config.checkout_enabled ? config.routes.checkout : null,
      checkoutRequiresSignIn: config.checkout_requires_sign_in,
      onlinePurchase: config.checkout_enabled && config.online_purchase_enabled,
    });
  }
  return tenants;
}

/**
 * One complete lead per site, stored the way the lead API stores one (with an e-mail delivery
 * that the in-process worker captures), so the dealer pages have something of each site's to
 * keep apart. The demo seed has no leads.
 */
export async function seedTenantLeads(db: Database): Promise<void> {
  const sites = await db.query<{ id: number; slug: string; dealership_id: number }>(
    "select s.id, s.slug, min(d.id) as dealership_id from sites s join dealerships d on d.site_id = s.id group by s.id, s.slug",
  );
  for (const site of sites) {
    await saveLead(
      db,
      { id: site.id },
      {
        form: "contact",
        idempotencyKey: `e2e-tenancy-${site.slug}`,
        lastStep: true,
        dealershipId: site.dealership_id,
        carId: null,
        name: `Tenancy Probe ${site.slug}`,
        lastName: "Lead",
        email: `probe.${site.slug}@example.com`,
        phone: "0412345678",
        postcode: "2000",
        payload: { message: `A lead that only ${site.slug} may show.` },
      },
      [{ kind: "email", target: `sales.${site.slug}@example.com` }],
    );
  }
}
