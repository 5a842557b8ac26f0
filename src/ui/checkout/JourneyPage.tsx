/**
 * The online purchase page: the journey beside the car and what the deposit does.
 */
import { itemNoun } from "../../domain/stock-noun";
import { PageHeader } from "../content/PageHeader";
import { formatPrice } from "../../domain/money";
import type { Journey } from "../../reservations/journeys";
import type { ReservationCar } from "../../reservations/store";
import type { Site } from "../../site/store";
import { JourneyFlow } from "./JourneyFlow";
import { CarSummary, RefusedPanel } from "./CheckoutParts";
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
  // What is being bought, in its own word ("The caravan you are buying"); a car is a car.
  const noun = itemNoun(car.item_type);
  return (
    <>
      <PageHeader title="Buy online" crumbs={[{ label: car.name, href: carHref }]} lead={refusal ? undefined : `Buy ${car.name} online: a few steps, saved as you go, and a ${depositLabel} deposit holds it for you.`} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {refusal ? (
            <RefusedPanel noun={noun} title={`This ${noun} cannot be bought online right now`} message={refusal} carHref={carHref} searchHref={site.config.routes.default_search} />
          ) : (
            <JourneyFlow
              journeyId={journey.id}
              savedStep={journey.reservationStatus === "held" ? "deposit" : journey.step}
              data={journey.data}
              carSlug={car.slug}
              carName={car.name}
              carNoun={noun}
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
        <CarSummary car={car} label={`The ${noun} you are buying`} depositLabel={depositLabel} holdLabel={holdLabel} paymentMethods={site.config.payment_methods} testProcessor={data.provider === "local"} refused={refusal !== null}>
          {site.config.deposit_refundable ? <li>Your deposit is 100% refundable.</li> : null}
          <li>The rest is settled with the dealership: finance, trade-in and handover as you choose here.</li>
        </CarSummary>
      </div>
    </>
  );
}
