/**
 * Analytics events the browser reports (`POST /api/events`): lead submissions, favourites,
 * prints, views, calculator use. Stored per site with the spec's event id; a car of another
 * site is dropped from the event rather than recorded against the wrong tenant.
 */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { analyticsEvents, cars } from "../db/schema";
import type { Site } from "../site/store";
import { ValidationError } from "../platform/errors";

export const AnalyticsEventSchema = z.strictObject({
  event_id: z.number().int().min(0).max(10_000).nullish(),
  name: z.string().trim().min(1).max(60).regex(/^[a-z0-9_.:-]+$/i, "name: letters, digits, _ . : - only"),
  car_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullish(),
  payload: z
    .record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((r) => Object.keys(r).length <= 30, "payload holds at most 30 keys")
    .default({}),
});

export type AnalyticsEventInput = z.infer<typeof AnalyticsEventSchema>;

export async function recordAnalyticsEvent(db: Database, site: Pick<Site, "id">, input: unknown): Promise<void> {
  const parsed = AnalyticsEventSchema.safeParse(input);
  if (!parsed.success) {
    throw new ValidationError(parsed.error.issues.map((i) => ({ field: i.path.map(String).join(".") || (i.code === "unrecognized_keys" ? i.keys.join(",") : "(body)"), message: i.message })));
  }
  const e = parsed.data;
  let carId: number | null = null;
  let dealershipId: number | null = null;
  if (e.car_id) {
    const [car] = await db.orm.select({ id: cars.id, dealershipId: cars.dealershipId }).from(cars).where(and(eq(cars.siteId, site.id), eq(cars.id, e.car_id)));
    if (car) {
      carId = car.id;
      dealershipId = car.dealershipId;
    }
  }
  await db.orm.insert(analyticsEvents).values({ siteId: site.id, eventId: e.event_id ?? null, name: e.name, carId, dealershipId, payload: e.payload });
}
