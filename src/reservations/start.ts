/**
 * `POST /api/reservations`: the shopper's details are checked like a lead form's, the car must be
 * this site's and free to reserve, and the reservation is stored `pending_payment` before the
 * processor is asked for a payment, so a payment never exists without its reservation. The same
 * idempotency key answers the same reservation (a double click or a retried request reserves once).
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { DEPOSIT_CURRENCY, depositCents, holdMs, PAYMENT_WINDOW_MS, RESERVATION_MESSAGES, reservationRefusal } from "../domain/reservation";
import { checkCaptcha, checkFormToken, formSecret } from "../leads/spam";
import { MESSAGES as LEAD_MESSAGES } from "../leads/submit";
import { leadSettings } from "../platform/config";
import { AppError, ConflictError, NotFoundError, ValidationError, fieldErrorsFromZod } from "../platform/errors";
import { hitRateLimit } from "../platform/rate-limit";
import type { PaymentProvider } from "../payments/provider";
import type { Site } from "../site/store";
import { ReservationRequestSchema } from "./request-schema";
import { linkJourneyReservation } from "./journeys";
import { appendReservationEvent, findCarForReservation, findReservationByKey, getReservation, type ReservationCar, type ReservationRow } from "./store";


/** What the browser is told about a reservation it started (the HTTP contract of issue 15). */
export interface StartedReservation {
  reservation_id: string;
  status: ReservationRow["status"];
  amount_cents: number;
  currency: typeof DEPOSIT_CURRENCY;
  expires_at: string;
  payment: { provider: string; client_secret?: string; publishable_key?: string; confirm_url?: string };
  replayed: boolean;
}

export interface ReservationMeta {
  ip: string;
  /** The signed-in shopper, when there is one. */
  userId: number | null;
  nowMs?: number;
}

const newReservationId = () => `res_${randomBytes(16).toString("base64url")}`;

export async function startReservation(db: Database, site: Site, body: unknown, provider: PaymentProvider, meta: ReservationMeta): Promise<StartedReservation> {
  const nowMs = meta.nowMs ?? Date.now();
  if (!site.config.checkout_enabled) throw new NotFoundError("car_id", RESERVATION_MESSAGES.notOffered);
  if (site.config.checkout_requires_sign_in && meta.userId === null) {
    throw new AppError("unauthorized", RESERVATION_MESSAGES.signInRequired, [{ field: "(session)", message: RESERVATION_MESSAGES.signInRequired }]);
  }
  const parsed = ReservationRequestSchema.safeParse(body);
  // A replay first: a retry must get its reservation even if the car has since been held by it.
  const key = typeof (body as { idempotency_key?: unknown })?.idempotency_key === "string" ? (body as { idempotency_key: string }).idempotency_key : null;
  if (key) {
    const existing = await findReservationByKey(db, site, key);
    if (existing) return { ...(await describeStarted(db, site, existing, provider)), replayed: true };
  }
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  const input = parsed.data;

  // The car first: another site's car is unknown here (404) whatever else the request holds.
  const car = await findCarForReservation(db, site, input.car_id);
  if (!car || car.delisted) throw new NotFoundError("car_id", RESERVATION_MESSAGES.noSuchCar);
  const refusal = reservationRefusal(car);
  if (refusal) throw new ConflictError(refusal);

  const secret = await formSecret(db);
  const settings = leadSettings();
  // A form opened too long ago is refused; "too fast" is not: paying is itself the proof of a person.
  const token = checkFormToken(secret, input.form_token, site.id, nowMs, { minFillMs: 0, ttlMs: settings.LEADS_FORM_TTL_S * 1000 });
  if (!token.ok) throw new ValidationError([{ field: "form_token", message: token.reason === "expired" ? LEAD_MESSAGES.formExpired : LEAD_MESSAGES.formToken }]);
  if (site.config.captcha_enabled) {
    const captcha = await checkCaptcha(secret, input.captcha, { siteId: site.id, idempotencyKey: input.idempotency_key });
    if (!captcha.ok) throw new ValidationError([{ field: "captcha", message: LEAD_MESSAGES.captcha }]);
  }

  const perIp = await hitRateLimit(db, `reservations:ip:${meta.ip}`, settings.LEADS_RATE_LIMIT_IP, nowMs);
  if (!perIp.allowed) {
    throw new AppError("rate_limited", LEAD_MESSAGES.rateLimited, [], { headers: { "retry-after": String(perIp.retryAfterS) } });
  }

  const id = newReservationId();
  const amount = depositCents(site.config, car);
  const holdHours = Math.max(1, Math.round(holdMs(site.config) / 3_600_000));
  const inserted = await db.rows<{ id: string }>(sql`
    insert into reservations (id, site_id, dealership_id, car_id, user_id, idempotency_key, status, amount_cents, currency,
                              name, last_name, email, phone, postcode, provider, hold_hours, payment_due_at)
    values (${id}, ${site.id}, ${car.dealership_id}, ${car.id}, ${meta.userId}, ${input.idempotency_key}, 'pending_payment', ${amount}, ${DEPOSIT_CURRENCY},
            ${input.name}, ${input.last_name}, ${input.email}, ${input.phone}, ${input.postcode}, ${provider.name}, ${holdHours},
            ${new Date(nowMs + PAYMENT_WINDOW_MS).toISOString()}::timestamptz)
    on conflict (site_id, idempotency_key) do nothing
    returning id`);
  if (!inserted[0]) {
    // The same key raced in: answer the one that was stored.
    const existing = await findReservationByKey(db, site, input.idempotency_key);
    if (!existing) throw new Error("reservation vanished after an idempotency conflict");
    return { ...(await describeStarted(db, site, existing, provider)), replayed: true };
  }
  await appendReservationEvent(db, {
    reservationId: id,
    siteId: site.id,
    type: "created",
    from: null,
    to: "pending_payment",
    actor: "shopper",
    detail: { car_id: car.id, car_slug: car.slug, amount_cents: amount },
  });
  if (input.journey_id && meta.userId !== null) await linkJourneyReservation(db, site, meta.userId, input.journey_id, id);
  const row = (await getReservation(db, site, id))!;
  return { ...(await describeStarted(db, site, row, provider, car)), replayed: false };
}

/**
 * The reservation as the browser needs it to pay: the processor's payment is made here on first
 * call (idempotent on the reservation), so a retry after a processor failure finds it.
 */
async function describeStarted(db: Database, site: Site, r: ReservationRow, provider: PaymentProvider, known?: Pick<ReservationCar, "name">): Promise<Omit<StartedReservation, "replayed">> {
  let payment: StartedReservation["payment"] = { provider: r.provider };
  if (r.status === "pending_payment" && r.provider === provider.name) {
    // The car is in hand when the reservation was just made; a replay reads it again.
    const car = known ?? (await findCarForReservation(db, site, r.car_id));
    const started = await provider.startPayment({
      reservationId: r.id,
      siteSlug: site.slug,
      amountCents: r.amount_cents,
      currency: DEPOSIT_CURRENCY,
      description: `Refundable deposit to reserve ${car?.name ?? "a car"} with ${site.name}`,
      receiptEmail: r.email,
      idempotencyKey: `reservation-${r.id}-payment`,
    });
    if (r.provider_payment_id !== started.paymentId) {
      await db.rows(sql`update reservations set provider_payment_id = ${started.paymentId}, updated_at = now() where id = ${r.id} and site_id = ${site.id}`);
      await appendReservationEvent(db, { reservationId: r.id, siteId: site.id, type: "payment_started", from: "pending_payment", to: "pending_payment", actor: "system", detail: { provider: provider.name, payment_id: started.paymentId } });
    }
    payment = {
      provider: provider.name,
      ...(started.clientSecret ? { client_secret: started.clientSecret } : {}),
      ...(started.publishableKey ? { publishable_key: started.publishableKey } : {}),
      ...(started.confirmUrl ? { confirm_url: started.confirmUrl } : {}),
    };
  }
  return {
    reservation_id: r.id,
    status: r.status,
    amount_cents: r.amount_cents,
    currency: DEPOSIT_CURRENCY,
    // Until paid: when the chance to pay runs out; once held: when the hold ends.
    expires_at: (r.expires_at ?? r.payment_due_at).toISOString(),
    payment,
  };
}
