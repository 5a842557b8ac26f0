/**
 * The shopper's favourite cars, kept on the device (vehicle spec §3 "Favourite entry": id, name,
 * slug, make, model, primary_image_url), shared by the result cards and the vehicle page so a heart
 * set on one shows on the other. Pure and free of server-only imports: both pages' scripts use it.
 */
export const FAVOURITES_KEY = "forecourt:favourites";
/** How many favourites the device keeps; the oldest go first. */
export const FAVOURITES_MAX = 200;

export interface FavouriteEntry {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

function isEntry(e: unknown): e is FavouriteEntry {
  if (typeof e !== "object" || e === null) return false;
  const f = e as Record<string, unknown>;
  return (
    typeof f.id === "number" &&
    typeof f.name === "string" &&
    typeof f.slug === "string" &&
    typeof f.make === "string" &&
    typeof f.model === "string" &&
    (f.primary_image_url === null || typeof f.primary_image_url === "string")
  );
}

/** The stored list as entries, oldest first; anything malformed (another version, a hand edit) is dropped. */
export function readFavouriteEntries(stored: string | null): FavouriteEntry[] {
  if (!stored) return [];
  try {
    const v = JSON.parse(stored) as unknown;
    return Array.isArray(v) ? v.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function isFavourite(list: readonly FavouriteEntry[], carId: number): boolean {
  return list.some((e) => e.id === carId);
}

/**
 * The list after the heart on `entry` is pressed: removed when it was there, else added last with
 * its current name, slug and photo, keeping the newest `max`.
 */
export function toggleFavourite(list: readonly FavouriteEntry[], entry: FavouriteEntry, max = FAVOURITES_MAX): { list: FavouriteEntry[]; added: boolean } {
  const others = list.filter((e) => e.id !== entry.id);
  if (others.length !== list.length) return { list: others, added: false };
  return { list: [...others, entry].slice(-max), added: true };
}

/**
 * The price each favourite had when it was saved, kept beside the list (the spec's favourite
 * entry has no price) so the favourites page can say when a price has moved since.
 */
export const FAVOURITE_PRICES_KEY = "forecourt:favourite-prices";

export function readFavouritePrices(stored: string | null): Record<string, number> {
  try {
    const v = stored ? (JSON.parse(stored) as unknown) : null;
    if (typeof v !== "object" || v === null || Array.isArray(v)) return {};
    return Object.fromEntries(Object.entries(v).filter(([k, p]) => /^\d+$/.test(k) && typeof p === "number" && Number.isFinite(p)));
  } catch {
    return {};
  }
}
