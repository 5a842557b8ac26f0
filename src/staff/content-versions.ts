/**
 * The kept versions of content staff edit in the console (`site_content_versions`): opening hours,
 * offers, promo tiles. One subject per thing (`location:12:hours`, `offer:7`, `promo:3`), newest
 * last. A subject's first row is what it was before its first console edit (its site file's or
 * feed's version, labelled "site file"), so even the first change can be undone.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { siteContentVersions } from "../db/schema";
import type { Site } from "../site/store";

export type ContentVersion = typeof siteContentVersions.$inferSelect;

const ofSubject = (site: Pick<Site, "id">, subject: string) => and(eq(siteContentVersions.siteId, site.id), eq(siteContentVersions.subject, subject));

/** The subject's versions, newest first. */
export async function listContentVersions(db: Database | Transaction, site: Pick<Site, "id">, subject: string, limit = 10): Promise<ContentVersion[]> {
  const orm = "orm" in db ? db.orm : db;
  return orm.select().from(siteContentVersions).where(ofSubject(site, subject)).orderBy(desc(siteContentVersions.id)).limit(limit);
}

/**
 * Keep `next` as the subject's newest version; when the subject has none yet, `before` (what it was
 * until now) is kept first, as the site file's.
 */
export async function keepContentVersion(tx: Transaction, site: Pick<Site, "id">, subject: string, versions: { before: unknown; next: unknown }, actor: string): Promise<void> {
  const [first] = await tx.select({ id: siteContentVersions.id }).from(siteContentVersions).where(ofSubject(site, subject)).limit(1);
  if (!first && versions.before !== undefined) await tx.insert(siteContentVersions).values({ siteId: site.id, subject, data: versions.before as Record<string, unknown>, actor: "site file" });
  await tx.insert(siteContentVersions).values({ siteId: site.id, subject, data: versions.next as Record<string, unknown>, actor });
}

/** The version before the current one (what Undo puts back), or null. */
export async function previousContentVersion(tx: Transaction, site: Pick<Site, "id">, subject: string): Promise<ContentVersion | null> {
  const [, previous] = await listContentVersions(tx, site, subject, 2);
  return previous ?? null;
}
