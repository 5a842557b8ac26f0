"use client";
/**
 * The trade-in and sell-my-car flow: describe the car, get an instant estimate (or, for a car over
 * 7 years or 100,000 km, the offer of an appraisal), then the contact step, which sends the lead
 * with the estimate sealed in it (POST /api/valuations → POST /api/leads). On sites that keep it,
 * the valuation is also saved against the lead (POST /api/miscellaneous, column "valuation").
 */
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { ANALYTICS_EVENTS } from "../../domain/events";
import { formatPrice } from "../../domain/money";
import { CONDITION_HINTS, CONDITIONS, type Condition } from "../../domain/valuation";
import type { LeadFormCar, LeadFormContext } from "../../leads/form-rules";
import { valuationRequestSchema } from "../../valuation/request";
import { ErrorSummary, SelectField, TextField, type SummaryItem } from "../forms/fields";
import { LeadForm } from "../forms/LeadForm";
import { TradeInPhotos, type UploadedPhoto } from "./TradeInPhotos";
import { sendEvent } from "../send-event";
import forms from "../forms/forms.module.css";
import styles from "./trade-in.module.css";

type Answer =
  | { status: "estimate"; low: number; high: number; basis: string; token: string }
  | { status: "appraisal"; reason: string; message: string; token: string };

const STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"];

export interface TradeInFlowProps {
  form: "trade_in" | "valuation";
  context: LeadFormContext;
  /** The car the shopper wants to buy, when trading in against it. */
  car: LeadFormCar | null;
  /** Make → models, from the dealer's stock: suggestions only, any make may be typed. */
  suggestions: Record<string, string[]>;
  pageId: string;
  /** Save the valuation against the lead (POST /api/miscellaneous) on sites that use it. */
  saveValuationColumn: boolean;
  /** The site's stock noun ("car", "caravan"). */
  noun: string;
}

type Values = { make: string; model: string; variant: string; year: string; km: string; condition: Condition | ""; rego: string; regoState: string };

export function TradeInFlow({ form, context, car, suggestions, pageId, saveValuationColumn, noun }: TradeInFlowProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const id = (name: string) => `ti${uid}--${name}`;
  const [values, setValues] = useState<Values>({ make: "", model: "", variant: "", year: "", km: "", condition: "", rego: "", regoState: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [step, setStep] = useState<"car" | "estimate" | "contact">("car");
  const [busy, setBusy] = useState(false);
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const resultRef = useRef<HTMLHeadingElement | null>(null);
  const contactRef = useRef<HTMLDivElement | null>(null);

  const makes = useMemo(() => Object.keys(suggestions).sort(), [suggestions]);
  const models = useMemo(() => {
    const key = makes.find((m) => m.toLowerCase() === values.make.trim().toLowerCase());
    return key ? suggestions[key]! : [];
  }, [makes, suggestions, values.make]);

  const set = (name: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: "" }));
  };

  const LABELS: Record<string, string> = { make: "Make", model: "Model", variant: "Variant", year: "Year", km: "Odometer (km)", condition: "Condition", rego: "Rego", regoState: "State" };

  const request = () => ({
    make: values.make,
    model: values.model,
    ...(values.variant.trim() ? { variant: values.variant } : {}),
    year: /^\d+$/.test(values.year.trim()) ? Number(values.year.trim()) : values.year.trim() === "" ? undefined : NaN,
    km: /^\d[\d,\s]*$/.test(values.km.trim()) ? Number(values.km.replace(/[,\s]/g, "")) : values.km.trim() === "" ? undefined : NaN,
    condition: values.condition || undefined,
    ...(values.rego.trim() ? { rego: values.rego } : {}),
    ...(values.regoState ? { regoState: values.regoState } : {}),
    ...(car ? { car_id: car.id } : {}),
  });

  const show = (issues: Array<{ field: string; message: string }>) => {
    const byField: Record<string, string> = {};
    for (const i of issues) byField[i.field] ??= i.message;
    setErrors(byField);
    setSummary(Object.entries(byField).map(([f, message]) => ({ id: LABELS[f] ? id(f) : null, label: LABELS[f] ?? null, message })));
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const estimate = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = valuationRequestSchema(new Date()).safeParse(request());
    if (!parsed.success) return show(parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? "(body)"), message: i.message })));
    setErrors({});
    setSummary([]);
    setBusy(true);
    try {
      const res = await fetch("/api/valuations", { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(parsed.data) });
      const body = (await res.json().catch(() => null)) as (Answer & { error?: string; errors?: Array<{ field: string; message: string }> }) | null;
      if (res.status === 400 && body?.errors?.length) return show(body.errors);
      if (!res.ok || !body || !("status" in body)) {
        setFailure(body?.error ?? "We could not work out an estimate just now. You can still send us your car's details for an appraisal.");
        return;
      }
      setAnswer(body);
      setAccepted(false);
      setStep("estimate");
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch {
      setFailure("We could not reach our valuation service. Check your connection and try again, or send your details for an appraisal.");
    } finally {
      setBusy(false);
    }
  };

  const toContact = (accept: boolean) => {
    setAccepted(accept);
    if (accept) sendEvent({ event_id: ANALYTICS_EVENTS.OFFER_ACCEPTED, name: "offer_accepted", car_id: car?.id ?? null, payload: { form } });
    setStep("contact");
    requestAnimationFrame(() => contactRef.current?.querySelector<HTMLElement>("input, select, textarea")?.focus());
  };

  const leadDefaults: Record<string, string | boolean> = {
    trade_in_make: values.make.trim(),
    trade_in_model: values.model.trim(),
    trade_in_year: values.year.trim(),
    trade_in_km: values.km.replace(/[,\s]/g, ""),
    ...(values.variant.trim() ? { trade_in_variant: values.variant.trim() } : {}),
    ...(values.condition ? { trade_in_condition: values.condition } : {}),
    ...(values.rego.trim() ? { rego: values.rego.trim() } : {}),
    ...(values.regoState ? { regoState: values.regoState } : {}),
    ...(answer ? { valuation_token: answer.token } : {}),
    ...(photos.length ? { trade_in_photos: photos.map((p) => p.id).join(",") } : {}),
    offer_accepted: accepted,
  };

  const saveColumn = (leadId: string) => {
    if (!saveValuationColumn || !answer) return;
    const value = answer.status === "estimate" ? { status: answer.status, low: answer.low, high: answer.high, basis: answer.basis } : { status: answer.status, reason: answer.reason };
    // keepalive: the form goes on to /success straight away.
    fetch("/api/miscellaneous", { method: "POST", keepalive: true, headers: { "content-type": "application/json" }, body: JSON.stringify({ lead_id: leadId, column_name: "valuation", value: { ...value, offer_accepted: accepted } }) }).then(
      (r) => (r.ok ? console.log("Valuation data saved successfully") : console.error("Failed to save valuation data", r.status)),
      (err) => console.error("Failed to save valuation data", err),
    );
  };

  const carLine = [values.year, values.make, values.model, values.variant].filter((s) => s.trim()).join(" ");

  return (
    <div className={styles.flow}>
      <ol className={styles.progress} aria-label="Steps">
        {(["Your " + noun, "Estimate", "Your details"] as const).map((label, i) => {
          const at = step === "car" ? 0 : step === "estimate" ? 1 : 2;
          return (
            <li key={label} aria-current={i === at ? "step" : undefined} data-done={i < at || undefined}>
              {label}
            </li>
          );
        })}
      </ol>

      {step === "car" ? (
        <form onSubmit={estimate} noValidate className={styles.card} aria-labelledby={id("car-heading")}>
          <h2 id={id("car-heading")}>Tell us about your {noun}</h2>
          <ErrorSummary items={summary} summaryRef={summaryRef} />
          <div className={styles.grid}>
            <TextField id={id("make")} name="make" label="Make" required value={values.make} onChange={(v) => set("make", v)} error={errors.make} list={id("makes")} autoComplete="off" />
            <datalist id={id("makes")}>
              {makes.map((m) => (
                <option key={m} value={m} />
              ))}
            </datalist>
            <TextField id={id("model")} name="model" label="Model" required value={values.model} onChange={(v) => set("model", v)} error={errors.model} list={id("models")} autoComplete="off" />
            <datalist id={id("models")}>
              {models.map((m) => (
                <option key={m} value={m} />
              ))}
            </datalist>
            <TextField id={id("year")} name="year" label="Year" required inputMode="numeric" maxLength={4} value={values.year} onChange={(v) => set("year", v)} error={errors.year} hint="The year it was built, e.g. 2019." />
            <TextField id={id("km")} name="km" label="Odometer (km)" required inputMode="numeric" maxLength={9} value={values.km} onChange={(v) => set("km", v)} error={errors.km} />
            <TextField id={id("variant")} name="variant" label="Variant (optional)" value={values.variant} onChange={(v) => set("variant", v)} error={errors.variant} hint="As on the badge, e.g. GX or Sport." />
          </div>
          <fieldset className={styles.conditions} aria-describedby={errors.condition ? `${id("condition")}-error` : undefined}>
            <legend>
              Condition{" "}
              <span className={forms.required} aria-hidden="true">
                *
              </span>
            </legend>
            <div className={styles.conditionGrid}>
              {CONDITIONS.map((c) => (
                <label key={c} className={styles.condition}>
                  <input type="radio" name="condition" value={c} checked={values.condition === c} onChange={() => set("condition", c)} id={c === CONDITIONS[0] ? id("condition") : undefined} />
                  <span>
                    <strong>{c}</strong>
                    <span className={styles.conditionHint}>{CONDITION_HINTS[c]}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.condition ? (
              <p id={`${id("condition")}-error`} className={styles.fieldError}>
                {errors.condition}
              </p>
            ) : null}
          </fieldset>
          <div className={styles.grid}>
            <TextField id={id("rego")} name="rego" label="Rego (optional)" value={values.rego} onChange={(v) => set("rego", v)} error={errors.rego} maxLength={9} autoComplete="off" />
            <SelectField id={id("regoState")} name="regoState" label="State (optional)" value={values.regoState} onChange={(v) => set("regoState", v)} error={errors.regoState} options={STATES.map((s) => ({ value: s, label: s }))} />
          </div>
          <TradeInPhotos photos={photos} onChange={setPhotos} />
          {failure ? (
            <p className={styles.failure} role="alert">
              {failure}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className="btn btn-primary btn-lg" disabled={busy} data-testid="get-estimate">
              {busy ? "Working it out…" : "Get my instant estimate"}
            </button>
            {failure ? (
              <button type="button" className="btn btn-light btn-lg" onClick={() => toContact(false)}>
                Ask for an appraisal instead
              </button>
            ) : null}
          </div>
          <p className={styles.small}>No obligation. We never sell your details.</p>
        </form>
      ) : null}

      {step !== "car" && answer ? (
        <section className={styles.result} aria-labelledby={id("result")} data-testid="valuation-result" data-status={answer.status}>
          <p className={styles.small}>{carLine}, {Number(values.km.replace(/[,\s]/g, "")).toLocaleString("en-AU")} km, {values.condition.toLowerCase()} condition</p>
          {answer.status === "estimate" ? (
            <>
              <h2 id={id("result")} tabIndex={-1} ref={resultRef}>
                Your instant estimate: <span className={styles.range}>{formatPrice(answer.low)} – {formatPrice(answer.high)}</span>
              </h2>
              <p>{answer.basis}</p>
            </>
          ) : (
            <>
              <h2 id={id("result")} tabIndex={-1} ref={resultRef}>
                We&rsquo;ll appraise your {noun} in person
              </h2>
              <p>{answer.message}</p>
            </>
          )}
          {step === "estimate" ? (
            <div className={styles.actions}>
              {answer.status === "estimate" ? (
                <>
                  <button type="button" className="btn btn-primary btn-lg" onClick={() => toContact(true)} data-testid="accept-estimate">
                    Accept and book an inspection
                  </button>
                  <button type="button" className="btn btn-light btn-lg" onClick={() => toContact(false)}>
                    Send it to a valuer first
                  </button>
                </>
              ) : (
                <button type="button" className="btn btn-primary btn-lg" onClick={() => toContact(false)} data-testid="request-appraisal">
                  Request an appraisal
                </button>
              )}
              <button type="button" className={styles.linkButton} onClick={() => setStep("car")}>
                Change the details
              </button>
            </div>
          ) : null}
        </section>
      ) : null}

      {step === "contact" ? (
        <div ref={contactRef} className={styles.card}>
          <h2>Where should we send your {answer?.status === "estimate" ? "offer" : "appraisal"}?</h2>
          <LeadForm form={form} context={context} car={car} pageId={pageId} heading={null} defaults={leadDefaults} vehicleGiven onSuccess={saveColumn} />
        </div>
      ) : null}
    </div>
  );
}
