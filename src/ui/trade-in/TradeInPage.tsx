/**
 * The trade-in pages (/trade-in, /cars/trade-in?car_id=, /sell-my-car): the flow beside the
 * trade-in FAQ (what gets an online estimate, what to bring), in the site's chrome.
 */
import type { LeadFormCar, LeadFormContext } from "../../leads/form-rules";
import { ONLINE_ESTIMATE_MAX_AGE_YEARS, ONLINE_ESTIMATE_MAX_KM } from "../../domain/valuation";
import { PageHeader, type Crumb } from "../content/PageHeader";
import { TradeInFlow } from "./TradeInFlow";
import styles from "./trade-in.module.css";

export interface TradeInPageProps {
  form: "trade_in" | "valuation";
  title: string;
  lead: string;
  crumbs?: Crumb[];
  context: LeadFormContext;
  car: LeadFormCar | null;
  suggestions: Record<string, string[]>;
  pageId: string;
  saveValuationColumn: boolean;
  noun: string;
  notice?: string | null;
}

export function TradeInPage(p: TradeInPageProps) {
  return (
    <>
      <PageHeader title={p.title} lead={p.lead} crumbs={p.crumbs} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.flow}>
          {p.notice ? (
            <p className={styles.failure} role="status">
              {p.notice}
            </p>
          ) : null}
          {p.car ? (
            <p className={styles.against} data-testid="trade-in-against">
              Trading in against the&nbsp;<a href={`/cars/${p.car.slug}`}>{p.car.name}</a>&nbsp;(stock {p.car.stocknum})
            </p>
          ) : null}
          <TradeInFlow form={p.form} context={p.context} car={p.car} suggestions={p.suggestions} pageId={p.pageId} saveValuationColumn={p.saveValuationColumn} noun={p.noun} />
        </div>
        <aside className={styles.faq} aria-labelledby="trade-in-faq">
          <h2 id="trade-in-faq">Good to know</h2>
          <h3>Which {p.noun}s get an online estimate?</h3>
          <p>
            Most under {ONLINE_ESTIMATE_MAX_AGE_YEARS} years old with up to {ONLINE_ESTIMATE_MAX_KM.toLocaleString("en-AU")} km. Older or higher-kilometre {p.noun}s are worth a proper look, so a valuer
            appraises them and calls you with an offer.
          </p>
          <h3>What to bring to the inspection</h3>
          <ul>
            <li>Both sets of keys</li>
            <li>An up-to-date service history</li>
            <li>No illegal modifications</li>
          </ul>
          <h3>Is the estimate an offer?</h3>
          <p>It is our best guide from what you tell us. Your written offer follows a short inspection and is valid for 7 days.</p>
        </aside>
      </div>
    </>
  );
}
