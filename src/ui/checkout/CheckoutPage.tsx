/**
 * The checkout page: the flow (details → deposit → outcome) beside what the shopper is buying —
 * the car, the deposit, how long it is held, that it comes back in full, and how they can pay.
 */
import { checkoutHeading } from "../../domain/reservation";
import { purchaseButtonLabel } from "../../domain/vehicle-details";
import { itemNoun } from "../../domain/stock-noun";
import { PageHeader } from "../content/PageHeader";
import type { ReservationCar } from "../../reservations/store";
import type { Site } from "../../site/store";
import { CheckoutFlow } from "./CheckoutFlow";
import { CarSummary, RefusedPanel } from "./CheckoutParts";
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
  const action = purchaseButtonLabel(site.config.purchase_button);
  const carHref = `/cars/${car.slug}`;
  const searchHref = site.config.routes.default_search;
  const refundable = site.config.deposit_refundable;
  // "Reserve this caravan": what is being held, in its own word (a car keeps the spec's).
  const noun = itemNoun(car.item_type);
  return (
    <>
      <PageHeader
        title={checkoutHeading(site.config.purchase_button, noun)}
        crumbs={[{ label: car.name, href: carHref }]}
        // A refused car gets no promise of a hold: the panel below says why.
        lead={refusal ? undefined : `Hold ${car.name} with a ${depositLabel} deposit${refundable ? ", 100% refundable" : ""}. We keep it for you for ${holdLabel}.`}
      />
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {refusal ? (
            <RefusedPanel noun={noun} message={refusal} carHref={carHref} searchHref={searchHref} />
          ) : (
            <CheckoutFlow
              carSlug={car.slug}
              carName={car.name}
              carNoun={noun}
              carHref={carHref}
              searchHref={searchHref}
              depositLabel={depositLabel}
              actionLabel={action}
              resumeId={data.resumeId}
              returningFromPayment={data.returningFromPayment}
            />
          )}
        </div>
        <CarSummary car={car} label="Your reservation" depositLabel={depositLabel} holdLabel={holdLabel} paymentMethods={site.config.payment_methods} testProcessor={provider === "local"} refused={refusal !== null}>
          {refundable ? <li>Your deposit is 100% refundable: change your mind and we refund it in full.</li> : null}
          <li>The {noun} is taken off sale for everyone else while it is held.</li>
          <li>We call you to arrange an inspection, test drive, finance or trade-in.</li>
        </CarSummary>
      </div>
    </>
  );
}
