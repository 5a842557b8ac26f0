/**
 * Sites, dealerships and locations: reading them, resolving a site from a request host, and the
 * site-file upsert. Every function takes the database handle; tenant data is always read inside
 * one site.
 */
import { and, eq, inArray, isNull, lt, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { cars, dealerships, leads, locations, siteConfigVersions, siteContentVersions, sites, siteThemeVersions } from "../db/schema";
import { resolveSiteConfig, type SiteConfig } from "./config";
import { ThemeSchema, type Theme } from "./theme";
import { SiteFileSchema, type SiteFile } from "./site-file";
import { getEnv } from "../platform/config";
import { ValidationError, type FieldError } from "../platform/errors";
import { processSingleton } from "../platform/process-singleton";
import { consoleOverlay, layOverlay, overlayKeys, sameJson, type JsonObject } from "../domain/console-overlay";

export interface DealershipSummary {
  id: number;
  slug: string;
  name: string;
  manufacturerName: string | null;
  /** The manufacturer's logo, for the certified-used tag on this dealership's cars of its make. */
  manufacturerLogoUrl: string | null;
  stockVersion: number;
  config: Record<string, unknown>;
}

export interface Site {
  id: number;
  slug: string;
  name: string;
  template: string;
  domains: string[];
  config: SiteConfig;
  theme: Theme;
  dealerships: DealershipSummary[];
  /** Sum of the dealerships' stock versions: changes whenever any of them imports. */
  stockVersion: number;
}


type SiteRow = typeof sites.$inferSelect;
type DealershipRow = typeof dealerships.$inferSelect;

function toSite(row: SiteRow, ds: DealershipRow[]): Site {
  const mine = ds.filter((d) => d.siteId === row.id).sort((a, b) => a.name.localeCompare(b.name));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    template: row.template,
    domains: row.domains,
    // Stored config was validated on write; a later schema change falls back to defaults per key.
    config: safeConfig(row.template, row.config),
    theme: ThemeSchema.safeParse(row.theme).data ?? ThemeSchema.parse({}),
    dealerships: mine.map((d) => ({
      id: d.id,
      slug: d.slug,
      name: d.name,
      manufacturerName: d.manufacturerName,
      manufacturerLogoUrl: d.manufacturerLogoUrl,
      stockVersion: d.stockVersion,
      config: d.config,
    })),
    stockVersion: mine.reduce((n, d) => n + d.stockVersion, 0),
  };
}

function safeConfig(template: string, overrides: unknown): SiteConfig {
  try {
    return resolveSiteConfig(template, overrides);
  } catch {
    return resolveSiteConfig("default", {});
  }
}

/** The sites in service (not retired), with their dealerships in service. */
export async function listSites(db: Database): Promise<Site[]> {
  const [rows, ds] = await Promise.all([
    db.orm.select().from(sites).where(isNull(sites.retiredAt)).orderBy(sites.slug),
    db.orm.select().from(dealerships).where(isNull(dealerships.retiredAt)),
  ]);
  return rows.map((r) => toSite(r, ds));
}

/** The site in service with this slug (a retired one is null, as if it did not exist). */
export async function getSiteBySlug(db: Database, slug: string): Promise<Site | null> {
  const [row] = await db.orm.select().from(sites).where(and(eq(sites.slug, slug), isNull(sites.retiredAt)));
  if (!row) return null;
  const ds = await db.orm.select().from(dealerships).where(and(eq(dealerships.siteId, row.id), isNull(dealerships.retiredAt)));
  return toSite(row, ds);
}

export interface RetiredSite {
  slug: string;
  retiredAt: Date;
  carsDelisted: number;
  leadsKept: number;
  /** When purgeRetiredSites may remove the site and everything it holds, leads included. */
  purgeAfter: Date;
}

/**
 * Take a site out of service (the admin API's DELETE): it answers no host from the next request,
 * its listed cars are delisted, and its leads stay, for the dealer and for the record, until the
 * retention period has passed. A later PUT of its site file brings it back. Null when no site in
 * service has this slug.
 */
export async function retireSite(db: Database, slug: string, opts: { now: Date; retentionDays: number }): Promise<RetiredSite | null> {
  const result = await db.orm.transaction(async (tx) => {
    const [row] = await tx
      .update(sites)
      .set({ retiredAt: opts.now, updatedAt: opts.now })
      .where(and(eq(sites.slug, slug), isNull(sites.retiredAt)))
      .returning({ id: sites.id });
    if (!row) return null;
    await tx.update(dealerships).set({ stockVersion: sql`${dealerships.stockVersion} + 1` }).where(eq(dealerships.siteId, row.id));
    const delisted = await tx
      .update(cars)
      .set({ delistedAt: opts.now })
      .where(and(eq(cars.siteId, row.id), isNull(cars.delistedAt)))
      .returning({ id: cars.id });
    const [kept] = await tx.select({ n: sql<number>`count(*)::int` }).from(leads).where(eq(leads.siteId, row.id));
    return { carsDelisted: delisted.length, leadsKept: Number(kept?.n ?? 0) };
  });
  invalidateSiteCache();
  if (!result) return null;
  return { slug, retiredAt: opts.now, ...result, purgeAfter: new Date(opts.now.getTime() + opts.retentionDays * 86_400_000) };
}

/**
 * Remove the sites retired more than retentionDays ago, with everything that belongs to them
 * (leads, cars, shoppers: the foreign keys cascade). Returns the slugs removed.
 */
export async function purgeRetiredSites(db: Database, opts: { now: Date; retentionDays: number }): Promise<string[]> {
  const before = new Date(opts.now.getTime() - opts.retentionDays * 86_400_000);
  const gone = await db.orm.delete(sites).where(lt(sites.retiredAt, before)).returning({ slug: sites.slug });
  return gone.map((g) => g.slug);
}

/** Normalise a Host header: lower-case, no port, no trailing dot. */
export function normaliseHost(host: string | null | undefined): string {
  if (!host) return "";
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) h = h.slice(0, h.indexOf("]") + 1);
  else h = h.replace(/:\d+$/, "");
  return h.replace(/\.$/, "");
}

/**
 * Which site a host names: a listed domain (with or without www.), then `{slug}.localhost`,
 * then the DEFAULT_SITE slug. Pure, so the rule is tested without a database.
 */
export function matchSiteForHost<T extends Pick<Site, "slug" | "domains">>(
  allSites: T[],
  host: string,
  defaultSlug: string | undefined,
): T | null {
  const h = normaliseHost(host);
  const bare = h.startsWith("www.") ? h.slice(4) : h;
  const byDomain = allSites.find((s) => s.domains.some((d) => d === h || d === bare || d === `www.${bare}`));
  if (byDomain) return byDomain;
  const local = /^([a-z0-9-]+)\.localhost$/.exec(h);
  if (local) {
    const bySlug = allSites.find((s) => s.slug === local[1]);
    if (bySlug) return bySlug;
  }
  if (defaultSlug) return allSites.find((s) => s.slug === defaultSlug) ?? null;
  return null;
}

// Sites change rarely; every node keeps them for a few seconds and drops them at once on upsert.
const SITE_CACHE_MS = 5_000;
type SiteCache = { at: number; sites: Site[]; db: Database };
const siteCache = () => processSingleton("siteCache", () => ({ current: null as SiteCache | null }));

export function invalidateSiteCache(): void {
  siteCache().current = null;
}

export async function listSitesCached(db: Database): Promise<Site[]> {
  const slot = siteCache();
  const c = slot.current;
  if (c && c.db === db && Date.now() - c.at < SITE_CACHE_MS) return c.sites;
  const fresh = await listSites(db);
  slot.current = { at: Date.now(), sites: fresh, db };
  return fresh;
}

export async function resolveSiteByHost(db: Database, host: string | null | undefined, defaultSlug = getEnv().DEFAULT_SITE): Promise<Site | null> {
  return matchSiteForHost(await listSitesCached(db), host ?? "", defaultSlug);
}

export async function listLocations(db: Database, site: Pick<Site, "id">) {
  return db.orm
    .select()
    .from(locations)
    .where(eq(locations.siteId, site.id))
    .orderBy(sql`${locations.primary} desc`, locations.name);
}

/** Validate a site file (unknown or mistyped keys are named) without writing anything. */
export function parseSiteFile(input: unknown): SiteFile {
  const parsed = SiteFileSchema.safeParse(input);
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((i) => ({
        field: [...i.path.map(String), ...("keys" in i && Array.isArray(i.keys) ? [i.keys.join(",")] : [])].join(".") || "(root)",
        message: i.message,
      })),
    );
  }
  const file = parsed.data;
  const errors: FieldError[] = [];
  try {
    resolveSiteConfig(file.template, file.config);
  } catch (e) {
    if (e instanceof ValidationError) errors.push(...e.errors);
    else throw e;
  }
  const theme = ThemeSchema.safeParse(file.theme);
  if (!theme.success) {
    errors.push(
      ...theme.error.issues.map((i) => ({
        field: ["theme", ...i.path.map(String), ...("keys" in i && Array.isArray(i.keys) ? [i.keys.join(",")] : [])].join("."),
        message: i.message,
      })),
    );
  }
  const seen = new Set<string>();
  file.dealerships.forEach((dl, i) => {
    if (seen.has(dl.slug)) errors.push({ field: `dealerships.${i}.slug`, message: `Duplicate dealership slug "${dl.slug}"` });
    seen.add(dl.slug);
    const locSlugs = new Set<string>();
    dl.locations.forEach((l, j) => {
      if (locSlugs.has(l.slug)) errors.push({ field: `dealerships.${i}.locations.${j}.slug`, message: `Duplicate location slug "${l.slug}"` });
      locSlugs.add(l.slug);
    });
  });
  if (errors.length) throw new ValidationError(errors);
  return file;
}

/**
 * Create or update a site with its dealerships and locations, in one transaction. A dealership
 * id or slug that belongs to another site is refused: one tenant never takes over another's data.
 * Locations missing from the file are removed; dealerships missing from it are retired (their
 * cars delisted, their locations removed, their leads kept). Sending the file of a retired site
 * brings it back into service.
 */
export async function upsertSite(db: Database, input: unknown): Promise<{ site: Site; created: boolean; keptFromConsole: string[] }> {
  const file = parseSiteFile(input);
  const fileTheme = ThemeSchema.parse(file.theme);
  const now = new Date();
  const keptFromConsole: string[] = [];
  const result = await db.orm.transaction(async (tx) => {
    const [existing] = await tx.select().from(sites).where(eq(sites.slug, file.slug)).for("update");
    // What the console published stays over the new file (src/domain/console-overlay.ts).
    const theme = existing ? keepConsoleChanges("theme", existing.theme, existing.fileTheme, fileTheme, (t) => ThemeSchema.parse(t), keptFromConsole) : fileTheme;
    const config = existing
      ? keepConsoleChanges("config", existing.config, existing.fileConfig, file.config, (c) => (resolveSiteConfig(file.template, c), c), keptFromConsole)
      : file.config;
    // Retired sites give up their domains (bringing one back checks them again).
    const others = await tx.select({ slug: sites.slug, domains: sites.domains }).from(sites).where(isNull(sites.retiredAt));
    const clash = others.find((o) => o.slug !== file.slug && o.domains.some((d) => file.domains.includes(d)));
    if (clash) throw new ValidationError([{ field: "domains", message: `A domain is already used by site "${clash.slug}"` }]);
    let siteId: number;
    if (existing) {
      siteId = existing.id;
      await tx
        .update(sites)
        // A retired site whose file is sent again is back in service.
        .set({ name: file.name, template: file.template, domains: file.domains, theme, config, fileTheme, fileConfig: file.config, retiredAt: null, updatedAt: new Date() })
        .where(eq(sites.id, siteId));
      // Where the console keeps a history, a new look or config from the file is its newest version (so Undo steps back from it).
      if (!sameJson(existing.theme, theme)) {
        const [history] = await tx.select({ id: siteThemeVersions.id }).from(siteThemeVersions).where(eq(siteThemeVersions.siteId, siteId)).limit(1);
        if (history) await tx.insert(siteThemeVersions).values({ siteId, theme, actor: "site file" });
      }
      if (!sameJson(existing.config, config)) {
        const [history] = await tx.select({ id: siteConfigVersions.id }).from(siteConfigVersions).where(eq(siteConfigVersions.siteId, siteId)).limit(1);
        if (history) await tx.insert(siteConfigVersions).values({ siteId, config, actor: "site file" });
      }
    } else {
      const [row] = await tx
        .insert(sites)
        .values({ slug: file.slug, name: file.name, template: file.template, domains: file.domains, theme, config, fileTheme, fileConfig: file.config })
        .returning({ id: sites.id });
      siteId = row!.id;
    }

    const ids = file.dealerships.map((d) => d.id);
    const slugs = file.dealerships.map((d) => d.slug);
    if (ids.length) {
      const foreign = await tx
        .select({ id: dealerships.id, slug: dealerships.slug, siteId: dealerships.siteId })
        .from(dealerships)
        .where(sql`(${inArray(dealerships.id, ids)} or ${inArray(dealerships.slug, slugs)}) and ${dealerships.siteId} <> ${siteId}`);
      if (foreign.length) {
        const errs = foreign.map((f) => {
          const i = file.dealerships.findIndex((d) => d.id === f.id || d.slug === f.slug);
          return { field: `dealerships.${i}`, message: `Dealership ${f.id} (${f.slug}) belongs to another site` };
        });
        throw new ValidationError(errs);
      }
    }

    for (const dl of file.dealerships) {
      await tx
        .insert(dealerships)
        .values({
          id: dl.id,
          siteId,
          slug: dl.slug,
          name: dl.name,
          manufacturerName: dl.manufacturer?.name ?? null,
          manufacturerLogoUrl: dl.manufacturer?.logo_url ?? null,
          youtubeUrl: dl.youtube_url ?? null,
          config: dl.config,
          leadDestinations: dl.lead_destinations,
        })
        .onConflictDoUpdate({
          target: dealerships.id,
          set: {
            slug: dl.slug,
            name: dl.name,
            manufacturerName: dl.manufacturer?.name ?? null,
            manufacturerLogoUrl: dl.manufacturer?.logo_url ?? null,
            youtubeUrl: dl.youtube_url ?? null,
            config: dl.config,
            leadDestinations: dl.lead_destinations,
            retiredAt: null,
            updatedAt: new Date(),
          },
        });
      const keep: string[] = [];
      const before = new Map((await tx.select().from(locations).where(eq(locations.dealershipId, dl.id))).map((l) => [l.slug, l]));
      for (const loc of dl.locations) {
        keep.push(loc.slug);
        const values = {
          siteId,
          dealershipId: dl.id,
          name: loc.name,
          slug: loc.slug,
          locationType: loc.location_type,
          locationSubtype: loc.location_subtype ?? null,
          primary: loc.primary,
          visible: loc.visible,
          manufacturers: loc.manufacturers,
          distributionLocations: loc.distribution_locations,
          imageUrl: loc.image?.url ?? null,
          dealerLicenseNumber: loc.dealer_license_number ?? null,
          motorVehicleRepairer: loc.motor_vehicle_repairer ?? null,
          street: loc.address.street ?? null,
          city: loc.address.city ?? null,
          state: loc.address.state ?? null,
          postcode: loc.address.postcode ?? null,
          lat: loc.address.lat ?? null,
          lng: loc.address.long ?? null,
          placeId: loc.address.place_id ?? null,
          placeUrl: loc.address.place_url ?? null,
          mapKey: loc.address.map_key ?? null,
          phone: loc.contact_detail.phone ?? null,
          landlinePhone: loc.contact_detail.landline_phone ?? null,
          phoneNew: loc.contact_detail.phone_new ?? null,
          phoneUsed: loc.contact_detail.phone_used ?? null,
          phoneDemo: loc.contact_detail.phone_demo ?? null,
          email: loc.contact_detail.email ?? null,
          openingHours: loc.contact_detail.opening_hours.map((h) => ({ ...h, open: h.open ?? null, close: h.close ?? null })),
          specialHours: loc.special_hours.map((h) => ({ ...h })),
          averageRating: loc.average_rating ?? null,
          reviewCount: loc.review_count,
          team: loc.team,
        };
        const fileHours = hoursOf(values);
        const was = before.get(loc.slug);
        // Hours the console changed (they differ from the file's last) are kept; the file's are remembered.
        const consoleHours = was?.fileHours && !sameJson(hoursOf(was), was.fileHours);
        if (consoleHours) keptFromConsole.push(`hours of ${was.name}`);
        // The same for its details (name, address, licence, phones, e-mail), as one piece; the map pin goes with the address.
        const fileDetails = detailsOf(values);
        const consoleDetails = was?.fileDetails && !sameJson(detailsOf(was), was.fileDetails);
        if (consoleDetails) keptFromConsole.push(`details of ${was.name}`);
        const shown = {
          ...values,
          ...(consoleHours ? { openingHours: was.openingHours, specialHours: was.specialHours } : {}),
          ...(consoleDetails ? pickDetailColumns(was) : {}),
        };
        await tx
          .insert(locations)
          .values(loc.id ? { id: loc.id, ...shown, fileHours, fileDetails } : { ...shown, fileHours, fileDetails })
          .onConflictDoUpdate({ target: [locations.dealershipId, locations.slug], set: { ...shown, fileHours, fileDetails } });
        if (was && !consoleHours && !sameJson(hoursOf(was), fileHours)) await keepFileVersion(tx, siteId, `location:${was.id}:hours`, fileHours);
        if (was && !consoleDetails && !sameJson(detailsOf(was), fileDetails)) await keepFileVersion(tx, siteId, `location:${was.id}:details`, fileDetails);
      }
      await tx
        .delete(locations)
        .where(keep.length ? and(eq(locations.dealershipId, dl.id), notInArray(locations.slug, keep)) : eq(locations.dealershipId, dl.id));
    }
    // Dealerships the file no longer lists leave service: their listed cars are delisted (they
    // would otherwise stay on sale with no dealer behind them) and their locations removed; the
    // row stays, so their leads keep their dealership.
    const dropped = await tx
      .update(dealerships)
      // The stock version moves on so that every cache keyed on it (search, car pages) drops their cars.
      .set({ retiredAt: now, updatedAt: now, stockVersion: sql`${dealerships.stockVersion} + 1` })
      .where(and(eq(dealerships.siteId, siteId), isNull(dealerships.retiredAt), ids.length ? notInArray(dealerships.id, ids) : sql`true`))
      .returning({ id: dealerships.id });
    if (dropped.length) {
      const droppedIds = dropped.map((d) => d.id);
      await tx.update(cars).set({ delistedAt: now }).where(and(inArray(cars.dealershipId, droppedIds), isNull(cars.delistedAt)));
      await tx.delete(locations).where(inArray(locations.dealershipId, droppedIds));
    }
    return { siteId, created: !existing };
  });
  invalidateSiteCache();
  const site = await getSiteBySlug(db, file.slug);
  return { site: site!, created: result.created, keptFromConsole };
}

type UpsertTx = Parameters<Parameters<Database["orm"]["transaction"]>[0]>[0];

/**
 * Where the console keeps a history of this subject, the file's new value is its newest version
 * (actor "site file"), so Undo steps back from it; without a history there is nothing to step through.
 */
async function keepFileVersion(tx: UpsertTx, siteId: number, subject: string, data: Record<string, unknown>): Promise<void> {
  const [history] = await tx.select({ id: siteContentVersions.id }).from(siteContentVersions).where(and(eq(siteContentVersions.siteId, siteId), eq(siteContentVersions.subject, subject))).limit(1);
  if (history) await tx.insert(siteContentVersions).values({ siteId, subject, data, actor: "site file" });
}

/** A location's week and special days in the shape the site file and the hours versions use. */
const hoursOf = (l: Pick<typeof locations.$inferSelect, "openingHours" | "specialHours">) => ({ opening_hours: l.openingHours, special_hours: l.specialHours });

type DetailColumns = Pick<typeof locations.$inferSelect, "name" | "street" | "city" | "state" | "postcode" | "lat" | "lng" | "placeId" | "placeUrl" | "dealerLicenseNumber" | "phone" | "landlinePhone" | "phoneNew" | "phoneUsed" | "phoneDemo" | "email">;

/** A location's details as the console edits them (src/staff/location-hours.ts), from its row: the one piece an upsert keeps or replaces. */
export function detailsOf(l: Omit<DetailColumns, "lat" | "lng" | "placeId" | "placeUrl">): Record<string, string | null> {
  return {
    name: l.name,
    street: l.street,
    city: l.city,
    state: l.state,
    postcode: l.postcode,
    dealer_license_number: l.dealerLicenseNumber,
    phone: l.phone,
    landline_phone: l.landlinePhone,
    phone_new: l.phoneNew,
    phone_used: l.phoneUsed,
    phone_demo: l.phoneDemo,
    email: l.email,
  };
}

/** The columns of those details on a row, with the map position that goes with the address. */
function pickDetailColumns(l: DetailColumns): DetailColumns {
  const { name, street, city, state, postcode, lat, lng, placeId, placeUrl, dealerLicenseNumber, phone, landlinePhone, phoneNew, phoneUsed, phoneDemo, email } = l;
  return { name, street, city, state, postcode, lat, lng, placeId, placeUrl, dealerLicenseNumber, phone, landlinePhone, phoneNew, phoneUsed, phoneDemo, email };
}

/**
 * The new file's values with the console's changes (where the site showed something other than the
 * file's last values) laid over them. Should the result no longer be valid (a later file changed what
 * a console key depends on), the file's values win and nothing is reported as kept.
 */
function keepConsoleChanges<T extends Record<string, unknown>>(
  part: "theme" | "config",
  shown: Record<string, unknown>,
  lastFromFile: Record<string, unknown> | null,
  fromFile: T,
  validate: (merged: Record<string, unknown>) => T | Record<string, unknown>,
  kept: string[],
): Record<string, unknown> {
  const overlay = consoleOverlay(shown as JsonObject, (lastFromFile ?? shown) as JsonObject);
  const keys = overlayKeys(overlay);
  if (!keys.length) return fromFile;
  try {
    const merged = validate(layOverlay(fromFile as JsonObject, overlay));
    kept.push(...keys.map((k) => `${part}.${k}`));
    return merged;
  } catch {
    return fromFile;
  }
}
