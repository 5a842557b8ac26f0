"use client";
/**
 * The local test processor's card form (PAYMENTS_PROVIDER=local): it says plainly that it is a
 * test, takes the usual test cards (4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined;
 * 4000 0000 0000 9995 has insufficient funds) and posts them to the processor's confirm address.
 */
import { useId, useState, type FormEvent } from "react";
import { TextField } from "../forms/fields";
import type { ReservationState } from "./CheckoutFlow";
import styles from "./checkout.module.css";

export function LocalCardForm({ reservationId, confirmUrl, payLabel, onOutcome }: { reservationId: string; confirmUrl: string; payLabel: string; onOutcome: (s: ReservationState) => void }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const [card, setCard] = useState({ number: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onPay = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found: Record<string, string> = {};
    if (!/^[\d\s-]{12,23}$/.test(card.number.trim())) found.number = "Enter the 16-digit card number.";
    if (!/^\d{2}\s*\/\s*\d{2}$/.test(card.expiry.trim())) found.expiry = "Enter the expiry date as MM/YY.";
    if (!/^\d{3,4}$/.test(card.cvc.trim())) found.cvc = "Enter the 3-digit security code.";
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      const res = await fetch(confirmUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ reservation_id: reservationId, card_number: card.number, expiry: card.expiry, cvc: card.cvc }),
      });
      const body = (await res.json().catch(() => ({}))) as Partial<ReservationState> & { error?: string };
      if (res.ok && body.status) onOutcome(body as ReservationState);
      else setFailure(body.error ?? "The payment could not be made. Please try again.");
    } catch {
      setFailure("We could not reach the payment processor. Please check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onPay} noValidate className={styles.cardForm} data-testid="local-card-form">
      <div className={styles.testNotice} role="note" data-testid="test-processor-notice">
        <strong>Test payments only.</strong> This site uses the built-in test card processor: no real card is charged and no money moves. Pay with <code>4242 4242 4242 4242</code>, any future expiry date and any 3-digit code; <code>4000 0000 0000 0002</code> shows a declined card.
      </div>
      {failure ? (
        <p className={styles.notice} role="alert">
          {failure}
        </p>
      ) : null}
      <TextField id={`${uid}--card`} name="cardnumber" label="Card number" type="text" inputMode="numeric" autoComplete="cc-number" maxLength={23} required value={card.number} error={errors.number} onChange={(v) => setCard((c) => ({ ...c, number: v }))} />
      <div className={styles.pair}>
        <TextField id={`${uid}--expiry`} name="exp-date" label="Expiry date" hint="MM/YY" type="text" inputMode="numeric" autoComplete="cc-exp" maxLength={7} required value={card.expiry} error={errors.expiry} onChange={(v) => setCard((c) => ({ ...c, expiry: v }))} />
        <TextField id={`${uid}--cvc`} name="cvc" label="Security code" type="text" inputMode="numeric" autoComplete="cc-csc" maxLength={4} required value={card.cvc} error={errors.cvc} onChange={(v) => setCard((c) => ({ ...c, cvc: v }))} />
      </div>
      <button type="submit" className="btn btn-accent btn-lg" disabled={busy} data-testid="pay-button">
        {busy ? "Paying…" : payLabel}
      </button>
    </form>
  );
}
