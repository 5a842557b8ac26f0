/**
 * The homepage's promotion slider (vehicle spec §9: "promotion slider 540px by 1920px"): the
 * site's live promos as slides of the configured size, side by side in a scroll-snapping strip.
 * No script: the strip scrolls by swipe, trackpad or keyboard (it is a focusable region), and on
 * wide screens each slide has the 1920 × 540 shape; on phones the picture keeps that shape above
 * the words.
 */
import type { PromoTileData } from "../../search/promos";
import styles from "./home.module.css";

export function PromoSlider({ promos, width, height }: { promos: PromoTileData[]; width: number; height: number }) {
  if (!promos.length) return null;
  return (
    <section className={`container ${styles.slider}`} aria-labelledby="promo-slider-title">
      <h2 id="promo-slider-title" className="visually-hidden">
        Current promotions
      </h2>
      {/* A scrolling region the keyboard can reach (arrow keys scroll it once it has focus). */}
      <ul className={styles.slides} tabIndex={0} aria-label="Promotions, scroll sideways for more" data-testid="promo-slider" style={{ ["--slide-ratio" as string]: `${width} / ${height}` }}>
        {promos.map((p, i) => {
          const body = (
            <>
              {p.imageUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- the promo's own picture in the slide's fixed shape, lazy below the hero
                <img src={p.imageUrl} alt="" width={width} height={height} loading="lazy" decoding="async" className={styles.slideImage} />
              ) : null}
              <span className={styles.slideText}>
                <span className={styles.slideCount}>
                  {i + 1} of {promos.length}
                </span>
                <strong className={styles.slideTitle}>{p.title}</strong>
                {p.body ? <span>{p.body}</span> : null}
              </span>
            </>
          );
          return (
            <li key={p.id} className={styles.slide} data-testid="promo-slide">
              {p.linkUrl ? (
                <a href={p.linkUrl} className={styles.slideLink}>
                  {body}
                </a>
              ) : (
                <div className={styles.slideLink}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
