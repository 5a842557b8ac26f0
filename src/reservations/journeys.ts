/**
 * Online purchase journeys in the database: one per signed-in shopper and car on a site, saved a
 * step at a time (`PUT /api/checkout-journeys`), read back by the page so a reload or another
 * device carries on, and tied to the reservation its deposit step starts.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { reservationRefusal } from "../domain/reservation";
import { AppError, ConflictError, NotFoundError, ValidationError, fieldErrorsFromZod } from "../platform/errors";
import type { Site } from "../site/store";
import { checkJourneyStep, JOURNEY_STEPS, nextJourneyStep, reachableStep, type JourneyData, type JourneyStep } from "./journey-steps";
import { findCarForReservation, type ReservationCar } from "./store";

export interface Journey {
  id: string;
  carId: number;
  step: JourneyStep;
  data: JourneyData;
  reservationId: string | null;
  reservationStatus: string | null;
  updatedAt: Date;
}

const fromRow = (r: Record<string, unknown>): Journey => ({
  id: String(r.id),
  carId: Number(r.car_id),
  step: r.step as JourneyStep,
  data: (r.data as JourneyData) ?? {},
  reservationId: (r.reservation_id as string | null) ?? null,
  reservationStatus: (r.reservation_status as string | null) ?? null,
  updatedAt: r.updated_at instanceof Date ? r.updated_at : new Date(String(r.updated_at)),
});

async function readJourney(db: Database, site: Pick<Site, "id">, userId: number, carId: number): Promise<Journey | null> {
  const [r] = await db.rows(sql`
    select j.*, r.status as reservation_status from purchase_journeys j left join reservations r on r.id = j.reservation_id
     where j.site_id = ${site.id} and j.user_id = ${userId} and j.car_id = ${carId}`);
  return r ? fromRow(r) : null;
}

/** The shopper's journey for this car, started at its first step if there is none. */
export async function openJourney(db: Database, site: Pick<Site, "id">, userId: number, car: Pick<ReservationCar, "id">): Promise<Journey> {
  await db.rows(sql`
    insert into purchase_journeys (id, site_id, user_id, car_id, step)
    values (${`jrn_${randomBytes(12).toString("base64url")}`}, ${site.id}, ${userId}, ${car.id}, 'car')
    on conflict (site_id, user_id, car_id) do nothing`);
  return (await readJourney(db, site, userId, car.id))!;
}

const SaveStepSchema = z.object({
  car_id: z.string({ error: "car_id is required (the car's slug)." }).min(1).max(120),
  step: z.enum(JOURNEY_STEPS, { error: "step is not a step of the journey." }),
  values: z.record(z.string().max(60), z.unknown()).default({}),
});

/**
 * Save one step and move the journey on: the step must be one the shopper has reached, its values
 * pass the step's rules (400 naming each field), and the car must still be one they can buy.
 */
export async function saveJourneyStep(db: Database, site: Site, userId: number | null, body: unknown): Promise<{ journey: Journey; next: JourneyStep }> {
  if (!site.config.checkout_enabled || !site.config.online_purchase_enabled) throw new NotFoundError("car_id", "This site does not sell cars online.");
  if (userId === null) throw new AppError("unauthorized", "Please sign in to buy a car online.", [{ field: "(session)", message: "Please sign in to buy a car online." }], { body: { sign_in: true } });
  const parsed = SaveStepSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  const car = await findCarForReservation(db, site, parsed.data.car_id);
  if (!car || car.delisted) throw new NotFoundError("car_id", "No such car on this site.");
  const journey = await openJourney(db, site, userId, car);
  const { step, values } = parsed.data;
  if (!reachableStep(step, journey.step)) throw new ConflictError("Please finish the earlier steps first.");
  const refusal = reservationRefusal(car);
  if (refusal && !(journey.reservationStatus === "held" || journey.reservationStatus === "converted")) throw new ConflictError(refusal);
  if (step === "handover" && values.handover === "pickup" && typeof values.pickup_location_id === "string") {
    const [loc] = await db.rows(sql`select 1 from locations where id = ${Number(values.pickup_location_id)} and site_id = ${site.id} and dealership_id = ${car.dealership_id}`);
    if (!loc) throw new ValidationError([{ field: "pickup_location_id", message: "Please choose one of this dealership's locations." }]);
  }
  const checked = checkJourneyStep(step, values);
  if (!checked.ok) throw new ValidationError(Object.entries(checked.errors).map(([field, message]) => ({ field, message })));
  const next = nextJourneyStep(step);
  // Going back and changing an earlier answer keeps the later ones (they are checked again on the way).
  const furthest = JOURNEY_STEPS.indexOf(next) > JOURNEY_STEPS.indexOf(journey.step) ? next : journey.step;
  await db.rows(sql`
    update purchase_journeys set step = ${furthest}, data = data || ${JSON.stringify(checked.values)}::jsonb, updated_at = now()
     where id = ${journey.id} and site_id = ${site.id} and user_id = ${userId}`);
  return { journey: (await readJourney(db, site, userId, car.id))!, next };
}

/** Tie the journey to the reservation its deposit started (the shopper's own journey only). */
export async function linkJourneyReservation(db: Database, site: Pick<Site, "id">, userId: number, journeyId: string, reservationId: string): Promise<void> {
  await db.rows(sql`update purchase_journeys set reservation_id = ${reservationId}, updated_at = now() where id = ${journeyId} and site_id = ${site.id} and user_id = ${userId}`);
}

/** The journey a reservation came from, if any (its answers go to the dealer with the lead). */
export async function findJourneyForReservation(db: Database, siteId: number, reservationId: string): Promise<Journey | null> {
  const [r] = await db.rows(sql`select j.*, null as reservation_status from purchase_journeys j where j.site_id = ${siteId} and j.reservation_id = ${reservationId}`);
  return r ? fromRow(r) : null;
}

export interface JourneyListItem extends Journey {
  carSlug: string;
  carName: string;
  /** "caravan", "motorcycle"…: what the journey's next step is called after. */
  carItemType: string;
}

export async function listShopperJourneys(db: Database, site: Pick<Site, "id">, userId: number): Promise<JourneyListItem[]> {
  const rows = await db.rows(sql`
    select j.*, r.status as reservation_status, c.slug as car_slug, c.name as car_name, c.item_type as car_item_type
      from purchase_journeys j join cars c on c.id = j.car_id left join reservations r on r.id = j.reservation_id
     where j.site_id = ${site.id} and j.user_id = ${userId}
     order by j.updated_at desc limit 50`);
  return rows.map((r) => ({ ...fromRow(r), carSlug: String(r.car_slug), carName: String(r.car_name), carItemType: String(r.car_item_type) }));
}
