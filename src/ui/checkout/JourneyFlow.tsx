"use client";
/**
 * The online purchase journey: one step at a time, each saved on the server as the shopper moves
 * on (so a reload or another device carries on from the same step), ending in the deposit — the
 * same checkout as Reserve Now, with the details already given.
 */
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { checkJourneyStep, JOURNEY_STEPS, journeyStepLabel, journeySummary, reachableStep, type JourneyData, type JourneyStep } from "../../reservations/journey-steps";
import { SelectField, TextField } from "../forms/fields";
import { CheckoutFlow } from "./CheckoutFlow";
import formStyles from "../forms/forms.module.css";
import styles from "./checkout.module.css";

export interface JourneyFlowProps {
  journeyId: string;
  savedStep: JourneyStep;
  data: JourneyData;
  carSlug: string;
  carName: string;
  /** What is being bought: "car", "caravan", "motorcycle" (default "car"). */
  carNoun?: string;
  carPriceLabel: string | null;
  locations: Array<{ value: string; label: string }>;
  depositLabel: string;
  holdLabel: string;
  resumeId: string | null;
  returningFromPayment: boolean;
  searchHref: string;
}

type Values = Record<string, string>;

const asValues = (d: JourneyData): Values => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, String(v)]));

function Choice({ name, legend, value, options, onChange, error }: { name: string; legend: string; value: string; options: Array<[string, string]>; onChange: (v: string) => void; error?: string }) {
  return (
    <fieldset className={formStyles.fieldset} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={formStyles.label}>{legend}</legend>
      <div className={styles.choices}>
        {options.map(([v, label]) => (
          <label key={v} className={styles.choice}>
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} /> {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className={formStyles.fieldError} data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function JourneyFlow(props: JourneyFlowProps) {
  const { journeyId, carSlug, carName, locations } = props;
  const carNoun = props.carNoun ?? "car";
  const [saved, setSaved] = useState<JourneyStep>(props.savedStep);
  const [step, setStep] = useState<JourneyStep>(props.savedStep);
  const [values, setValues] = useState<Values>(() => asValues(props.data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const set = (k: string) => (v: string) => setValues((x) => ({ ...x, [k]: v }));
  const field = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField id={`jr--${name}`} name={name} label={label} required value={values[name] ?? ""} error={errors[name]} onChange={set(name)} {...extra} />
  );

  const go = (to: JourneyStep) => {
    setStep(to);
    setErrors({});
    setFailure(null);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const checked = checkJourneyStep(step, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const res = await fetch("/api/checkout-journeys", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ car_id: carSlug, step, values: checked.values }) });
      const body = (await res.json().catch(() => ({}))) as { step?: JourneyStep; saved_step?: JourneyStep; data?: JourneyData; error?: string; errors?: Array<{ field: string; message: string }> };
      if (res.ok && body.step && body.data) {
        setValues(asValues(body.data));
        setSaved(body.saved_step ?? body.step);
        go(body.step);
      } else if (res.status === 401) {
        window.location.reload();
      } else if (res.status === 400 && body.errors?.length) {
        setErrors(Object.fromEntries(body.errors.map((x) => [x.field, x.message])));
      } else {
        setFailure(body.error ?? "We could not save this step. Please try again.");
      }
    } catch {
      setFailure("We could not reach the dealership's site. Please check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  const data: JourneyData = values;
  const locationName = (id: string) => locations.find((l) => l.value === id)?.label ?? null;
  let body: ReactNode;
  switch (step) {
    case "car":
      body = (
        <p>
          You are buying <strong>{carName}</strong>
          {props.carPriceLabel ? ` for ${props.carPriceLabel}` : ""}. It takes a few minutes: your details, any trade-in, how you will pay and how you will take it home. A {props.depositLabel} deposit then holds it for you for {props.holdLabel}. Your answers are saved as you go.
        </p>
      );
      break;
    case "details":
      body = (
        <div className={styles.grid}>
          {field("name", "First name", { autoComplete: "given-name" })}
          {field("last_name", "Last name", { autoComplete: "family-name" })}
          {field("email", "Email", { type: "email", autoComplete: "email" })}
          {field("phone", "Phone", { type: "tel", autoComplete: "tel" })}
          {field("postcode", "Postcode", { inputMode: "numeric", maxLength: 4, autoComplete: "postal-code" })}
        </div>
      );
      break;
    case "trade_in":
      body = (
        <>
          <Choice name="has_trade_in" legend="Do you have a car to trade in?" value={values.has_trade_in ?? ""} options={[["yes", "Yes"], ["no", "No"]]} onChange={set("has_trade_in")} error={errors.has_trade_in} />
          {values.has_trade_in === "yes" ? (
            <div className={styles.grid}>
              {field("trade_in_make", "Make")}
              {field("trade_in_model", "Model")}
              {field("trade_in_year", "Year", { inputMode: "numeric", maxLength: 4 })}
              {field("trade_in_km", "Odometer (km)", { inputMode: "numeric", maxLength: 7 })}
            </div>
          ) : null}
        </>
      );
      break;
    case "payment":
      body = (
        <>
          <Choice name="payment_method" legend="How will you pay?" value={values.payment_method ?? ""} options={[["finance", "Finance"], ["cash", "Cash or bank transfer"]]} onChange={set("payment_method")} error={errors.payment_method} />
          {values.payment_method === "finance" ? (
            <div className={styles.grid}>
              {field("finance_deposit", `Deposit towards the ${carNoun} ($)`, { inputMode: "numeric", maxLength: 8 })}
              <SelectField id="jr--finance_term_years" name="finance_term_years" label="Loan term" required value={values.finance_term_years ?? ""} error={errors.finance_term_years} onChange={set("finance_term_years")} options={[1, 2, 3, 4, 5, 6, 7].map((y) => ({ value: String(y), label: `${y} year${y === 1 ? "" : "s"}` }))} />
            </div>
          ) : null}
        </>
      );
      break;
    case "handover":
      body = (
        <>
          <Choice name="handover" legend="How would you like to take it home?" value={values.handover ?? ""} options={[["pickup", "Pick up from the dealership"], ["delivery", "Deliver it to me"]]} onChange={set("handover")} error={errors.handover} />
          {values.handover === "pickup" ? (
            <SelectField id="jr--pickup_location_id" name="pickup_location_id" label="Pick up from" required value={values.pickup_location_id ?? ""} error={errors.pickup_location_id} onChange={set("pickup_location_id")} options={locations} />
          ) : values.handover === "delivery" ? (
            field("delivery_postcode", "Delivery postcode", { inputMode: "numeric", maxLength: 4 })
          ) : null}
        </>
      );
      break;
    case "review":
      body = (
        <dl className={styles.review} data-testid="journey-review">
          <dt>You</dt>
          <dd>
            {values.name} {values.last_name} · {values.email} · {values.phone} · {values.postcode}
          </dd>
          {journeySummary(data, locationName).map(([k, v]) => (
            <div key={k} className={styles.reviewRow}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      );
      break;
    case "deposit":
      body = null;
  }

  return (
    <div className={styles.panel} data-testid="journey" data-step={step}>
      <ol className={styles.journeySteps} aria-label="Steps">
        {JOURNEY_STEPS.map((s, i) => (
          <li key={s} aria-current={s === step ? "step" : undefined} className={JOURNEY_STEPS.indexOf(s) < JOURNEY_STEPS.indexOf(saved) ? styles.stepDone : undefined}>
            {reachableStep(s, saved) && s !== step ? (
              <button type="button" className={styles.stepLink} onClick={() => go(s)}>
                {i + 1}. {journeyStepLabel(s, carNoun)}
              </button>
            ) : (
              <span>
                {i + 1}. {journeyStepLabel(s, carNoun)}
              </span>
            )}
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {journeyStepLabel(step, carNoun)}
      </h2>
      {step === "deposit" ? (
        <CheckoutFlow
          carSlug={carSlug}
          carName={carName}
          carNoun={carNoun}
          carHref={`/cars/${carSlug}`}
          searchHref={props.searchHref}
          depositLabel={props.depositLabel}
          actionLabel="Buying online"
          resumeId={props.resumeId}
          returningFromPayment={props.returningFromPayment}
          initialDetails={{ name: values.name, last_name: values.last_name, email: values.email, phone: values.phone, postcode: values.postcode }}
          journeyId={journeyId}
        />
      ) : (
        <form onSubmit={submit} noValidate data-testid={`journey-step-${step}`}>
          {failure ? (
            <p className={styles.notice} role="alert">
              {failure}
            </p>
          ) : null}
          {body}
          <p className={styles.actions}>
            <button type="submit" className="btn btn-accent btn-lg" disabled={busy} data-testid="journey-next">
              {busy ? "Saving…" : step === "review" ? "Continue to deposit" : step === "car" ? "Start" : "Save and continue"}
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
