/**
 * The body of POST /api/valuations: the car a shopper wants valued. Client-safe, so the trade-in
 * form checks a step with the same rules the server applies.
 */
import { z } from "../platform/zod";
import { CONDITIONS } from "../domain/valuation";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** The body of POST /api/valuations. `now` bounds the year (next year's models are on sale). */
export function valuationRequestSchema(now: Date) {
  const maxYear = now.getFullYear() + 1;
  return z.strictObject({
    make: text("Make", 60),
    model: text("Model", 80),
    variant: text("Variant", 120).optional(),
    year: z
      .number({ error: "Year must be a 4-digit year, e.g. 2019." })
      .int("Year must be a 4-digit year, e.g. 2019.")
      // "19" is a shopper's short way of writing 2019: ask for four digits before the 1950 rule.
      .min(1000, "Year must be a 4-digit year, e.g. 2019.")
      .min(1950, "Year must be 1950 or later.")
      .max(maxYear, `Year cannot be later than ${maxYear}.`),
    km: z
      .number({ error: "Odometer must be a number of kilometres." })
      .int("Odometer must be a whole number of kilometres.")
      .min(0, "Odometer cannot be negative.")
      .max(2_000_000, "Odometer must be at most 2,000,000 km."),
    condition: z.enum(CONDITIONS, { error: `Condition must be one of ${CONDITIONS.join(", ")}.` }),
    rego: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{1,9}$/, "Rego must be 1 to 9 letters and numbers.")
      .optional(),
    regoState: z.enum(["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"], { error: "Please choose a state." }).optional(),
    car_id: z.number().int().positive().optional(),
  });
}

