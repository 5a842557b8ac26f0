/**
 * What the checkout and the online purchase pages share: the panel that says a car cannot be
 * reserved, and the summary of the car and its deposit beside the flow.
 */
import type { ReactNode, Ref } from "react";
import { photoAtWidth } from "../car/images";
import { formatPrice } from "../../domain/money";
import { joinList } from "../content/copy";
import styles from "./checkout.module.css";

/** The panel that says why this item cannot be reserved, with the ways on; `noun` is what it is ("car", "caravan"). */
export function RefusedPanel({
  noun = "car",
  title = `This ${noun} cannot be reserved`,
  message,
  carHref,
  searchHref,
  headingRef,
}: {
  noun?: string;
  title?: string;
  message: string;
  carHref: string | null;
  searchHref: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className={styles.panel} data-testid="checkout-refused">
      <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.panelTitle}>
        {title}
      </h2>
      <p role="alert">{message}</p>
      <p className={styles.actions}>
        {carHref ? (
          <a href={carHref} className="btn btn-outline">
            Back to the {noun}
          </a>
        ) : null}
        <a href={searchHref} className="btn btn-primary">
          See similar {noun}s
        </a>
      </p>
    </div>
  );
}

export interface SummaryCar {
  name: string;
  image: string | null;
  price: number | null;
  stocknum: string;
}

export function CarSummary({
  car,
  label,
  depositLabel,
  holdLabel,
  paymentMethods,
  testProcessor,
  refused = false,
  children,
}: {
  car: SummaryCar;
  label: string;
  depositLabel: string;
  holdLabel: string;
  /** The site's payment_methods. */
  paymentMethods: readonly string[];
  testProcessor: boolean;
  /** The item cannot be reserved now: the summary names it, and promises no deposit, hold or payment. */
  refused?: boolean;
  children: ReactNode;
}) {
  return (
    <aside className={styles.summary} aria-label={label} data-testid="checkout-summary">
      {car.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- one sized photo of the car (a /media width or the feed's own)
        <img src={photoAtWidth(car.image, 640)} alt={car.name} width={640} height={427} className={styles.photo} />
      ) : null}
      <h2 className={styles.carName}>{car.name}</h2>
      <dl className={styles.facts}>
        {car.price && car.price > 0 ? (
          <>
            <dt>Price</dt>
            <dd>{formatPrice(car.price)}</dd>
          </>
        ) : null}
        <dt>Stock number</dt>
        <dd>{car.stocknum}</dd>
        {refused ? null : (
          <>
            <dt>Deposit today</dt>
            <dd data-testid="checkout-deposit">
              <strong>{depositLabel}</strong>
            </dd>
            <dt>Held for you</dt>
            <dd>{holdLabel}</dd>
          </>
        )}
      </dl>
      {refused ? null : (
        <>
          <ul className={styles.promises}>{children}</ul>
          <p className={styles.small}>
            Pay with {joinList(paymentMethods, "or")}.{testProcessor ? " (This demonstration takes test cards only.)" : ""}
          </p>
        </>
      )}
    </aside>
  );
}
