/**
 * What `POST /api/reservations` takes, shared by the server (src/reservations/start.ts) and the
 * checkout form, which checks the shopper's details with the same rules before sending: the
 * contact fields are the lead forms' own (src/leads/schemas.ts).
 */
import { z } from "../platform/zod";
import { CaptchaSchema, EmailSchema, IdempotencyKeySchema, PhoneSchema, PostcodeSchema, requiredText } from "../leads/schemas";

export const ReservationRequestSchema = z.object({
  car_id: z.union([z.string().trim().min(1, "car_id is required.").max(120), z.number().int().positive()], { error: "car_id is required (the car's slug or id)." }),
  name: requiredText("First name", 100),
  last_name: requiredText("Last name", 100),
  email: EmailSchema,
  phone: PhoneSchema,
  postcode: PostcodeSchema,
  idempotency_key: IdempotencyKeySchema,
  form_token: z.string({ error: "form_token is required." }).max(300),
  captcha: CaptchaSchema,
  /** The online purchase journey this deposit ends (the signed-in shopper's own). */
  journey_id: z.string().regex(/^jrn_[A-Za-z0-9_-]{10,40}$/, "journey_id is not a journey.").optional(),
});

/** The shopper's own fields, in the order the form shows them. */
export const RESERVATION_DETAIL_FIELDS = [
  { name: "name", label: "First name", type: "text", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", type: "text", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "postcode", label: "Postcode", type: "text", autoComplete: "postal-code" },
] as const;

export type ReservationDetailName = (typeof RESERVATION_DETAIL_FIELDS)[number]["name"];

const DetailsSchema = ReservationRequestSchema.pick({ name: true, last_name: true, email: true, phone: true, postcode: true });

/** The details' problems by field (empty when they would be accepted). */
export function reservationDetailErrors(values: Record<ReservationDetailName, string>): Partial<Record<ReservationDetailName, string>> {
  const parsed = DetailsSchema.safeParse(values);
  if (parsed.success) return {};
  const out: Partial<Record<ReservationDetailName, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ReservationDetailName;
    out[field] ??= issue.message;
  }
  return out;
}
