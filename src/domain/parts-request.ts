/**
 * The parts search (/parts/search): the shopper names the part and the vehicle, and the parts
 * team gets it as a Parts Enquiry whose message carries both. Pure, so the page and its tests
 * agree on what is accepted.
 */

export const PART_MAX = 120;
export const VEHICLE_MAX = 120;
/** A VIN is 17 characters, letters and digits, never I, O or Q (ISO 3779). */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

export interface PartsQuery {
  part: string;
  vehicle: string;
  vin: string;
}

export type PartsRequest = { ok: true; query: PartsQuery; message: string } | { ok: false; query: PartsQuery; errors: Partial<Record<keyof PartsQuery, string>> };

const clean = (v: string | undefined, max: number) => (v ?? "").replace(/\s+/g, " ").trim().slice(0, max);

/** The search as typed; `null` when nothing was searched yet (the page shows the empty form). */
export function readPartsRequest(params: { part?: string; vehicle?: string; vin?: string }): PartsRequest | null {
  const query: PartsQuery = { part: clean(params.part, PART_MAX + 1), vehicle: clean(params.vehicle, VEHICLE_MAX + 1), vin: clean(params.vin, 40).toUpperCase().replace(/[\s-]/g, "") };
  if (params.part === undefined && params.vehicle === undefined && params.vin === undefined) return null;
  const errors: Partial<Record<keyof PartsQuery, string>> = {};
  if (query.part.length < 2) errors.part = "Please tell us which part you need.";
  else if (query.part.length > PART_MAX) errors.part = `Part must be at most ${PART_MAX} characters.`;
  if (query.vehicle.length > VEHICLE_MAX) errors.vehicle = `Vehicle must be at most ${VEHICLE_MAX} characters.`;
  if (!query.vehicle && !query.vin) errors.vehicle = "Please tell us the vehicle (make, model and year) or its VIN.";
  if (query.vin && !VIN.test(query.vin)) errors.vin = "A VIN is 17 letters and digits (never I, O or Q).";
  if (Object.keys(errors).length) return { ok: false, query, errors };
  const lines = [`Part wanted: ${query.part}`, query.vehicle ? `Vehicle: ${query.vehicle}` : null, query.vin ? `VIN: ${query.vin}` : null];
  return { ok: true, query, message: `${lines.filter(Boolean).join("\n")}\nPlease let me know the price and availability.` };
}
