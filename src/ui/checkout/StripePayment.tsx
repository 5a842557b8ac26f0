"use client";
/**
 * Stripe's Payment Element (PAYMENTS_PROVIDER=stripe): cards, Apple Pay and Google Pay as the
 * dealer's Stripe account offers them. Stripe.js is loaded only here, only on sites that pay
 * through Stripe. The outcome comes from Stripe's webhook; the page then polls the reservation.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import styles from "./checkout.module.css";

export function StripePayment({ clientSecret, publishableKey, reservationId, payLabel, onSubmitted }: { clientSecret: string; publishableKey: string; reservationId: string; payLabel: string; onSubmitted: () => void }) {
  const mountRef = useRef<HTMLDivElement | null>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const { loadStripe } = await import("@stripe/stripe-js");
      const stripe = await loadStripe(publishableKey);
      if (!stripe || cancelled || !mountRef.current) {
        if (!stripe) setFailure("The payment form could not be loaded. Please check your connection and reload the page.");
        return;
      }
      const elements = stripe.elements({ clientSecret, appearance: { theme: "stripe" } });
      const payment = elements.create("payment", { layout: "tabs" });
      payment.mount(mountRef.current);
      payment.on("ready", () => setReady(true));
      stripeRef.current = { stripe, elements };
    })();
    return () => {
      cancelled = true;
    };
  }, [clientSecret, publishableKey]);

  const onPay = async (e: FormEvent) => {
    e.preventDefault();
    const s = stripeRef.current;
    if (!s || busy) return;
    setBusy(true);
    setFailure(null);
    const back = new URL(window.location.href);
    back.searchParams.set("reservation", reservationId);
    const { error } = await s.stripe.confirmPayment({ elements: s.elements, confirmParams: { return_url: back.toString() }, redirect: "if_required" });
    setBusy(false);
    if (error) setFailure(error.message ?? "Your payment did not go through.");
    else onSubmitted();
  };

  return (
    <form onSubmit={onPay} data-testid="stripe-payment-form">
      <div ref={mountRef} className={styles.stripeMount} />
      {failure ? (
        <p className={styles.notice} role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn-accent btn-lg" disabled={!ready || busy}>
        {busy ? "Paying…" : payLabel}
      </button>
    </form>
  );
}
