"use client";
/**
 * The checkout: the shopper's details → the deposit → the outcome. The details are checked with
 * the server's own rules before they are sent; the reservation is started once per attempt (one
 * idempotency key, so a double click reserves once) and its id goes into the address, so a reload
 * picks up where the shopper was. The payment is the processor's: the local test processor's card
 * form, or Stripe's Payment Element (loaded only on sites that use Stripe). The outcome comes from
 * the server (the processor's webhook), polled until it is known.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { RESERVATION_DETAIL_FIELDS, reservationDetailErrors, type ReservationDetailName } from "../../reservations/request-schema";
import { readProfile, saveProfile } from "../forms/browser-store";
import { ErrorSummary, TextField, type SummaryItem } from "../forms/fields";
import { newIdempotencyKey, prepareForm, type PreparedForm } from "../forms/lead-client";
import { RefusedPanel } from "./CheckoutParts";
import { LocalCardForm } from "./LocalCardForm";
import { StripePayment } from "./StripePayment";
import styles from "./checkout.module.css";

type Details = Record<ReservationDetailName, string>;

interface Started {
  reservation_id: string;
  status: string;
  amount_cents: number;
  expires_at: string;
  payment: { provider: string; client_secret?: string; publishable_key?: string; confirm_url?: string };
}

export interface ReservationState {
  reservation_id: string;
  status: "pending_payment" | "held" | "failed" | "expired" | "refunded" | "converted";
  message: string;
  expires_at: string | null;
}

type Phase =
  | { kind: "details" }
  | { kind: "pay"; started: Started }
  | { kind: "waiting"; id: string }
  | { kind: "done"; state: ReservationState }
  | { kind: "refused"; message: string };

export interface CheckoutFlowProps {
  carSlug: string;
  carName: string;
  /** What the car is called in the flow's words: "car", "caravan", "motorcycle" (default "car"). */
  carNoun?: string;
  carHref: string;
  searchHref: string;
  depositLabel: string;
  actionLabel: string;
  /** A reservation to pick up (the address after a reload, or Stripe's return). */
  resumeId: string | null;
  /** Back from the processor's own page (Stripe's redirect for 3-D Secure): wait for its word. */
  returningFromPayment: boolean;
  /** Details the shopper already gave (the online purchase journey), and that journey's id. */
  initialDetails?: Partial<Record<ReservationDetailName, string>>;
  journeyId?: string;
}

const EMPTY: Details = { name: "", last_name: "", email: "", phone: "", postcode: "" };

async function readReservation(id: string): Promise<ReservationState | null> {
  const res = await fetch(`/api/reservations/${encodeURIComponent(id)}`, { cache: "no-store" });
  if (!res.ok) return null;
  return (await res.json()) as ReservationState;
}

function setAddress(id: string | null) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set("reservation", id);
  else url.searchParams.delete("reservation");
  window.history.replaceState(null, "", url);
}

export function CheckoutFlow({ carSlug, carName, carNoun = "car", carHref, searchHref, depositLabel, actionLabel, resumeId, returningFromPayment, initialDetails, journeyId }: CheckoutFlowProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const fieldId = (name: string) => `co${uid}--${name}`;
  const [phase, setPhase] = useState<Phase>(resumeId ? { kind: "waiting", id: resumeId } : { kind: "details" });
  const [details, setDetails] = useState<Details>({ ...EMPTY, ...initialDetails });
  const [errors, setErrors] = useState<Partial<Record<ReservationDetailName, string>>>({});
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const preparedRef = useRef<Promise<PreparedForm> | null>(null);

  const prepare = useCallback(() => {
    const p = prepareForm(newIdempotencyKey().replace(/^lead-/, "reservation-"));
    p.catch(() => {
      if (preparedRef.current === p) preparedRef.current = null;
    });
    preparedRef.current = p;
    return p;
  }, []);

  useEffect(() => {
    const profile = readProfile();
    // Browser storage exists only after hydration: the server render cannot know the profile.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDetails((d) => {
      const next = { ...d };
      for (const k of Object.keys(EMPTY) as ReservationDetailName[]) if (!next[k] && profile[k]) next[k] = profile[k]!;
      return next;
    });
    prepare();
  }, [prepare]);

  // Waiting for the processor's word (or picking up after a reload): poll the reservation.
  useEffect(() => {
    if (phase.kind !== "waiting") return;
    let stopped = false;
    let tries = 0;
    const tick = async () => {
      if (stopped) return;
      const state = await readReservation(phase.id).catch(() => null);
      if (stopped) return;
      if (!state) {
        setAddress(null);
        setPhase({ kind: "details" });
        return;
      }
      if (state.status !== "pending_payment") {
        setPhase({ kind: "done", state });
        return;
      }
      // Picked up before paying (a reload on the card step): a new attempt from the details; the
      // unpaid reservation lapses on its own.
      if (tries === 0 && resumeId === phase.id && !returningFromPayment) {
        setPhase({ kind: "details" });
        setNotice("Your reservation was not paid yet. Please check your details and pay the deposit.");
        setAddress(null);
        return;
      }
      tries++;
      if (tries > 40) {
        setPhase({ kind: "done", state: { ...state, message: "We are still waiting for the payment to be confirmed. We will e-mail you as soon as it is." } });
        return;
      }
      setTimeout(tick, 750);
    };
    void tick();
    return () => {
      stopped = true;
    };
  }, [phase, resumeId, returningFromPayment]);

  useEffect(() => {
    if (phase.kind === "done" || phase.kind === "refused" || phase.kind === "pay") headingRef.current?.focus();
  }, [phase.kind]);

  const onDetails = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = reservationDetailErrors(details);
    setErrors(found);
    const items = RESERVATION_DETAIL_FIELDS.filter((f) => found[f.name]).map((f) => ({ id: fieldId(f.name), label: f.label, message: found[f.name]! }));
    setSummary(items);
    if (items.length) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const prepared = await (preparedRef.current ?? prepare());
      const captcha = await prepared.captcha;
      const res = await fetch("/api/reservations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ car_id: carSlug, ...details, idempotency_key: prepared.key, form_token: prepared.token, ...(captcha ? { captcha } : {}), ...(journeyId ? { journey_id: journeyId } : {}) }),
      });
      const body = (await res.json().catch(() => ({}))) as Partial<Started> & { error?: string; errors?: Array<{ field: string; message: string }> };
      if (res.status === 201 && body.reservation_id) {
        saveProfile({ ...readProfile(), ...details });
        setAddress(body.reservation_id);
        setPhase({ kind: "pay", started: body as Started });
        return;
      }
      if (res.status === 409 || res.status === 404) {
        setPhase({ kind: "refused", message: body.error ?? "This car cannot be reserved right now." });
        return;
      }
      if (res.status === 400 && body.errors?.length) {
        const byField: Partial<Record<ReservationDetailName, string>> = {};
        const list: SummaryItem[] = [];
        for (const err of body.errors) {
          const f = RESERVATION_DETAIL_FIELDS.find((x) => x.name === err.field);
          if (f) byField[f.name] ??= err.message;
          list.push({ id: f ? fieldId(f.name) : null, label: f?.label ?? null, message: err.message });
        }
        setErrors(byField);
        setSummary(list);
        // A stale form token: a fresh one for the next try.
        prepare();
        requestAnimationFrame(() => summaryRef.current?.focus());
        return;
      }
      setNotice(body.error ?? "We could not start your reservation. Please try again, or call us.");
    } catch {
      setNotice("We could not reach the dealership's site. Please check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  /** After a declined card: a fresh attempt with the same details. */
  const tryAgain = () => {
    setAddress(null);
    prepare();
    setPhase({ kind: "details" });
    setNotice("Your card was not charged. Check your details and try another card.");
  };

  if (phase.kind === "refused") return <RefusedPanel noun={carNoun} message={phase.message} carHref={carHref} searchHref={searchHref} headingRef={headingRef} />;

  if (phase.kind === "done") {
    const s = phase.state;
    const good = s.status === "held" || s.status === "converted";
    return (
      <div className={`${styles.panel} ${good ? styles.success : styles.problem}`} data-testid="checkout-result" data-status={s.status}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
          {good ? `It's yours: we've reserved this ${carNoun} for you` : s.status === "refunded" ? "Your deposit has been refunded" : s.status === "failed" ? "Your payment did not go through" : "This reservation has ended"}
        </h2>
        <p role={good ? "status" : "alert"} data-testid="checkout-message">
          {s.message}
        </p>
        {good ? (
          <>
            <p>
              We have e-mailed your receipt. Your reservation number is <strong data-testid="reservation-id">{s.reservation_id}</strong>. The dealership will call you shortly to arrange the next steps.
            </p>
            <p className={styles.actions}>
              <a href={carHref} className="btn btn-primary">
                Back to {carName}
              </a>
            </p>
          </>
        ) : s.status === "failed" ? (
          <p className={styles.actions}>
            <button type="button" className="btn btn-primary" onClick={tryAgain} data-testid="checkout-try-again">
              Try another card
            </button>
            <a href={carHref} className="btn btn-outline">
              Back to the car
            </a>
          </p>
        ) : (
          <p className={styles.actions}>
            <a href={searchHref} className="btn btn-primary">
              See similar cars
            </a>
          </p>
        )}
      </div>
    );
  }

  if (phase.kind === "waiting") {
    return (
      <div className={styles.panel} role="status" aria-live="polite" data-testid="checkout-waiting">
        <p className={styles.waiting}>Confirming your payment…</p>
      </div>
    );
  }

  if (phase.kind === "pay") {
    const p = phase.started.payment;
    return (
      <div className={styles.panel}>
        <ol className={styles.steps} aria-label="Checkout steps">
          <li className={styles.stepDone}>Your details</li>
          <li aria-current="step">Pay deposit</li>
          <li>Reserved</li>
        </ol>
        <h2 ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
          Pay your {depositLabel} deposit
        </h2>
        {p.provider === "stripe" && p.client_secret && p.publishable_key ? (
          <StripePayment clientSecret={p.client_secret} publishableKey={p.publishable_key} reservationId={phase.started.reservation_id} payLabel={`Pay ${depositLabel}`} onSubmitted={() => setPhase({ kind: "waiting", id: phase.started.reservation_id })} />
        ) : (
          <LocalCardForm
            reservationId={phase.started.reservation_id}
            confirmUrl={p.confirm_url ?? "/api/payments/local/confirm"}
            payLabel={`Pay ${depositLabel}`}
            onOutcome={(state) => (state.status === "pending_payment" ? setPhase({ kind: "waiting", id: state.reservation_id }) : setPhase({ kind: "done", state }))}
          />
        )}
      </div>
    );
  }

  return (
    <form className={styles.panel} onSubmit={onDetails} noValidate aria-labelledby={`${uid}-details`} data-testid="checkout-details">
      <ol className={styles.steps} aria-label="Checkout steps">
        <li aria-current="step">Your details</li>
        <li>Pay deposit</li>
        <li>Reserved</li>
      </ol>
      <h2 id={`${uid}-details`} className={styles.panelTitle}>
        Your details
      </h2>
      {notice ? (
        <p className={styles.notice} role="alert" data-testid="checkout-notice">
          {notice}
        </p>
      ) : null}
      <ErrorSummary items={summary} summaryRef={summaryRef} />
      <div className={styles.grid}>
        {RESERVATION_DETAIL_FIELDS.map((f) => (
          <TextField
            key={f.name}
            id={fieldId(f.name)}
            name={f.name}
            label={f.label}
            type={f.type}
            required
            autoComplete={f.autoComplete}
            inputMode={f.name === "postcode" ? "numeric" : undefined}
            maxLength={f.name === "postcode" ? 4 : undefined}
            value={details[f.name]}
            error={errors[f.name]}
            onChange={(v) => setDetails((d) => ({ ...d, [f.name]: v }))}
          />
        ))}
      </div>
      <button type="submit" className="btn btn-accent btn-lg" disabled={busy} data-testid="checkout-continue">
        {busy ? "One moment…" : `Continue to payment`}
      </button>
      <p className={styles.small}>
        {actionLabel} holds the {carNoun} for you; nothing else is charged today.
      </p>
    </form>
  );
}
