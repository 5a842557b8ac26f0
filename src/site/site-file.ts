/**
 * The site file accepted by `site:upsert` and `PUT /api/admin/sites/{slug}` (README "Configure", docs/site-config.md).
 */
import { isSafeLink, SAFE_LINK_MESSAGE } from "../platform/safe-link";
import { z } from "zod";
import { ThemeSchema } from "./theme";
import { DealershipConfigSchema } from "./config";

const slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens");

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Expected a time like 08:30");

export const OpeningHourSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    status: z.enum(["Open", "Closed"]),
    open: time.nullish(),
    close: time.nullish(),
    formated_hours: z.string().nullish(),
  })
  .strict();

/**
 * A special (holiday) day. Its hours come as start_hour/end_hour or, as some feeds send them, as
 * hours.begin/end (vehicle spec §3); either way they are stored as start_hour/end_hour, and
 * start_hour/end_hour win when both are given.
 */
export const SpecialHourSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a date like 2026-12-25"),
    status: z.enum(["Open", "Closed"]),
    start_hour: time.nullish(),
    end_hour: time.nullish(),
    hours: z.object({ begin: time.nullish(), end: time.nullish() }).strict().nullish(),
    name: z.string().nullish(),
  })
  .strict()
  .transform(({ hours, ...day }) => ({ ...day, start_hour: day.start_hour ?? hours?.begin ?? null, end_hour: day.end_hour ?? hours?.end ?? null }));

/** One person on a location's team page; text only (the page prints it, never as HTML). */
export const TeamMemberSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    role: z.string().trim().min(1).max(80),
    phone: z.string().max(30).nullish().transform((v) => v ?? null),
    email: z.string().email().nullish().transform((v) => v ?? null),
    photo_url: z.string().refine(isSafeLink, SAFE_LINK_MESSAGE).nullish().transform((v) => v ?? null),
    bio: z.string().trim().max(400).nullish().transform((v) => v || null),
  })
  .strict();

export const LocationSchema = z
  .object({
    id: z.number().int().positive().optional(),
    name: z.string().min(1).max(120),
    slug,
    location_type: z.string().max(40).default("sales"),
    location_subtype: z.string().max(40).nullish(),
    primary: z.boolean().default(false),
    visible: z.boolean().default(true),
    manufacturers: z.array(z.string()).default([]),
    distribution_locations: z.array(z.string()).default([]),
    image: z.object({ url: z.string().refine(isSafeLink, SAFE_LINK_MESSAGE) }).strict().nullish(),
    dealer_license_number: z.string().max(60).nullish(),
    motor_vehicle_repairer: z.string().max(60).nullish(),
    address: z
      .object({
        street: z.string().max(200).nullish(),
        city: z.string().max(80).nullish(),
        state: z.string().max(10).nullish(),
        postcode: z.string().regex(/^\d{4}$/, "Expected a 4-digit postcode").nullish(),
        lat: z.number().min(-90).max(90).nullish(),
        long: z.number().min(-180).max(180).nullish(),
        place_id: z.string().nullish(),
        place_url: z.string().refine(isSafeLink, SAFE_LINK_MESSAGE).nullish(),
        /** This location's own maps key, over the site's maps_embed_key. */
        map_key: z.string().trim().regex(/^[A-Za-z0-9_-]{1,200}$/, "Expected a maps API key (letters, digits, - and _)").nullish(),
      })
      .strict()
      .default({}),
    contact_detail: z
      .object({
        phone: z.string().max(30).nullish(),
        landline_phone: z.string().max(30).nullish(),
        phone_new: z.string().max(30).nullish(),
        phone_used: z.string().max(30).nullish(),
        phone_demo: z.string().max(30).nullish(),
        email: z.string().email().nullish(),
        opening_hours: z.array(OpeningHourSchema).default([]),
      })
      .strict()
      .default({ opening_hours: [] }),
    special_hours: z.array(SpecialHourSchema).default([]),
    average_rating: z.number().min(0).max(5).nullish(),
    review_count: z.number().int().min(0).default(0),
    team: z.array(TeamMemberSchema).max(60).default([]),
  })
  .strict();

export const LeadDestinationSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("email"), to: z.string().email() }).strict(),
  z.object({ kind: z.literal("webhook"), url: z.string().url(), secret: z.string().min(16) }).strict(),
  z.object({ kind: z.literal("adf"), to: z.string().email() }).strict(),
]);

export const DealershipSchema = z
  .object({
    id: z.number().int().positive(),
    slug,
    name: z.string().min(1).max(120),
    manufacturer: z
      .object({ name: z.string().min(1), logo_url: z.string().refine(isSafeLink, SAFE_LINK_MESSAGE).nullish() })
      .strict()
      .nullable()
      .default(null),
    youtube_url: z.string().refine(isSafeLink, SAFE_LINK_MESSAGE).nullish(),
    config: DealershipConfigSchema.default({}),
    lead_destinations: z.array(LeadDestinationSchema).default([]),
    locations: z.array(LocationSchema).default([]),
  })
  .strict();

export const SiteFileSchema = z
  .object({
    slug,
    name: z.string().min(1).max(120),
    template: z.string().default("default"),
    domains: z.array(z.string().min(1).max(253).toLowerCase()).default([]),
    theme: z.record(z.string(), z.unknown()).default({}),
    config: z.record(z.string(), z.unknown()).default({}),
    dealerships: z.array(DealershipSchema).default([]),
  })
  .strict();

export type SiteFile = z.infer<typeof SiteFileSchema>;
export type SiteFileInput = z.input<typeof SiteFileSchema>;
export type LocationInput = z.infer<typeof LocationSchema>;

/** Re-exported so that callers validate theme and file with one import. */
export { ThemeSchema };
