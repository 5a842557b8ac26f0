"use client";
/**
 * The repayment calculator (#finance-calculator). Every rule — bounds, messages, clamping,
 * defaults, the maths, rounding, suffixes, totals, "Enquire for Finance", fees, the comparison
 * rate and the disclaimer's Show More/Less — is src/domain/finance-calculator.ts; this island only
 * holds what the shopper typed. The repayment updates on every keystroke; numbers are clamped to
 * their bounds when a field is left. The first interaction fires analytics event 26, once.
 */
import { useId, useMemo, useRef, useState, type MouseEvent } from "react";
import { ANALYTICS_EVENTS } from "../../domain/events";
import {
  calculateRepayment,
  calculatorBounds,
  calculatorDisclaimer,
  calculatorEnquireHref,
  calculatorFees,
  effectiveInputs,
  FREQUENCY_LABELS,
  normaliseInputs,
  normalisePurchasePrice,
  purchasePriceMessage,
  purchasePriceOutside,
  SELECTABLE_FREQUENCIES,
  comparisonRateAt,
  lenderComparisonRateText,
  type CalculatorInputs,
  type Frequency,
} from "../../domain/finance-calculator";
import { formatRate } from "../../domain/finance-estimate";
import { formatPrice } from "../../domain/price";
import type { CalculatorView } from "./calculator-setup";
import { track } from "./track";
import styles from "./car.module.css";

type NumberField = "amount" | "termYears" | "interestRate" | "deposit" | "residual";
type Texts = Record<NumberField, string>;

const toTexts = (i: CalculatorInputs): Texts => ({
  amount: String(i.amount),
  termYears: String(i.termYears),
  interestRate: String(i.interestRate),
  deposit: String(i.deposit),
  residual: String(i.residual),
});

/** "$912.25", "$395": fees are quoted to the cent. */
const feeLabel = (amount: number) => {
  const cents = Math.round(amount * 100) % 100;
  return cents ? `${formatPrice(Math.trunc(amount))}.${String(cents).padStart(2, "0")}` : formatPrice(amount);
};

/** A field as typed: blank or unreadable counts as 0 (the rules then apply as to any number). */
const num = (s: string) => {
  const n = Number(s.replace(/[$,\s%]/g, ""));
  return Number.isFinite(n) ? n : 0;
};

export function RepaymentCalculator({
  setup: view,
  carId,
  carSlug,
  financeRoute,
  dealershipSlug,
}: {
  setup: CalculatorView;
  carId: number | null;
  carSlug: string | null;
  financeRoute: string;
  dealershipSlug: string | null;
}) {
  const { setup, disclaimer, opening } = view;
  const bounds = useMemo(() => calculatorBounds(setup), [setup]);
  const fees = useMemo(() => calculatorFees(setup), [setup]);
  // It opens on the estimate beside the price when the car has one (src/domain/finance-calculator.ts calculatorOpening).
  const [texts, setTexts] = useState<Texts>(() => toTexts(opening.inputs));
  const [frequency, setFrequency] = useState<Frequency>(opening.inputs.frequency);
  const [expanded, setExpanded] = useState(false);
  const used = useRef(false);
  const uid = useId().replace(/:/g, "");
  const id = (name: string) => `calc-${uid}-${name}`;

  const raw: CalculatorInputs = {
    amount: num(texts.amount),
    termYears: num(texts.termYears),
    interestRate: num(texts.interestRate),
    deposit: num(texts.deposit),
    residual: num(texts.residual),
    frequency,
  };
  const result = calculateRepayment(raw, setup);
  const inputs = effectiveInputs(raw, setup);
  const typedPrice = normalisePurchasePrice(raw.amount);
  const priceMessage = purchasePriceMessage(typedPrice, bounds);
  const priceInvalid = purchasePriceOutside(typedPrice, bounds);
  const note = calculatorDisclaimer(disclaimer, expanded);
  // Two figures, never confused: the comparison rate of what the shopper is calculating (it moves
  // with the rate), and the one the lender advertises for its product.
  const comparison = comparisonRateAt(setup, inputs.interestRate);
  const lenderComparison = lenderComparisonRateText(setup, disclaimer);
  const balloonTooLarge = result.kind === "enquire" && result.reason === "balloon_over_financed";

  const firstUse = () => {
    if (used.current) return;
    used.current = true;
    track({ event_id: ANALYTICS_EVENTS.CALCULATOR_FIRST_USE, name: "calculator_first_use", car_id: carId, payload: {} });
  };

  const onText = (field: NumberField) => (e: React.ChangeEvent<HTMLInputElement>) => {
    firstUse();
    setTexts((t) => ({ ...t, [field]: e.target.value }));
  };

  /** Leaving a field applies its bounds (the purchase price only turns ≤ 0 into 0 and keeps its message). */
  const commit = (field: NumberField) => () => {
    const n = normaliseInputs(raw, bounds);
    setTexts((t) => ({ ...t, [field]: String(n[field]) }));
  };

  const enquireHref = calculatorEnquireHref({ carSlug, financeRoute, amount: inputs.amount, dealershipSlug });
  const onEnquire = (e: MouseEvent<HTMLAnchorElement>) => {
    // On the car's own page, Enquire Now opens the page's enquiry form rather than reloading it.
    const target = new URL(enquireHref, window.location.href);
    const pageEnquire = document.querySelector<HTMLButtonElement>('[data-testid="enquire-button"]');
    if (target.pathname === window.location.pathname && pageEnquire) {
      e.preventDefault();
      pageEnquire.click();
    }
  };

  const field = (name: NumberField, label: string, range: { min: number; max: number; step?: number }, opts: { prefix?: string; suffix?: string; message?: string | null; invalid?: boolean; hint?: string } = {}) => (
    <div className={styles.calcField}>
      <label htmlFor={id(name)}>{label}</label>
      <div className={`${styles.calcInput} ${opts.invalid ? styles.calcInvalid : ""}`}>
        {opts.prefix ? <span aria-hidden="true">{opts.prefix}</span> : null}
        <input
          id={id(name)}
          name={name}
          type="number"
          inputMode="decimal"
          min={range.min}
          max={range.max}
          step={range.step ?? "any"}
          value={texts[name]}
          onChange={onText(name)}
          onBlur={commit(name)}
          onFocus={firstUse}
          aria-invalid={opts.invalid ? true : undefined}
          aria-describedby={opts.message ? id(`${name}-msg`) : opts.hint ? id(`${name}-hint`) : undefined}
          data-testid={`calc-${name}`}
        />
        {opts.suffix ? <span aria-hidden="true">{opts.suffix}</span> : null}
      </div>
      {opts.message ? (
        // At a bound the message is information (the value stands), outside it an error.
        <p id={id(`${name}-msg`)} className={opts.invalid ? styles.calcMessage : styles.calcHint} role={opts.invalid ? "alert" : "status"} data-testid={`calc-${name}-message`}>
          {opts.message}
        </p>
      ) : opts.hint ? (
        <p id={id(`${name}-hint`)} className={styles.calcHint}>
          {opts.hint}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className={styles.calculator} data-testid="finance-calculator">
      <form className={styles.calcForm} onSubmit={(e) => e.preventDefault()} aria-label="Repayment calculator">
        {field("amount", "Purchase price", bounds.price, { prefix: "$", message: priceMessage, invalid: priceInvalid })}
        {field("deposit", "Deposit or trade-in", bounds.deposit, { prefix: "$", hint: `${formatPrice(bounds.deposit.min)} to ${formatPrice(bounds.deposit.max)}` })}
        {field("termYears", "Loan term", bounds.term, { suffix: "years", hint: `${bounds.term.min} to ${bounds.term.max} years` })}
        {bounds.interestAndResidualInputs ? field("interestRate", "Interest rate", bounds.interest, { suffix: "% p.a.", hint: `${bounds.interest.min}% to ${bounds.interest.max}%` }) : null}
        {bounds.interestAndResidualInputs
          ? field("residual", "Balloon (final payment)", bounds.residual, { prefix: "$", message: balloonTooLarge ? result.message : null, invalid: balloonTooLarge })
          : null}
        {bounds.frequencySelector ? (
          <fieldset className={styles.calcFrequency}>
            <legend>Repayments</legend>
            {SELECTABLE_FREQUENCIES.map((f) => (
              <label key={f} className={styles.calcRadio}>
                <input
                  type="radio"
                  name={id("frequency")}
                  value={f}
                  checked={frequency === f}
                  onChange={() => {
                    firstUse();
                    setFrequency(f);
                  }}
                />
                <span>{FREQUENCY_LABELS[f]}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </form>

      <div className={styles.calcResult} aria-live="polite" data-testid="calc-result">
        {result.kind === "repayment" ? (
          <>
            <p className={styles.calcLabel}>Estimated {FREQUENCY_LABELS[result.frequency].toLowerCase()} repayment</p>
            <p className={styles.calcPayment} data-testid="calc-payment">
              {result.paymentLabel}
              <span className={styles.calcSuffix}>
                <a href="#financeDisclaimer">/{result.suffix}</a>
              </span>
            </p>
          </>
        ) : (
          <>
            <p className={styles.calcPayment} data-testid="calc-payment">
              {result.label}
            </p>
            <p className={styles.calcHint} data-testid="calc-enquire-reason">
              {result.message}
            </p>
          </>
        )}
        <dl className={styles.calcFacts}>
          <div>
            <dt>Comparison rate at {inputs.interestRate.toFixed(2)}%</dt>
            <dd data-testid="calc-comparison">{comparison}*</dd>
          </div>
          <div>
            <dt>{result.kind === "repayment" && result.finalPayment > 0 ? "Total repayments (before the final payment)" : "Total repayments"}</dt>
            <dd data-testid="calc-total">{result.totalLabel}</dd>
          </div>
          {result.kind === "repayment" && result.finalPayment > 0 ? (
            <>
              <div>
                <dt>Final payment</dt>
                <dd data-testid="calc-final">{formatPrice(result.finalPayment)}</dd>
              </div>
              <div>
                <dt>Total including the final payment</dt>
                <dd data-testid="calc-total-with-final">{result.totalWithFinalLabel}</dd>
              </div>
            </>
          ) : null}
          {lenderComparison ? (
            <div>
              <dt>The lender&rsquo;s advertised comparison rate</dt>
              <dd data-testid="calc-lender-comparison">{lenderComparison}*</dd>
            </div>
          ) : null}
          {!bounds.interestAndResidualInputs ? (
            <div>
              <dt>Interest rate</dt>
              <dd>{formatRate(inputs.interestRate)}</dd>
            </div>
          ) : null}
        </dl>
        {fees.length ? (
          <ul className={styles.calcFees} aria-label="Fees included" data-testid="calc-fees">
            {fees.map((f) => (
              <li key={f.name}>
                {f.name}: {feeLabel(f.amount)}
                {f.charged === "monthly" ? " per month" : ""}
              </li>
            ))}
          </ul>
        ) : null}
        <a href={enquireHref} className="btn btn-primary" onClick={onEnquire} data-testid="calc-enquire">
          Enquire Now
        </a>
      </div>

      <p className={styles.calcHint} data-testid="calc-opening" data-from={opening.from}>
        {opening.note}
      </p>

      <div id="financeDisclaimer" className={styles.calcDisclaimer} data-testid="calc-disclaimer">
        <p>* {note.text}</p>
        {note.toggleLabel ? (
          <button type="button" className={styles.textButton} aria-expanded={expanded} onClick={() => setExpanded((x) => !x)}>
            {note.toggleLabel}
          </button>
        ) : null}
      </div>
    </div>
  );
}
