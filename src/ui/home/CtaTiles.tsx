import Link from "next/link";
import type { HomeTile } from "../../domain/home-tiles";
import { ArrowRightIcon, CarIcon, CoinIcon, ShieldIcon, TagIcon } from "../icons";

const ICONS = { model: CarIcon, finance: CoinIcon, commitment: ShieldIcon, custom: TagIcon } as const;
import content from "../content/content.module.css";
import styles from "./home.module.css";

/** The homepage's call-to-action block: three tiles (src/domain/home-tiles.ts), each one link. */
export function CtaTiles({ tiles }: { tiles: HomeTile[] }) {
  return (
    <section className="section section-alt" aria-labelledby="cta-tiles-title">
      <div className="container">
        <h2 id="cta-tiles-title" className="visually-hidden">
          More from us
        </h2>
        <ul className={styles.tiles}>
          {tiles.map((tile, i) => {
            const Icon = ICONS[tile.id];
            return (
            <li key={i} className={styles.tile} data-testid="home-tile" data-kind={tile.id}>
              {tile.imageUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- a catalogue or content image at its slot's size, below the fold
                <img src={tile.imageUrl} alt="" width={480} height={270} loading="lazy" decoding="async" className={styles.tileImage} />
              ) : (
                <span className={styles.tileIcon} aria-hidden="true">
                  <Icon size={56} />
                </span>
              )}
              <div className={styles.tileBody}>
                {tile.eyebrow ? <p className="eyebrow">{tile.eyebrow}</p> : null}
                <h3 className={styles.tileTitle}>
                  <Link href={tile.href} prefetch={false} className={`${styles.tileLink} ${content.stretchedLink}`}>
                    {tile.title}
                  </Link>
                </h3>
                <p className={styles.tileText}>{tile.text}</p>
                <span className={styles.tileCta} aria-hidden="true">
                  {tile.cta} <ArrowRightIcon size={16} />
                </span>
              </div>
            </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
