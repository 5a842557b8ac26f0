/**
 * The signed-in shopper's garage (`/my-garage`) and their payments (`/online-payment`).
 */
import Link from "next/link";
import { formatPrice } from "../../domain/money";
import { journeyStepLabel } from "../../reservations/journey-steps";
import { itemNoun } from "../../domain/stock-noun";
import type { JourneyListItem } from "../../reservations/journeys";
import type { ReservationListItem } from "../../reservations/store";
import type { SearchHit } from "../../search/engine";
import type { Site } from "../../site/store";
import styles from "./garage.module.css";

export interface GarageData {
  site: Site;
  phone: string;
  reservations: ReservationListItem[];
  journeys: JourneyListItem[];
  watchlist: SearchHit[];
  savedSearches: Array<{ query: string; token: string; description: string }>;
}

const STATUS_TEXT: Record<string, string> = {
  pending_payment: "Waiting for payment",
  held: "Reserved for you",
  failed: "Payment declined",
  expired: "Ended",
  refunded: "Deposit refunded",
  converted: "Bought",
};

const day = (d: Date | null) => (d ? d.toLocaleString("en-AU", { timeZone: "Australia/Sydney", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }) : "");

function ReservationItem({ r }: { r: ReservationListItem }) {
  return (
    <li className={styles.item} data-testid="garage-reservation" data-status={r.status}>
      <div>
        <Link href={`/cars/${r.car_slug}`} className={styles.title}>
          {r.car_name}
        </Link>
        <p className={styles.meta}>
          {formatPrice(r.amount_cents / 100)} deposit · started {day(r.created_at)}
          {r.status === "held" && r.expires_at ? ` · held until ${day(r.expires_at)}` : ""}
        </p>
        {r.status_reason && r.status !== "held" ? <p className={styles.meta}>{r.status_reason}</p> : null}
      </div>
      <span className={`${styles.badge} ${r.status === "held" || r.status === "converted" ? styles.good : ""}`}>{STATUS_TEXT[r.status] ?? r.status}</span>
    </li>
  );
}

export function Garage({ data }: { data: GarageData }) {
  const { site, reservations, journeys, watchlist, savedSearches } = data;
  const openJourneys = journeys.filter((j) => j.reservationStatus !== "held" && j.reservationStatus !== "converted");
  return (
    <div className={styles.sections}>
      <section aria-labelledby="garage-reservations" className={styles.section}>
        <h2 id="garage-reservations">Reservations</h2>
        {reservations.length ? (
          <ul className={styles.list}>
            {reservations.map((r) => (
              <ReservationItem key={r.id} r={r} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No reservations yet. Reserve a car from its page with a refundable deposit and it shows here.</p>
        )}
        <p>
          <Link href="/online-payment">Payments and receipts</Link>
        </p>
      </section>
      {site.config.online_purchase_enabled ? (
        <section aria-labelledby="garage-journeys" className={styles.section}>
          <h2 id="garage-journeys">Buying online</h2>
          {openJourneys.length ? (
            <ul className={styles.list}>
              {openJourneys.map((j) => (
                <li key={j.id} className={styles.item} data-testid="garage-journey">
                  <div>
                    <span className={styles.title}>{j.carName}</span>
                    <p className={styles.meta}>Next: {journeyStepLabel(j.step, itemNoun(j.carItemType))} · saved {day(j.updatedAt)}</p>
                  </div>
                  <Link href={`/checkout-journey?car_id=${encodeURIComponent(j.carSlug)}`} className="btn btn-outline">
                    Carry on
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>No purchases in progress.</p>
          )}
        </section>
      ) : null}
      {site.config.watchlist_enabled ? (
        <section aria-labelledby="garage-watchlist" className={styles.section}>
          <h2 id="garage-watchlist">Watchlist</h2>
          {watchlist.length ? (
            <ul className={styles.list}>
              {watchlist.slice(0, 6).map((c) => (
                <li key={c.id} className={styles.item}>
                  <Link href={`/cars/${c.slug}`} className={styles.title}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>No saved cars yet.</p>
          )}
          <p>
            <Link href="/watchlist">Your whole watchlist</Link>
          </p>
        </section>
      ) : null}
      <section aria-labelledby="garage-searches" className={styles.section}>
        <h2 id="garage-searches">Saved searches</h2>
        {savedSearches.length ? (
          <ul className={styles.list}>
            {savedSearches.map((s) => (
              <li key={s.token} className={styles.item}>
                <Link href={`${site.config.routes.default_search}?${s.query}`} className={styles.title}>
                  {s.description}
                </Link>
                <Link href={`/saved-searches/unsubscribe?token=${encodeURIComponent(s.token)}`} className={styles.meta}>
                  Stop alerts
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No saved searches with the e-mail addresses you gave us. Save a search from the search page to get new cars by e-mail.</p>
        )}
      </section>
    </div>
  );
}

/** Every deposit the shopper paid on this site, with what happened to it: their receipts. */
export function Payments({ data }: { data: GarageData }) {
  const paid = data.reservations.filter((r) => r.status !== "pending_payment");
  if (!paid.length) return <p className={styles.empty}>No payments yet.</p>;
  return (
    <ul className={styles.list} data-testid="payments">
      {paid.map((r) => (
        <li key={r.id} className={styles.receipt} data-testid="payment" data-status={r.status}>
          <div className={styles.receiptHead}>
            <Link href={`/cars/${r.car_slug}`} className={styles.title}>
              {r.car_name}
            </Link>
            <span className={`${styles.badge} ${r.status === "held" || r.status === "converted" ? styles.good : ""}`}>{STATUS_TEXT[r.status] ?? r.status}</span>
          </div>
          <dl className={styles.facts}>
            <dt>Deposit</dt>
            <dd>{r.status === "failed" ? `${formatPrice(r.amount_cents / 100)} (not charged)` : formatPrice(r.amount_cents / 100)}</dd>
            <dt>Date</dt>
            <dd>{day(r.created_at)}</dd>
            {r.refunded_at ? (
              <>
                <dt>Refunded</dt>
                <dd>{day(r.refunded_at)}</dd>
              </>
            ) : null}
            <dt>Reservation</dt>
            <dd>
              <code>{r.id}</code>
            </dd>
            <dt>Stock number</dt>
            <dd>{r.car_stocknum}</dd>
          </dl>
          {r.status_reason ? <p className={styles.meta}>{r.status_reason}</p> : null}
        </li>
      ))}
    </ul>
  );
}
