/** Small cards linking to other cars (sold panel, vehicle 404): photo, name, price, kilometres. */
import Link from "next/link";
import type { SearchHit } from "../../search/engine";
import { priceDisplay } from "../../domain/price";
import { formatKm } from "../../domain/vehicle-details";
import { photoAtWidth } from "./images";
import styles from "./car.module.css";

export function StockCards({ cars, subscriptions, testId = "similar-stock" }: { cars: SearchHit[]; subscriptions: boolean; testId?: string }) {
  if (!cars.length) return null;
  return (
    <ul className={styles.stockCards} data-testid={testId}>
      {cars.map((c) => {
        const price = priceDisplay(c, { subscriptions_enabled: subscriptions });
        const img = c.primary_image_url ?? c.thumbnails[0] ?? null;
        return (
          <li key={c.id}>
            <Link href={`/cars/${c.slug}`} className={styles.stockCard} prefetch={false}>
              <span className={styles.stockImage}>
                {img ? (
                  // eslint-disable-next-line @next/next/no-img-element -- sized, lazy card photo at a /media width
                  <img src={photoAtWidth(img, 640)} alt="" width={640} height={427} loading="lazy" decoding="async" />
                ) : null}
              </span>
              <span className={styles.stockBody}>
                <span className={styles.stockName}>{c.name}</span>
                <span className={styles.stockMeta}>
                  {[c.car_type === "new" ? "New" : c.car_type === "demo" ? "Demo" : "Used", typeof c.km === "number" ? formatKm(c.km) : null, c.simple_transmission].filter(Boolean).join(" · ")}
                </span>
                <span className={styles.stockPrice}>
                  {price.label}
                  {price.kind === "subscription" ? <small> /wk subscription</small> : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
