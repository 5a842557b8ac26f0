/**
 * A location's reviews (search-and-browsing §3 "Review"): the summary (average to one decimal,
 * count with thousands separators), then each review with its stars, words, age and the dealer's
 * reply. Server-rendered; no client code.
 */
import type { ReviewList } from "../../domain/reviews";
import { formatReviewCount, parseRating } from "../../domain/stars";
import { nounFor } from "../../domain/count-of";
import { Stars } from "./Stars";
import styles from "./reviews.module.css";

export function ReviewsList({ list, placeName, source, headingLevel = 2 }: { list: ReviewList; placeName: string; source: string; headingLevel?: 2 | 3 }) {
  const average = parseRating(list.average_rating);
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <section className={styles.section} aria-labelledby="reviews-heading" data-testid="reviews-list">
      <Heading id="reviews-heading">What customers say about {placeName}</Heading>
      {average !== null ? (
        <p className={styles.summary} data-testid="reviews-summary">
          <Stars rating={average} />
          <strong>{list.average_rating}</strong>
          <span>
            from {formatReviewCount(list.count)} {source} {nounFor(list.count, "review")}
          </span>
        </p>
      ) : null}
      <ol className={styles.list}>
        {list.reviews.map((r) => (
          <li key={r.id} className={styles.review} data-testid="review">
            <div className={styles.reviewHead}>
              <span className={styles.avatar} aria-hidden="true">
                {r.customer_name.trim().charAt(0).toUpperCase() || "?"}
              </span>
              <div>
                <Sub className={styles.author}>{r.customer_name}</Sub>
                <p className={styles.meta}>
                  <Stars rating={r.rating} size="sm" />
                  <span className="visually-hidden">Rated {r.rating} out of 5, </span>
                  <time dateTime={r.review_date} title={r.review_date_in_words}>
                    {r.created_at_time_ago_in_words} ago
                  </time>
                </p>
              </div>
            </div>
            {r.text ? <p className={styles.text}>{r.text}</p> : <p className={`${styles.text} muted`}>Left a rating without a comment.</p>}
            {r.reply_text ? (
              <div className={styles.reply}>
                <p className={styles.replyHead}>
                  Reply from the dealer{r.reply_date && r.reply_date_in_words ? <> · <time dateTime={r.reply_date}>{r.reply_date_in_words}</time></> : null}
                </p>
                <p>{r.reply_text}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
