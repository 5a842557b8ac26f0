/**
 * The checkout page: the flow (details → deposit → outcome) beside what the shopper is buying —
 * the car, the deposit, how long it is held, that it comes back in full, and how they can pay.
 */
import { photoAtWidth } from "../car/images";
import { PageHeader } from "../content/PageHeader";
import { formatPrice } from "../../domain/money";
import { carRoute } from "../../domain/vehicle-details";
import { PAYMENT_METHODS } from "../../domain/reservation";
import type { ReservationCar } from "../../reservations/store";
import type { Site } from "../../site/store";
import { CheckoutFlow } from "./CheckoutFlow";
import styles from "./checkout.module.css";

/** What the page renders from (src/web/checkout-page.ts loads it). */
export interface CheckoutPageData {
  site: Site;
  car: ReservationCar;
  /** Why this car cannot be reserved, or null. */
  refusal: string | null;
  depositLabel: string;
  holdLabel: string;
  provider: "local" | "stripe";
  resumeId: string | null;
  returningFromPayment: boolean;
}

export function CheckoutPage({ data }: { data: CheckoutPageData }) {
  const { site, car, refusal, depositLabel, holdLabel, provider } = data;
  const action = site.config.purchase_button === "buy_online" ? "Buy Online" : "Reserve Now";
  const carHref = `/cars/${car.slug}`;
  const searchHref = site.config.routes.default_search;
  const refundable = site.config.deposit_refundable;
  return (
    <>
      <PageHeader
        title={action === "Buy Online" ? "Buy online" : "Reserve this car"}
        crumbs={[{ label: car.name, href: carHref }]}
        lead={`Hold ${car.name} with a ${depositLabel} deposit${refundable ? ", 100% refundable" : ""}. We keep it for you for ${holdLabel}.`}
      />
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {refusal ? (
            <div className={styles.panel} data-testid="checkout-refused">
              <h2 className={styles.panelTitle}>This car cannot be reserved</h2>
              <p role="alert">{refusal}</p>
              <p className={styles.actions}>
                <a href={carHref} className="btn btn-outline">
                  Back to the car
                </a>
                <a href={searchHref} className="btn btn-primary">
                  See similar cars
                </a>
              </p>
            </div>
          ) : (
            <CheckoutFlow
              carSlug={car.slug}
              carName={car.name}
              carHref={carHref}
              searchHref={searchHref}
              depositLabel={depositLabel}
              actionLabel={action}
              resumeId={data.resumeId}
              returningFromPayment={data.returningFromPayment}
            />
          )}
        </div>
        <aside className={styles.summary} aria-label="Your reservation" data-testid="checkout-summary">
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
            <dt>Deposit today</dt>
            <dd data-testid="checkout-deposit">
              <strong>{depositLabel}</strong>
            </dd>
            <dt>Held for you</dt>
            <dd>{holdLabel}</dd>
          </dl>
          <ul className={styles.promises}>
            {refundable ? <li>Your deposit is 100% refundable: change your mind and we refund it in full.</li> : null}
            <li>The car is taken off sale for everyone else while it is held.</li>
            <li>We call you to arrange an inspection, test drive, finance or trade-in.</li>
          </ul>
          <p className={styles.small}>
            Pay with {PAYMENT_METHODS.slice(0, -1).join(", ")} or {PAYMENT_METHODS.at(-1)}.{provider === "local" ? " (This demonstration takes test cards only.)" : ""}
          </p>
          <p className={styles.small}>
            Questions? <a href={carRoute("/cars/{slug}", car.slug)}>See the car&rsquo;s details</a> or call the dealership.
          </p>
        </aside>
      </div>
    </>
  );
}
