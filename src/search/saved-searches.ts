/**
 * Saved searches and their e-mail alerts. A shopper whose search found nothing (or anything) saves
 * it with an e-mail address; the delivery worker's housekeeping (src/jobs/worker.ts) runs
 * `sendSavedSearchAlerts` and mails the cars listed since the last check that match, through the
 * same MailTransport as leads (SMTP, or the local catcher at /admin/mail). Every alert carries an
 * unsubscribe link (`/saved-searches/unsubscribe?token=`). A send that fails leaves the search's
 * `last_checked_at` where it was, so the next run tries the same cars again (and the message id,
 * made from that time, lets the catcher and mail systems drop a repeat).
 * Every function takes the site; a site with `saved_searches_enabled` off takes no new searches
 * and sends no alerts.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, lte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { savedSearches } from "../db/schema";
import type { Site } from "../site/store";
import { listSites } from "../site/store";
import { priceDisplay } from "../domain/price";
import { stockNouns } from "../domain/stock-noun";
import { ALERT_CARS_LISTED, describeSearch, MAX_SAVED_SEARCHES_PER_EMAIL, savedSearchAlertEmail } from "../domain/saved-search";
import type { MailTransport } from "../leads/delivery/transports";
import { log } from "../platform/log";
import { EmailSchema } from "../leads/schemas";
import { searchCars } from "./engine";
import { parseSearchParams, toSearchParams, type SearchQuery } from "./query";

export const SavedSearchBodySchema = z.object({
  // The lead forms' own e-mail rule (trimmed, lower-cased, the same messages).
  email: EmailSchema,
  query: z.string({ error: "query must be text" }).max(2000, "query must be at most 2000 characters").default(""),
});

export type SaveSearchResult = { ok: true; created: boolean } | { ok: false; field: string; message: string };

/** The search a saved search keeps: its filters, ranges and text (no page, size or order). */
function storedQuery(q: SearchQuery): string {
  return toSearchParams({ ...q, page: 1, sortBy: "relevance", hitsPerPage: undefined }).toString();
}

/** Save `query` (a /api/search query string) for `email` on this site; saving it again is a no-op. */
export async function saveSearch(db: Database, site: Site, input: { email: string; query: string }, now = new Date()): Promise<SaveSearchResult> {
  if (!site.config.saved_searches_enabled) return { ok: false, field: "(site)", message: "This site does not offer saved searches." };
  const parsed = parseSearchParams(new URLSearchParams(input.query));
  if (!parsed.ok) return { ok: false, field: "query", message: parsed.errors.map((e) => `${e.field}: ${e.message}`).join("; ") };
  const query = storedQuery(parsed.query);
  const [held] = await db.orm
    .select({ n: count() })
    .from(savedSearches)
    .where(and(eq(savedSearches.siteId, site.id), eq(savedSearches.email, input.email)));
  if (Number(held?.n ?? 0) >= MAX_SAVED_SEARCHES_PER_EMAIL) {
    return { ok: false, field: "email", message: `You have ${MAX_SAVED_SEARCHES_PER_EMAIL} saved searches, the most we keep. Stop one from its e-mail first.` };
  }
  const inserted = await db.orm
    .insert(savedSearches)
    .values({ siteId: site.id, email: input.email, query, token: randomBytes(16).toString("base64url"), createdAt: now, lastCheckedAt: now })
    .onConflictDoNothing()
    .returning({ id: savedSearches.id });
  return { ok: true, created: inserted.length > 0 };
}

/** The saved search an unsubscribe link names, on this site. */
export async function findSavedSearchByToken(db: Database, site: Pick<Site, "id">, token: string): Promise<{ email: string; query: string } | null> {
  const [row] = await db.orm
    .select({ email: savedSearches.email, query: savedSearches.query })
    .from(savedSearches)
    .where(and(eq(savedSearches.siteId, site.id), eq(savedSearches.token, token)));
  return row ?? null;
}

/** Stop a saved search's alerts (its unsubscribe link). True when there was one to stop. */
export async function deleteSavedSearch(db: Database, site: Pick<Site, "id">, token: string): Promise<boolean> {
  const gone = await db.orm
    .delete(savedSearches)
    .where(and(eq(savedSearches.siteId, site.id), eq(savedSearches.token, token)))
    .returning({ id: savedSearches.id });
  return gone.length > 0;
}

/** Saved searches of this site made with any of these e-mail addresses (a signed-in shopper's garage). */
export async function listSavedSearchesForEmails(db: Database, site: Pick<Site, "id">, emails: readonly string[]): Promise<Array<{ query: string; token: string; email: string; description: string }>> {
  if (!emails.length) return [];
  const rows = await db.rows<{ query: string; token: string; email: string }>(sql`
    select query, token, email from saved_searches where site_id = ${site.id} and email = any(${sql.param([...emails])}::text[]) order by created_at desc limit 50`);
  return rows.map((r) => ({ ...r, description: describeSavedQuery(r.query) }));
}

/** What a saved search says in words ("“ute”, Toyota, Up to $40,000"), for the alert and the unsubscribe page. */
export function describeSavedQuery(query: string): string {
  const parsed = parseSearchParams(new URLSearchParams(query));
  return parsed.ok ? describeSearch(parsed.query) : "your search";
}

export interface AlertRun {
  checked: number;
  sent: number;
  failed: number;
}

/**
 * Mail every saved search that was last checked at least `minIntervalMs` ago the cars for sale
 * that were listed since and match it. One run checks at most `limit` searches, oldest first.
 */
export async function sendSavedSearchAlerts(
  db: Database,
  mail: MailTransport,
  opts: { now: Date; mailFrom: string; minIntervalMs?: number; limit?: number },
): Promise<AlertRun> {
  const run: AlertRun = { checked: 0, sent: 0, failed: 0 };
  const due = await db.orm
    .select()
    .from(savedSearches)
    .where(lte(savedSearches.lastCheckedAt, new Date(opts.now.getTime() - (opts.minIntervalMs ?? 0))))
    .orderBy(asc(savedSearches.lastCheckedAt))
    .limit(opts.limit ?? 500);
  if (!due.length) return run;
  const sites = new Map((await listSites(db)).map((s) => [s.id, s]));
  for (const row of due) {
    const site = sites.get(row.siteId);
    if (!site || !site.config.saved_searches_enabled) continue;
    run.checked++;
    const parsed = parseSearchParams(new URLSearchParams(row.query));
    if (!parsed.ok) {
      await deleteSavedSearch(db, site, row.token);
      continue;
    }
    const since = Math.floor(row.lastCheckedAt.getTime() / 1000);
    const q: SearchQuery = {
      ...parsed.query,
      page: 1,
      hitsPerPage: ALERT_CARS_LISTED,
      sortBy: "latest",
      // Cars a shopper can buy, listed since the last check.
      filters: { ...parsed.query.filters, status: parsed.query.filters.status ?? ["coming_soon", "in_stock"] },
      ranges: { ...parsed.query.ranges, created_at_timestamp: { min: since } },
    };
    const result = await searchCars(db, site, q, { now: opts.now });
    if (result.count > 0) {
      const origin = site.domains[0] ? `https://${site.domains[0]}` : "";
      const email = savedSearchAlertEmail({
        siteName: site.name,
        noun: stockNouns(Object.fromEntries(result.hits.map((h) => [h.item_type, 1]))).many,
        count: result.count,
        cars: result.hits.map((h) => ({ name: h.name, price: priceDisplay(h, site.config).label, url: `${origin}/cars/${h.slug}` })),
        description: describeSavedQuery(row.query),
        searchUrl: `${origin}/search${row.query ? `?${row.query}` : ""}`,
        unsubscribeUrl: `${origin}/saved-searches/unsubscribe?token=${row.token}`,
      });
      try {
        await mail.send(
          {
            messageId: `<saved-search-${row.id}-${row.lastCheckedAt.getTime()}@forecourt>`,
            from: opts.mailFrom,
            to: row.email,
            replyTo: null,
            subject: email.subject,
            text: email.text,
            html: email.html,
            headers: { "List-Unsubscribe": `<${origin}/saved-searches/unsubscribe?token=${row.token}>`, "X-Forecourt-Saved-Search": String(row.id) },
          },
          { siteId: site.id, leadId: null },
        );
      } catch (err) {
        run.failed++;
        log.warn({ err, site: site.slug, savedSearch: row.id }, "saved-search alert not sent; tried again on the next run");
        continue;
      }
      run.sent++;
    }
    await db.orm
      .update(savedSearches)
      .set({ lastCheckedAt: opts.now, ...(result.count > 0 ? { lastSentAt: opts.now } : {}) })
      .where(and(eq(savedSearches.siteId, site.id), eq(savedSearches.id, row.id)));
  }
  return run;
}
