/**
 * Reservations in the database. Every function takes the site (the tenant) after the database and
 * filters by it, except the processor's webhook, which names a payment and finds its reservation
 * (and so its site) from that.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import type { PaymentProcessor } from "../db/types";
import type { ReservationStatus } from "../domain/reservation";
import type { Site } from "../site/store";
import { isCarSlug } from "../domain/car-slug";

export interface ReservationRow {
  id: string;
  site_id: number;
  dealership_id: number | null;
  car_id: number;
  user_id: number | null;
  status: ReservationStatus;
  amount_cents: number;
  currency: string;
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  provider: string;
  provider_payment_id: string | null;
  status_reason: string | null;
  hold_hours: number;
  expires_at: Date | null;
  payment_due_at: Date;
  lead_id: number | null;
  refund_due_at: Date | null;
  refunded_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const asDate = (v: unknown): Date | null => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

export function reservationFromRow(r: Record<string, unknown>): ReservationRow {
  return {
    ...(r as unknown as ReservationRow),
    site_id: Number(r.site_id),
    dealership_id: r.dealership_id === null ? null : Number(r.dealership_id),
    car_id: Number(r.car_id),
    user_id: r.user_id === null ? null : Number(r.user_id),
    amount_cents: Number(r.amount_cents),
    hold_hours: Number(r.hold_hours),
    lead_id: r.lead_id === null ? null : Number(r.lead_id),
    expires_at: asDate(r.expires_at),
    payment_due_at: asDate(r.payment_due_at)!,
    refund_due_at: asDate(r.refund_due_at),
    refunded_at: asDate(r.refunded_at),
    created_at: asDate(r.created_at)!,
    updated_at: asDate(r.updated_at)!,
  };
}

export async function getReservation(db: Database, site: Pick<Site, "id">, id: string): Promise<ReservationRow | null> {
  const [r] = await db.rows(sql`select * from reservations where id = ${id} and site_id = ${site.id}`);
  return r ? reservationFromRow(r) : null;
}

export async function findReservationByKey(db: Database, site: Pick<Site, "id">, idempotencyKey: string): Promise<ReservationRow | null> {
  const [r] = await db.rows(sql`select * from reservations where site_id = ${site.id} and idempotency_key = ${idempotencyKey}`);
  return r ? reservationFromRow(r) : null;
}

/** The reservation a processor's payment belongs to (webhooks name the payment, not the site). */
export async function findReservationByPayment(db: Database, provider: string, paymentId: string): Promise<ReservationRow | null> {
  const [r] = await db.rows(sql`select * from reservations where provider = ${provider} and provider_payment_id = ${paymentId}`);
  return r ? reservationFromRow(r) : null;
}

/** A car of this site as checkout needs it: what the lead carries, and whether it may be reserved. */
export interface ReservationCar {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  series: string | null;
  badge: string | null;
  year: number | null;
  km: number | null;
  price: number | null;
  car_type: string;
  item_type: string;
  status: string;
  stocknum: string;
  vin: string | null;
  colour: string | null;
  regplate: string | null;
  dealership_id: number;
  location_id: number | null;
  /** The state of the car's location, for times in its time zone. */
  location_state: string | null;
  reserved: boolean;
  delisted: boolean;
  payment_processors: PaymentProcessor[];
  image: string | null;
}

/** By slug, or by id when the reference is all digits. Delisted cars are found (and then refused). */
export async function findCarForReservation(db: Database, site: Pick<Site, "id">, ref: string | number): Promise<ReservationCar | null> {
  const byId = typeof ref === "number" || /^\d{1,15}$/.test(ref);
  if (typeof ref === "string" && !byId && !isCarSlug(ref)) return null;
  const [r] = await db.rows<Record<string, unknown>>(sql`
    select id, slug, name, make, model, series, badge, year, km, price, car_type, item_type, status, stocknum, vin, colour, regplate,
           dealership_id, location_id, reserved, delisted_at is not null as delisted, payment_processors, images[1] as image,
           (select state from locations l where l.id = cars.location_id) as location_state
      from cars
     where site_id = ${site.id} and ${byId ? sql`id = ${Number(ref)}` : sql`slug = ${String(ref)}`}`);
  if (!r) return null;
  return {
    ...(r as unknown as ReservationCar),
    id: Number(r.id),
    year: r.year === null ? null : Number(r.year),
    km: r.km === null ? null : Number(r.km),
    price: r.price === null ? null : Number(r.price),
    dealership_id: Number(r.dealership_id),
    location_id: r.location_id === null ? null : Number(r.location_id),
    payment_processors: (r.payment_processors as PaymentProcessor[] | null) ?? [],
  };
}

export type ReservationActor = "shopper" | "processor" | "system" | "dealer";

/** Append one event to a reservation's history (never updated: a trigger refuses it). */
export async function appendReservationEvent(
  tx: Transaction | Database,
  e: { reservationId: string; siteId: number; type: string; from: ReservationStatus | null; to: ReservationStatus | null; actor: ReservationActor; detail?: Record<string, unknown> },
): Promise<void> {
  const q = sql`insert into reservation_events (reservation_id, site_id, type, from_status, to_status, actor, detail)
                values (${e.reservationId}, ${e.siteId}, ${e.type}, ${e.from}, ${e.to}, ${e.actor}, ${JSON.stringify(e.detail ?? {})}::jsonb)`;
  if ("rows" in tx) await tx.rows(q);
  else await tx.execute(q);
}

export interface ReservationEventRow {
  type: string;
  from_status: string | null;
  to_status: string | null;
  actor: string;
  detail: Record<string, unknown>;
  created_at: Date;
}

export async function listReservationEvents(db: Database, site: Pick<Site, "id">, reservationId: string): Promise<ReservationEventRow[]> {
  const rows = await db.rows<ReservationEventRow>(sql`
    select type, from_status, to_status, actor, detail, created_at from reservation_events
     where site_id = ${site.id} and reservation_id = ${reservationId} order by id`);
  return rows.map((r) => ({ ...r, created_at: asDate(r.created_at)! }));
}

export interface ReservationListItem extends ReservationRow {
  car_slug: string;
  car_name: string;
  car_stocknum: string;
  /** The dealership of the reserved car (listReservations only). */
  car_dealership_id?: number;
}

/** The site's reservations, newest first (the dealer view). */
export async function listReservations(
  db: Database,
  site: Pick<Site, "id">,
  /** `dealershipIds`: only the reservations of these dealerships' cars (the console's scope of a manager). */
  opts: { limit?: number; offset?: number; dealershipIds?: readonly number[] } = {},
): Promise<ReservationListItem[]> {
  const scope = opts.dealershipIds ? (opts.dealershipIds.length ? sql`and c.dealership_id in (${sql.join(opts.dealershipIds.map((id) => sql`${id}`), sql`, `)})` : sql`and false`) : sql``;
  const rows = await db.rows<Record<string, unknown>>(sql`
    select r.*, c.slug as car_slug, c.name as car_name, c.stocknum as car_stocknum, c.dealership_id as car_dealership_id
      from reservations r join cars c on c.id = r.car_id
     where r.site_id = ${site.id} ${scope}
     order by r.created_at desc, r.id
     limit ${opts.limit ?? 100} offset ${opts.offset ?? 0}`);
  return rows.map((r) => ({ ...reservationFromRow(r), car_slug: String(r.car_slug), car_name: String(r.car_name), car_stocknum: String(r.car_stocknum), car_dealership_id: Number(r.car_dealership_id) }));
}

/** A signed-in shopper's reservations on this site, newest first. */
export async function listShopperReservations(db: Database, site: Pick<Site, "id">, userId: number): Promise<ReservationListItem[]> {
  const rows = await db.rows<Record<string, unknown>>(sql`
    select r.*, c.slug as car_slug, c.name as car_name, c.stocknum as car_stocknum
      from reservations r join cars c on c.id = r.car_id
     where r.site_id = ${site.id} and r.user_id = ${userId}
     order by r.created_at desc, r.id limit 50`);
  return rows.map((r) => ({ ...reservationFromRow(r), car_slug: String(r.car_slug), car_name: String(r.car_name), car_stocknum: String(r.car_stocknum) }));
}

/** The rows of one statement run inside a transaction (drizzle's `execute` answers `{ rows }` on both engines). */
export async function transactionRows<T = Record<string, unknown>>(tx: Transaction, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Mark the car reserved or not (and, converting a sale, sold), and give its dealership a new stock
 * version so every cache (car page, search results, facet counts, cards) shows the change on the
 * next request.
 */
export async function setCarReserved(tx: Transaction, siteId: number, carId: number, reserved: boolean, opts: { sold?: boolean } = {}): Promise<void> {
  await tx.execute(sql`update cars set reserved = ${reserved}, updated_at = now()${opts.sold ? sql`, status = 'sold', sold_date = now()` : sql``} where id = ${carId} and site_id = ${siteId}`);
  await tx.execute(sql`update dealerships set stock_version = stock_version + 1 where id = (select dealership_id from cars where id = ${carId} and site_id = ${siteId})`);
}
