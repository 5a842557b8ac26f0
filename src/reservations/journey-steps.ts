/**
 * The online purchase journey's steps (`/checkout-journey?car_id=`), shared by the server, which
 * checks and saves each step, and the page, which checks it before sending: the car, your
 * details, trade-in, finance or cash, delivery or pick-up, review, deposit. The deposit step is
 * the reservation itself (src/reservations/start.ts), with the details given here.
 */
import { z } from "../platform/zod";
import { EmailSchema, PhoneSchema, PostcodeSchema, requiredText } from "../leads/schemas";
import { countOf } from "../domain/count-of";
import { formatPrice } from "../domain/money";
import { formatKm } from "../domain/vehicle-details";

export const JOURNEY_STEPS = ["car", "details", "trade_in", "payment", "handover", "review", "deposit"] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

export const JOURNEY_STEP_LABELS: Record<JourneyStep, string> = {
  car: "Your car",
  details: "Your details",
  trade_in: "Trade-in",
  payment: "Finance or cash",
  handover: "Delivery or pick-up",
  review: "Review",
  deposit: "Deposit",
};

/** A step's name for what is being bought: the first is "Your caravan" on a caravan ("Your car" by default). */
export function journeyStepLabel(step: JourneyStep, noun = "car"): string {
  return step === "car" ? `Your ${noun}` : JOURNEY_STEP_LABELS[step];
}

const thisYear = () => new Date().getFullYear();

const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v === "" ? undefined : v),
    z.number({ error: `${label} is required.` }).int(`${label} must be a whole number.`).min(min, `${label} must be at least ${min.toLocaleString("en-AU")}.`).max(max, `${label} must be at most ${max.toLocaleString("en-AU")}.`),
  );

/** What each step takes; `car` and `review` take nothing but the shopper's go-ahead. */
export const JOURNEY_STEP_SCHEMAS = {
  car: z.object({}),
  details: z.object({ name: requiredText("First name", 100), last_name: requiredText("Last name", 100), email: EmailSchema, phone: PhoneSchema, postcode: PostcodeSchema }),
  trade_in: z.discriminatedUnion("has_trade_in", [
    z.object({ has_trade_in: z.literal("no") }),
    z.object({
      has_trade_in: z.literal("yes"),
      trade_in_make: requiredText("Make", 60),
      trade_in_model: requiredText("Model", 60),
      trade_in_year: z.lazy(() => wholeNumber("Year", 1960, thisYear() + 1)),
      trade_in_km: wholeNumber("Odometer", 0, 2_000_000),
    }),
  ], { error: "Please say whether you have a car to trade in." }),
  payment: z.discriminatedUnion("payment_method", [
    z.object({ payment_method: z.literal("cash") }),
    z.object({ payment_method: z.literal("finance"), finance_deposit: wholeNumber("Deposit", 0, 10_000_000), finance_term_years: wholeNumber("Loan term", 1, 7) }),
  ], { error: "Please choose finance or cash." }),
  handover: z.discriminatedUnion("handover", [
    z.object({ handover: z.literal("pickup"), pickup_location_id: z.string({ error: "Please choose where to pick up." }).regex(/^\d+$/, "Please choose where to pick up.") }),
    z.object({ handover: z.literal("delivery"), delivery_postcode: PostcodeSchema }),
  ], { error: "Please choose delivery or pick-up." }),
  review: z.object({}),
  deposit: z.object({}),
} satisfies Record<JourneyStep, z.ZodType>;

export type JourneyData = Record<string, string | number>;

/** The step's problems by field, or the values it saves. */
export function checkJourneyStep(step: JourneyStep, values: Record<string, unknown>): { ok: true; values: JourneyData } | { ok: false; errors: Record<string, string> } {
  const parsed = JOURNEY_STEP_SCHEMAS[step].safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data as JourneyData };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? (step === "trade_in" ? "has_trade_in" : step === "payment" ? "payment_method" : step === "handover" ? "handover" : "(step)"));
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export function nextJourneyStep(step: JourneyStep): JourneyStep {
  return JOURNEY_STEPS[Math.min(JOURNEY_STEPS.indexOf(step) + 1, JOURNEY_STEPS.length - 1)]!;
}

/** A shopper may go back to any step, and forward only to the first one not yet answered. */
export function reachableStep(wanted: JourneyStep, saved: JourneyStep): boolean {
  return JOURNEY_STEPS.indexOf(wanted) <= JOURNEY_STEPS.indexOf(saved);
}

/** The answers in the dealer's words (the review step, the reservation lead). */
export function journeySummary(data: JourneyData, locationName: (id: string) => string | null): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (data.has_trade_in === "yes") out.push(["Trade-in", `${data.trade_in_year} ${data.trade_in_make} ${data.trade_in_model}, ${formatKm(Number(data.trade_in_km))}`]);
  else if (data.has_trade_in === "no") out.push(["Trade-in", "None"]);
  if (data.payment_method === "finance") out.push(["Paying by", `Finance: ${formatPrice(Number(data.finance_deposit))} deposit over ${countOf(Number(data.finance_term_years), "year")}`]);
  else if (data.payment_method === "cash") out.push(["Paying by", "Cash or bank transfer"]);
  if (data.handover === "pickup") out.push(["Handover", `Pick up at ${locationName(String(data.pickup_location_id)) ?? "the dealership"}`]);
  else if (data.handover === "delivery") out.push(["Handover", `Delivery to postcode ${data.delivery_postcode}`]);
  return out;
}
