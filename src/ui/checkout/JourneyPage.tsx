/**
 * The online purchase page: the journey beside the car and what the deposit does.
 */
import { photoAtWidth } from "../car/images";
import { PageHeader } from "../content/PageHeader";
import { formatPrice } from "../../domain/money";
import { PAYMENT_METHODS } from "../../domain/reservation";
import type { Journey } from "../../reservations/journeys";
import type { ReservationCar } from "../../reservations/store";
import type { Site } from "../../site/store";
import { JourneyFlow } from "./JourneyFlow";
import styles from "./checkout.module.css";

export interface JourneyPageData {
  site: Site;
  car: ReservationCar;
  journey: Journey;
  refusal: string | null;
  locations: Array<{ value: string; label: string }>;
  depositLabel: string;
  holdLabel: string;
  provider: "local" | "stripe";
  resumeId: string | null;
  returningFromPayment: boolean;
}

export function JourneyPage({ data }: { data: JourneyPageData }) {
  const { site, car, journey, refusal, depositLabel, holdLabel } = data;
  const carHref = `/cars/${car.slug}`;
  const price = car.price && car.price > 0 ? formatPrice(car.price) : null;
  return (
    <>
      <PageHeader title="Buy online" crumbs={[{ label: car.name, href: carHref }]} lead={`Buy ${car.name} online: a few steps, saved as you go, and a ${depositLabel} deposit holds it for you.`} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {refusal ? (
            <div className={styles.panel} data-testid="checkout-refused">
              <h2 className={styles.panelTitle}>This car cannot be bought online right now</h2>
              <p role="alert">{refusal}</p>
              <p className={styles.actions}>
                <a href={site.config.routes.default_search} className="btn btn-primary">
                  See similar cars
                </a>
              </p>
            </div>
          ) : (
            <JourneyFlow
              journeyId={journey.id}
              savedStep={journey.reservationStatus === "held" ? "deposit" : journey.step}
              data={journey.data}
              carSlug={car.slug}
              carName={car.name}
              carPriceLabel={price}
              locations={data.locations}
              depositLabel={depositLabel}
              holdLabel={holdLabel}
              resumeId={data.resumeId ?? (journey.reservationStatus === "held" ? journey.reservationId : null)}
              returningFromPayment={data.returningFromPayment || journey.reservationStatus === "held"}
              searchHref={site.config.routes.default_search}
            />
          )}
        </div>
        <aside className={styles.summary} aria-label="The car you are buying" data-testid="checkout-summary">
          {car.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- one sized photo of the car (a /media width or the feed's own)
            <img src={photoAtWidth(car.image, 640)} alt={car.name} width={640} height={427} className={styles.photo} />
          ) : null}
          <h2 className={styles.carName}>{car.name}</h2>
          <dl className={styles.facts}>
            {price ? (
              <>
                <dt>Price</dt>
                <dd>{price}</dd>
              </>
            ) : null}
            <dt>Deposit today</dt>
            <dd>
              <strong>{depositLabel}</strong>
            </dd>
            <dt>Held for you</dt>
            <dd>{holdLabel}</dd>
          </dl>
          <ul className={styles.promises}>
            {site.config.deposit_refundable ? <li>Your deposit is 100% refundable.</li> : null}
            <li>The rest is settled with the dealership: finance, trade-in and handover as you choose here.</li>
          </ul>
          <p className={styles.small}>
            Pay with {PAYMENT_METHODS.slice(0, -1).join(", ")} or {PAYMENT_METHODS.at(-1)}.{data.provider === "local" ? " (This demonstration takes test cards only.)" : ""}
          </p>
        </aside>
      </div>
    </>
  );
}
