/**
 * Five star slots drawn by the badge rule (src/domain/stars.ts: at most 4 full stars, then a
 * partial one over 30%). Decorative: the rating is always printed beside it in words.
 */
import { starDisplay } from "../../domain/stars";
import styles from "./reviews.module.css";

export function Stars({ rating, size = "md" }: { rating: number; size?: "sm" | "md" }) {
  const stars = starDisplay(rating);
  return (
    <span className={`${styles.stars} ${size === "sm" ? styles.small : ""}`} aria-hidden="true" data-stars={`${stars.full}/${stars.partial ?? 0}/${stars.empty}`}>
      {Array.from({ length: stars.full }, (_, i) => (
        <span key={`f${i}`} className={styles.starFull}>
          ★
        </span>
      ))}
      {stars.partial !== null ? (
        <span className={styles.starPartial} style={{ ["--fill" as string]: `${Math.round(stars.partial * 100)}%` }}>
          ★
        </span>
      ) : null}
      {Array.from({ length: stars.empty }, (_, i) => (
        <span key={`e${i}`} className={styles.starEmpty}>
          ★
        </span>
      ))}
    </span>
  );
}
