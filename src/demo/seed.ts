/**
 * Seed the demo sites into a database: the site files through `upsertSite`, the stock through
 * the same import as any dealer feed (`importStock`, replace mode), then the catalogue's model
 * images, reviews, offers, promo tiles and blog posts.
 *
 * Idempotent: seeding again updates in place. Cars are keyed by dealership and stock number,
 * offers and blog posts by slug; reviews and promo tiles have no natural key, so a demo site's
 * reviews and tiles are replaced as a whole (the demo sites belong to the seed).
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts, manufacturers, models, offers, promos, reviews, sitePages } from "../db/schema";
import { listLocations, upsertSite, type Site } from "../site/store";
import { importStock } from "../stock/import";
import { createStaffMember, findStaffByEmail } from "../staff/accounts";
import { slugify } from "../stock/car-values";
import { MODELS, heroColour, paletteFor } from "./catalogue";
import { DEMO_SEED, generateDemo, type DemoData } from "./generate";
import { modelImageUrl } from "./image-urls";
import { ConflictError } from "../platform/errors";

export interface SeedOptions {
  /** Do nothing when the database already has a site (what `npm start` wants). */
  ifEmpty?: boolean;
  seed?: number;
  now?: Date;
  /** Fewer cars for fast tests (0.1 is about 300). */
  carsScale?: number;
  log?: (msg: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  sites: number;
  cars: number;
  ms: number;
}

/** The generated stock did not import cleanly: a bug in the generator or the import. */
export class DemoSeedError extends ConflictError {
  constructor(
    message: string,
    readonly rejected: Array<{ row: number; field: string; message: string }>,
  ) {
    super(message);
    this.name = "DemoSeedError";
  }
}

export async function seedDemo(db: Database, opts: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  if (opts.ifEmpty) {
    const [row] = await db.query<{ n: number }>("select count(*)::int as n from sites");
    if (Number(row?.n ?? 0) > 0) {
      log("The database already has sites: demo seed skipped.");
      return { seeded: false, sites: 0, cars: 0, ms: Date.now() - started };
    }
  }
  const now = opts.now ?? new Date();
  const data = generateDemo({ seed: opts.seed ?? DEMO_SEED, now, carsScale: opts.carsScale });
  log(`Generated ${data.sites.length} sites and ${data.stock.length} cars in ${Date.now() - started} ms.`);

  let cars = 0;
  for (const file of data.sites) {
    const t = Date.now();
    const { site } = await upsertSite(db, file);
    const dealerIds = new Map(site.dealerships.map((d) => [d.slug, d.id]));
    const rows = data.stock.filter((r) => dealerIds.has(r.dealership_slug));
    const result = await importStock(db, rows, { site: { id: site.id, slug: site.slug }, replace: true, now });
    if (result.rejected.length) {
      const first = result.rejected.slice(0, 3).map((r) => `row ${r.row} ${r.field}: ${r.message}`);
      throw new DemoSeedError(`Demo stock for ${site.slug} was rejected (${result.rejected.length} rows): ${first.join("; ")}`, result.rejected);
    }
    for (const w of result.warnings) log(`${site.slug}: ${w}`);
    cars += result.inserted + result.updated;
    await writeContent(db, site.id, dealerIds, data, file.slug);
    await writeCatalogueImages(db, site.id, new Set([...site.dealerships.flatMap((d) => (d.manufacturerName ? [d.manufacturerName] : [])), ...rows.map((r) => String(r.make))].map((m) => m.toLowerCase())));
    await seedDemoStaff(db, site);
    log(`${site.slug}: ${result.inserted} cars added, ${result.updated} updated, ${result.removed} delisted (${Date.now() - t} ms).`);
  }
  const ms = Date.now() - started;
  log(`Demo seed done: ${data.sites.length} sites, ${cars} cars in ${(ms / 1000).toFixed(1)} s.`);
  return { seeded: true, sites: data.sites.length, cars, ms };
}

/** The demo's page of the site's own (/pages/community), in the Markdown the console takes. */
const COMMUNITY_PAGE = {
  path: "/pages/community",
  title: "In our community",
  lead: "Local clubs, schools and causes we are proud to back.",
  body: [
    "We live and work here too, so part of every sale goes back into the community.",
    "## Who we support",
    "- **Junior sport**: jerseys, balls and a minibus for away games.",
    "- **Surf lifesaving**: a rescue vehicle on loan every patrol season.",
    "- **School fetes and fun runs**: prizes for raffles and a sausage sizzle or two.",
    "## Ask us",
    "Running a local event? [Tell us about it](/contact-us) and we will see how we can help.",
  ].join("\n\n"),
};

async function writeContent(db: Database, siteId: number, dealerIds: Map<string, number>, data: DemoData, siteSlug: string): Promise<void> {
  const locs = await listLocations(db, { id: siteId });
  const locationId = (dealerSlug: string, locSlug: string) => {
    const dealerId = dealerIds.get(dealerSlug);
    const loc = locs.find((l) => l.dealershipId === dealerId && l.slug === locSlug);
    if (!loc) throw new Error(`Demo review names unknown location ${dealerSlug}/${locSlug}`);
    return loc.id;
  };
  const date = (s: string | null) => (s === null ? null : new Date(s));
  const dealer = (slug: string | null) => (slug === null ? null : (dealerIds.get(slug) ?? null));

  const reviewRows = data.reviews
    .filter((r) => r.site_slug === siteSlug)
    .map((r) => ({
      siteId,
      locationId: locationId(r.dealership_slug, r.location_slug),
      customerName: r.customer_name,
      image: r.image,
      text: r.text,
      rating: r.rating,
      reviewDate: new Date(r.review_date),
      replyText: r.reply_text,
      replyDate: date(r.reply_date),
    }));
  const promoRows = data.promos
    .filter((p) => p.site_slug === siteSlug)
    .map((p) => ({
      siteId,
      title: p.title,
      body: p.body,
      imageUrl: p.image_url,
      linkUrl: p.link_url,
      position: p.position,
      startsAt: date(p.starts_at),
      expiresAt: date(p.expires_at),
      display: p.display,
      strictDisplay: p.strict_display,
    }));
  const offerRows = data.offers
    .filter((o) => o.site_slug === siteSlug)
    .map((o) => ({
      siteId,
      dealershipId: dealer(o.dealership_slug),
      slug: o.slug,
      name: o.name,
      description: o.description,
      disclaimer: o.disclaimer,
      category: o.category,
      manufacturerName: o.manufacturer_name,
      modelName: o.model_name,
      modelSlug: o.model_slug,
      imageUrl: o.image_url,
      price: o.price ?? null,
      startsAt: date(o.starts_at),
      expiresAt: date(o.expires_at),
    }));
  const postRows = data.blogPosts
    .filter((p) => p.site_slug === siteSlug)
    .map((p) => ({
      siteId,
      dealershipId: dealer(p.dealership_slug),
      slug: p.slug,
      title: p.title,
      category: p.category,
      excerpt: p.excerpt,
      body: p.body,
      imageUrl: p.image_url,
      publishedAt: new Date(p.published_at),
    }));

  await db.orm.transaction(async (tx) => {
    await tx.delete(reviews).where(eq(reviews.siteId, siteId));
    for (let i = 0; i < reviewRows.length; i += 500) await tx.insert(reviews).values(reviewRows.slice(i, i + 500));
    // A page of the site's own, as a dealer writes one in the console; a later seed keeps the dealer's edits.
    await tx.insert(sitePages).values({ siteId, ...COMMUNITY_PAGE }).onConflictDoNothing({ target: [sitePages.siteId, sitePages.path] });
    await tx.delete(promos).where(eq(promos.siteId, siteId));
    if (promoRows.length) await tx.insert(promos).values(promoRows);
    if (offerRows.length) {
      await tx
        .insert(offers)
        .values(offerRows)
        .onConflictDoUpdate({
          target: [offers.siteId, offers.slug],
          set: {
            dealershipId: sql`excluded.dealership_id`,
            name: sql`excluded.name`,
            description: sql`excluded.description`,
            disclaimer: sql`excluded.disclaimer`,
            category: sql`excluded.category`,
            manufacturerName: sql`excluded.manufacturer_name`,
            modelName: sql`excluded.model_name`,
            modelSlug: sql`excluded.model_slug`,
            imageUrl: sql`excluded.image_url`,
            price: sql`excluded.price`,
            startsAt: sql`excluded.starts_at`,
            expiresAt: sql`excluded.expires_at`,
          },
        });
    }
    if (postRows.length) {
      await tx
        .insert(blogPosts)
        .values(postRows)
        .onConflictDoUpdate({
          target: [blogPosts.siteId, blogPosts.slug],
          set: {
            dealershipId: sql`excluded.dealership_id`,
            title: sql`excluded.title`,
            category: sql`excluded.category`,
            excerpt: sql`excluded.excerpt`,
            body: sql`excluded.body`,
            imageUrl: sql`excluded.image_url`,
            publishedAt: sql`excluded.published_at`,
          },
        });
    }
  });
}

/**
 * Every catalogue model of the makes a site carries (its franchises and its stock) gets, on that
 * site, its studio image and body types, including models with no stock today (the import only
 * knows the models its rows name, and takes a car photo as the image).
 */
async function writeCatalogueImages(db: Database, siteId: number, carriedMakes: Set<string>): Promise<void> {
  const carried = MODELS.filter((m) => carriedMakes.has(m.make.toLowerCase()));
  if (carried.length === 0) return;
  const makes = new Map<string, string>();
  for (const m of carried) makes.set(slugify(m.make), m.make);
  await db.orm
    .insert(manufacturers)
    .values([...makes].map(([slug, name]) => ({ name, slug })))
    .onConflictDoNothing();
  const ids = await db.orm
    .select({ id: manufacturers.id, slug: manufacturers.slug })
    .from(manufacturers)
    .where(inArray(manufacturers.slug, [...makes.keys()]));
  const idBySlug = new Map(ids.map((r) => [r.slug, r.id]));
  const rows = carried.flatMap((m) => {
    const manufacturerId = idBySlug.get(slugify(m.make));
    if (manufacturerId === undefined) return [];
    const body = [...new Set([m.simpleBody, ...m.variants.map((v) => v.simpleBody ?? m.simpleBody)])];
    return [{ siteId, manufacturerId, name: m.model, slug: slugify(m.model), body, imageUrl: modelImageUrl(m.shape, heroColour(paletteFor(m)).hex) }];
  });
  await db.orm
    .insert(models)
    .values(rows)
    .onConflictDoUpdate({
      target: [models.siteId, models.manufacturerId, models.slug],
      set: { body: sql`excluded.body`, imageUrl: sql`excluded.image_url` },
      setWhere: sql`(${models.body} is distinct from excluded.body or ${models.imageUrl} is distinct from excluded.image_url)`,
    });
}

/**
 * The demo's console accounts (docs/console.md): a group admin, and a manager and a salesperson of
 * the site's first dealership, at `{role}@{site slug}.example`. Nobody can receive mail there: on
 * the demo the sign-in page shows the e-mailed link itself (e-mail is caught locally).
 */
export const demoStaffEmail = (siteSlug: string, who: "principal" | "manager" | "sales") => `${who}@${siteSlug}.example`;

async function seedDemoStaff(db: Database, site: Pick<Site, "id" | "slug" | "dealerships">): Promise<void> {
  const first = site.dealerships[0];
  const people = [
    { email: demoStaffEmail(site.slug, "principal"), name: "Pat Principal", role: "group_admin", dealership: null },
    ...(first
      ? [
          { email: demoStaffEmail(site.slug, "manager"), name: "Morgan Manager", role: "manager", dealership: first.slug },
          { email: demoStaffEmail(site.slug, "sales"), name: "Sam Sales", role: "salesperson", dealership: first.slug },
        ]
      : []),
  ];
  for (const p of people) {
    if (await findStaffByEmail(db, site, p.email)) continue;
    await createStaffMember(db, site, { kind: "operator" }, p);
  }
}
