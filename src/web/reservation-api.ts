/**
 * The reservation endpoints as HTTP (docs/checkout.md):
 *
 * - `POST /api/reservations` → 201 `{ reservation_id, status, amount_cents, currency, expires_at, payment }`
 *   (the same answer, with `idempotent-replayed: true`, for a replayed key); 400 naming fields,
 *   401 when the site wants a signed-in shopper, 404 for a car not on this site, 409 for a car
 *   that cannot be reserved, 429.
 * - `GET /api/reservations/{id}` → `{ reservation_id, status, message, … }` of this site's reservation.
 * - `POST /api/payments/local/confirm` → the local test processor pays (or declines) with a test card.
 * - `POST /api/payments/webhook` → the processor's signed events (Stripe's; any site's host).
 * - `PUT /api/checkout-journeys` → save a step of the signed-in shopper's online purchase
 *   `{ car_id, step, values }` → `{ journey_id, step (the next), saved_step, data }`.
 *
 * src/reservations decides; this only reads requests and answers.
 */
import "server-only";
import { getDb } from "../db/client";
import { readRequestShopperSession } from "../accounts/current-shopper";
import { requestClient } from "../platform/request-client";
import { paymentProviderFor } from "../payments/from-env";
import { startReservation } from "../reservations/start";
import { confirmLocalPayment, readReservation } from "../reservations/view";
import { receivePaymentWebhook } from "../reservations/payment-events";
import { saveJourneyStep } from "../reservations/journeys";
import { errorResponse, json, noSite, readBodyText, readJson, readSameOriginJson } from "./http";
import { getRequestSite } from "./site-context";

const NO_STORE = { "cache-control": "no-store" };

export async function answerStartReservation(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  try {
    const body = await readJson(request, 16_000);
    const session = await readRequestShopperSession(ctx.db, ctx.site, request);
    const { replayed, ...started } = await startReservation(ctx.db, ctx.site, body, paymentProviderFor(ctx.db), {
      ip: requestClient(request.headers).ip,
      userId: session?.userId ?? null,
    });
    return json(started, 201, { ...NO_STORE, ...(replayed ? { "idempotent-replayed": "true" } : {}) });
  } catch (err) {
    return errorResponse(err);
  }
}

export async function answerReadReservation(request: Request, id: string): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  try {
    return json(await readReservation(ctx.db, ctx.site, id), 200, NO_STORE);
  } catch (err) {
    return errorResponse(err);
  }
}

export async function answerLocalConfirm(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  try {
    return json(await confirmLocalPayment(ctx.db, ctx.site, await readJson(request, 4_000)), 200, NO_STORE);
  } catch (err) {
    return errorResponse(err);
  }
}

/** Processors retry anything but a 2xx: a replayed or ignored event is acknowledged too. */
export async function answerPaymentWebhook(request: Request): Promise<Response> {
  try {
    const db = await getDb();
    const raw = await readBodyText(request, 256_000);
    const outcome = await receivePaymentWebhook(db, paymentProviderFor(db), raw, request.headers.get("stripe-signature"));
    return json({ received: true, outcome }, 200, NO_STORE);
  } catch (err) {
    return errorResponse(err);
  }
}

/** Same-origin only: the journey is the signed-in shopper's, so another site's page must not write it. */
export async function answerSaveJourneyStep(request: Request): Promise<Response> {
  const ctx = await getRequestSite(request);
  if (!ctx) return noSite();
  try {
    const body = await readSameOriginJson(request, requestClient(request.headers).host, 8_000);
    const session = await readRequestShopperSession(ctx.db, ctx.site, request);
    const { journey, next } = await saveJourneyStep(ctx.db, ctx.site, session?.userId ?? null, body);
    return json({ journey_id: journey.id, step: next, saved_step: journey.step, data: journey.data }, 200, NO_STORE);
  } catch (err) {
    return errorResponse(err);
  }
}
