/**
 * The admin API's handlers (docs/stock-import.md "Admin API"): the route files call these with the process database;
 * tests call them with their own. The logic lives in src/site and src/stock; these only read the
 * request, check the token and shape the reply.
 */
import { getDb, type Database } from "../db/client";
import { getSiteBySlug, listSites, retireSite, upsertSite } from "../site/store";
import { getEnv } from "../platform/config";
import { log } from "../platform/log";
import { FeedImportError } from "../stock/import";
import { feedFormatFromContentType } from "../stock/read-feed";
import { listFeedMappings, saveFeedMapping } from "../stock/mappings";
import { importFeedForSite } from "../stock/import-feed";
import { denyUnlessAdmin } from "./admin-auth";
import { adminToken } from "../admin/admin-access";
import { badRequest, errorResponse, json, readJson } from "./http";
import { AppError, ValidationError } from "../platform/errors";
import { createStaffMember, listStaff } from "../staff/accounts";
import { sendStaffLink } from "../staff/sign-in-links";
import type { MailTransport } from "../leads/delivery/transports";
import { siteOriginOf } from "./page-meta";

export interface AdminDeps {
  db: () => Promise<Database>;
  /** ADMIN_TOKEN; undefined turns the admin API off. */
  token: string | undefined;
}

export function processAdminDeps(): AdminDeps {
  return { db: getDb, token: adminToken() };
}

const noStore = { "cache-control": "no-store" };

/** GET /api/admin/sites: `{ sites: [{ slug, name, domains }] }`. */
export async function listSitesHandler(request: Request, deps: AdminDeps): Promise<Response> {
  const denied = await denyUnlessAdmin(request, deps.db, deps.token);
  if (denied) return denied;
  try {
    const sites = await listSites(await deps.db());
    return json({ sites: sites.map((s) => ({ slug: s.slug, name: s.name, domains: s.domains })) }, 200, noStore);
  } catch (err) {
    return errorResponse(err);
  }
}

/** Site files are small; a larger body is a mistake. */
const MAX_SITE_FILE_BYTES = 5_000_000;

/** PUT /api/admin/sites/{slug}: upsert the site file in the body; 201 when created, 200 when updated. */
export async function putSiteHandler(request: Request, slug: string, deps: AdminDeps): Promise<Response> {
  const denied = await denyUnlessAdmin(request, deps.db, deps.token);
  if (denied) return denied;
  try {
    const body = await readJson(request, MAX_SITE_FILE_BYTES);
    const bodySlug = typeof body === "object" && body !== null ? (body as { slug?: unknown }).slug : undefined;
    if (bodySlug !== slug) {
      return badRequest([{ field: "slug", message: `The site file's slug must equal the URL's "${slug}"${bodySlug === undefined ? " (it has none)" : `, not ${JSON.stringify(bodySlug)}`}` }]);
    }
    const { site, created, keptFromConsole } = await upsertSite(await deps.db(), body);
    return json(
      {
        created,
        // What the dealer changed in the console and the file did not overwrite (docs/console.md).
        kept_from_console: keptFromConsole,
        site: {
          slug: site.slug,
          name: site.name,
          template: site.template,
          domains: site.domains,
          dealerships: site.dealerships.map((d) => ({ id: d.id, slug: d.slug, name: d.name })),
        },
      },
      created ? 201 : 200,
      noStore,
    );
  } catch (err) {
    return errorResponse(err);
  }
}

/**
 * DELETE /api/admin/sites/{slug}: take the site out of service (src/site/store.ts retireSite). It
 * answers no host from now on and its cars are delisted; its leads are kept for
 * LEAD_RETENTION_DAYS, then removed with it. 200 with what was done; 404 when no site in service
 * has the slug. A PUT of its site file brings it back.
 */
export async function deleteSiteHandler(request: Request, slug: string, deps: AdminDeps): Promise<Response> {
  const denied = await denyUnlessAdmin(request, deps.db, deps.token);
  if (denied) return denied;
  try {
    const retired = await retireSite(await deps.db(), slug, { now: new Date(), retentionDays: getEnv().LEAD_RETENTION_DAYS });
    if (!retired) return errorResponse(new AppError("not_found", `No site "${slug}"`, [], { headers: noStore }));
    log.warn({ site: slug, carsDelisted: retired.carsDelisted, leadsKept: retired.leadsKept, purgeAfter: retired.purgeAfter }, "site retired by the admin API");
    return json(
      {
        retired: true,
        site: slug,
        retired_at: retired.retiredAt.toISOString(),
        cars_delisted: retired.carsDelisted,
        leads_kept: retired.leadsKept,
        purge_after: retired.purgeAfter.toISOString(),
      },
      200,
      noStore,
    );
  } catch (err) {
    return errorResponse(err);
  }
}

/**
 * POST (import) or PUT (import with replace) /api/admin/sites/{slug}/stock. The body streams
 * through the importer; rows may only name this site's dealerships. 200 with the import result
 * (rejected rows listed in it); 400 when the feed as a whole is unreadable, with what was
 * imported before that point under `partial`; 415 for a body type that is not a feed.
 */
export async function importStockHandler(request: Request, slug: string, opts: { replace: boolean }, deps: AdminDeps): Promise<Response> {
  const denied = await denyUnlessAdmin(request, deps.db, deps.token);
  if (denied) return denied;
  const format = feedFormatFromContentType(request.headers.get("content-type"));
  if (!format) {
    return errorResponse(
      new AppError("unsupported_type", "Unsupported feed type: content-type", [{ field: "content-type", message: "Send application/json (an array of rows), application/x-ndjson or text/csv" }]),
    );
  }
  try {
    const db = await deps.db();
    const site = await getSiteBySlug(db, slug);
    if (!site) return errorResponse(new AppError("not_found", `No site "${slug}"`));
    const params = new URL(request.url).searchParams;
    // A DMS export in its own layout: a saved mapping (?mapping=name) or a preset (?preset=au-dms).
    const dryRun = params.get("dry_run") === "1" || params.get("dry_run") === "true";
    const result = await importFeedForSite(db, site, request.body, format, { mapping: params.get("mapping"), preset: params.get("preset"), dryRun, replace: opts.replace });
    return json(result, 200, noStore);
  } catch (err) {
    if (!(err instanceof FeedImportError) && err instanceof ValidationError && err.errors[0]?.field === "mapping") return badRequest(err.errors, "Invalid feed");
    if (err instanceof FeedImportError) {
      // What was imported before the unreadable part travels with the refusal.
      return errorResponse(new AppError("invalid", "Invalid feed", err.errors, { title: "Invalid feed", body: { partial: err.partial }, headers: noStore }));
    }
    return errorResponse(err);
  }
}

/** GET /api/admin/sites/{slug}/feed-mappings: the site's saved feed mappings. */
export async function listFeedMappingsHandler(request: Request, slug: string, deps: AdminDeps): Promise<Response> {
  const denied = await denyUnlessAdmin(request, deps.db, deps.token);
  if (denied) return denied;
  const db = await deps.db();
  const site = await getSiteBySlug(db, slug);
  if (!site) return errorResponse(new AppError("not_found", `No site "${slug}"`));
  return json({ mappings: await listFeedMappings(db, site) }, 200, noStore);
}

/** PUT /api/admin/sites/{slug}/feed-mappings/{name}: save a mapping (201 new, 200 replaced); 400 naming each bad field. */
export async function putFeedMappingHandler(request: Request, slug: string, name: string, deps: AdminDeps): Promise<Response> {
  const denied = await denyUnlessAdmin(request, deps.db, deps.token);
  if (denied) return denied;
  try {
    const db = await deps.db();
    const site = await getSiteBySlug(db, slug);
    if (!site) return errorResponse(new AppError("not_found", `No site "${slug}"`));
    const body = await readJson(request);
    const saved = await saveFeedMapping(db, site, name, body);
    return json({ name: saved.name, mapping: saved.mapping }, saved.created ? 201 : 200, noStore);
  } catch (err) {
    return errorResponse(err);
  }
}

/**
 * POST /api/admin/sites/{slug}/staff: the operator invites a member (usually a group's first
 * admin): body `{ email, name, role, dealership? }` (dealership by slug; none for a group admin).
 * 201 `{ id, email, name, role, dealership, invited: true }` and the invitation e-mailed with a
 * link to the site's own address; 400 naming each bad field (an address already on the site is
 * `email`). GET lists the site's staff.
 */
export async function inviteStaffHandler(request: Request, slug: string, deps: AdminDeps, mail: (db: Database) => Promise<{ mail: MailTransport; from: string }>): Promise<Response> {
  const denied = await denyUnlessAdmin(request, deps.db, deps.token);
  if (denied) return denied;
  try {
    const db = await deps.db();
    const site = await getSiteBySlug(db, slug);
    if (!site) return errorResponse(new AppError("not_found", `No site "${slug}"`));
    const body = (await readJson(request, 10_000)) as Record<string, unknown> | null;
    if (!body || typeof body !== "object") throw new ValidationError([{ field: "(body)", message: "Send a JSON object" }]);
    const member = await createStaffMember(db, site, { kind: "operator" }, { email: body.email, name: body.name, role: body.role, dealership: body.dealership ?? null });
    const { mail: transport, from } = await mail(db);
    await sendStaffLink(db, site, member, "invite", { origin: siteOriginOf(request, site), mail: transport, from });
    const dealership = site.dealerships.find((d) => d.id === member.dealershipId)?.slug ?? null;
    return json({ id: member.id, email: member.email, name: member.name, role: member.role, dealership, invited: true }, 201, noStore);
  } catch (err) {
    return errorResponse(err);
  }
}

export async function listStaffHandler(request: Request, slug: string, deps: AdminDeps): Promise<Response> {
  const denied = await denyUnlessAdmin(request, deps.db, deps.token);
  if (denied) return denied;
  const db = await deps.db();
  const site = await getSiteBySlug(db, slug);
  if (!site) return errorResponse(new AppError("not_found", `No site "${slug}"`));
  const team = await listStaff(db, site, { id: 0, role: "group_admin", dealershipId: null });
  return json(
    {
      staff: team.map((m) => ({ id: m.id, email: m.email, name: m.name, role: m.role, dealership: site.dealerships.find((d) => d.id === m.dealershipId)?.slug ?? null, disabled: m.disabled, last_sign_in_at: m.lastSignInAt })),
    },
    200,
    noStore,
  );
}
