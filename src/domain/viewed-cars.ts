/**
 * The shopper's viewed cars, kept on the device (spec §3 "Viewed-car entry"). Pure and free of
 * server-only or heavy imports: the vehicle page's script uses it.
 */
export const VIEWED_CARS_KEY = "forecourt:viewed-cars";
/** How many viewed cars are remembered on the device (most recent first). */
export const VIEWED_CARS_MAX = 20;

export interface ViewedCarEntry {
  id: number;
  stocknum: string;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
}

/** The list with `entry` first, without an older entry for the same car, at most VIEWED_CARS_MAX long. */
export function rememberViewedCar(list: unknown, entry: ViewedCarEntry, max = VIEWED_CARS_MAX): ViewedCarEntry[] {
  const valid = Array.isArray(list) ? list.filter((e): e is ViewedCarEntry => typeof e === "object" && e !== null && typeof (e as ViewedCarEntry).id === "number") : [];
  return [entry, ...valid.filter((e) => e.id !== entry.id)].slice(0, max);
}
