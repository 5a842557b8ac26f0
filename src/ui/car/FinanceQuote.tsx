"use client";
/**
 * The personalised finance quote in the vehicle page sidebar (vehicle spec §7). The server decides
 * (src/domain/finance-quote.ts): a car with its own complete quote shows it straight away; an
 * eligible car without one asks `POST /api/youx/quote` once after the page has loaded, so the
 * page itself stays cacheable and never waits for the provider. Any failure shows nothing (§8).
 * The comparison rate is always printed next to the repayment.
 */
import { useEffect, useState } from "react";
import { quoteDisplay, type CarFinanceQuote, type QuoteRequestFields } from "../../domain/finance-quote";
import styles from "./car.module.css";

export function FinanceQuote({ initial, request }: { initial: CarFinanceQuote | null; request: (QuoteRequestFields & { car_id: number }) | null }) {
  const [quote, setQuote] = useState<CarFinanceQuote | null>(initial);

  useEffect(() => {
    if (initial || !request) return;
    const controller = new AbortController();
    fetch("/api/youx/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
      signal: controller.signal,
    })
      .then(async (res) => {
        if (res.status !== 200) return;
        const body = (await res.json()) as Partial<CarFinanceQuote>;
        const { weeklyRepaymentAmount: w, advertisedRate: a, comparisonRate: c } = body;
        // Never a repayment without its comparison rate.
        if (typeof w === "number" && w > 0 && typeof a === "number" && typeof c === "number") {
          setQuote({ weeklyRepaymentAmount: w, advertisedRate: a, comparisonRate: c });
        }
      })
      .catch(() => {
        // A failed quote shows nothing (spec §8).
      });
    return () => controller.abort();
    // The request is fixed for the page: ask once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!quote) return null;
  const view = quoteDisplay(quote);
  return (
    <div className={`${styles.estimate} ${styles.quote}`} data-testid="finance-quote" aria-live="polite">
      <p className={styles.estimateFigure}>
        <span className={styles.estimateFrom}>Your finance quote</span> <span data-testid="quote-repayment">{view.repaymentLabel}</span>
        <span className={styles.estimateSuffix}>/{view.suffix}</span>
      </p>
      <p className={styles.estimateRates}>
        <span data-testid="quote-advertised-rate">{view.advertisedRateLabel}</span> advertised rate ·{" "}
        <strong>
          <span data-testid="quote-comparison-rate">{view.comparisonRateLabel}</span> comparison rate*
        </strong>
      </p>
      <p className={styles.estimateBasis}>Based on a great credit score, 5 year term, weekly repayments. Subject to lender approval.</p>
    </div>
  );
}
