/** The blog index (all posts or one category) and a post, server-rendered. */
import Link from "next/link";
import type { BlogPost } from "../../site/blog";
import { categoryLabel, parsePostBody } from "../../domain/post-body";
import styles from "./content.module.css";

const dateFormat = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "Australia/Sydney" });

export function formatPostDate(d: Date): string {
  return dateFormat.format(d);
}

export function PostList({ posts }: { posts: BlogPost[] }) {
  return (
    <ul className={styles.postList} data-testid="blog-posts">
      {posts.map((p) => (
        <li key={p.id}>
          <article className={styles.offerCard}>
            {p.imageUrl ? (
              <div className={styles.offerMedia}>
                {/* eslint-disable-next-line @next/next/no-img-element -- post artwork in a fixed 16:9 box */}
                <img src={p.imageUrl} alt="" width={640} height={360} loading="lazy" decoding="async" />
              </div>
            ) : null}
            <div className={styles.offerBody}>
              <p className={styles.offerMeta}>
                <span className={styles.offerCategory}>{categoryLabel(p.category)}</span>
                <time dateTime={p.publishedAt.toISOString()}>{formatPostDate(p.publishedAt)}</time>
              </p>
              <h2 className={styles.offerTitle}>
                <Link href={`/blog/${p.slug}`} className={styles.stretchedLink} prefetch={false}>
                  {p.title}
                </Link>
              </h2>
              {p.excerpt ? <p className={styles.offerText}>{p.excerpt}</p> : null}
              <span className={styles.offerMore} aria-hidden="true">
                Read more →
              </span>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function CategoryLinks({ categories, current }: { categories: string[]; current: string | null }) {
  if (categories.length < 2) return null;
  return (
    <ul className={`${styles.pillLinks} ${styles.categoryLinks}`} aria-label="Categories">
      <li>
        <Link href="/blog" aria-current={current === null ? "page" : undefined} prefetch={false}>
          All posts
        </Link>
      </li>
      {categories.map((c) => (
        <li key={c}>
          <Link href={`/blog/${c}`} aria-current={current === c ? "page" : undefined} prefetch={false}>
            {categoryLabel(c)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PostBody({ body }: { body: string }) {
  return (
    <>
      {parsePostBody(body).map((b, i) =>
        b.kind === "heading" ? (
          <h2 key={i}>{b.text}</h2>
        ) : b.kind === "list" ? (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{b.text}</p>
        ),
      )}
    </>
  );
}
