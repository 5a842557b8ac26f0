/** A site's blog posts (published ones only: a post dated in the future is not out yet). */
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";
import type { Site } from "./store";

export type BlogPost = typeof blogPosts.$inferSelect;

export async function siteHasBlogPosts(db: Database, site: Pick<Site, "id">, now: Date): Promise<boolean> {
  const rows = await db.orm
    .select({ one: sql<number>`1` })
    .from(blogPosts)
    .where(and(eq(blogPosts.siteId, site.id), lte(blogPosts.publishedAt, now)))
    .limit(1);
  return rows.length > 0;
}

export async function listBlogPosts(
  db: Database,
  site: Pick<Site, "id">,
  now: Date,
  opts: { category?: string; limit?: number } = {},
): Promise<BlogPost[]> {
  const conds = [eq(blogPosts.siteId, site.id), lte(blogPosts.publishedAt, now)];
  if (opts.category) conds.push(eq(blogPosts.category, opts.category));
  return db.orm
    .select()
    .from(blogPosts)
    .where(and(...conds))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(opts.limit ?? 100);
}

export async function getBlogPost(db: Database, site: Pick<Site, "id">, slug: string, now: Date): Promise<BlogPost | null> {
  const [row] = await db.orm
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.siteId, site.id), eq(blogPosts.slug, slug), lte(blogPosts.publishedAt, now)));
  return row ?? null;
}

/** Categories with at least one published post, as URL slugs ("vehicle-reviews"). */
export async function listBlogCategories(db: Database, site: Pick<Site, "id">, now: Date): Promise<string[]> {
  const rows = await db.orm
    .selectDistinct({ category: blogPosts.category })
    .from(blogPosts)
    .where(and(eq(blogPosts.siteId, site.id), lte(blogPosts.publishedAt, now)))
    .orderBy(blogPosts.category);
  return rows.map((r) => r.category);
}
