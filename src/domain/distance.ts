/** Great-circle distance between two points on Earth (haversine), for "nearest location" and distance sorting. Pure. */

/** The mean Earth radius the distances use. */
export const EARTH_RADIUS_KM = 6371;

export interface GeoPoint {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Radii the search's distance filter offers, in km. */
export const DISTANCE_CHOICES_KM = [25, 50, 100, 250, 500] as const;

export interface PlaceWithDistance<T> {
  place: T;
  km: number;
}

/** The places by distance from `origin`, nearest first (ties keep their order); those without coordinates are left out. */
export function byDistance<T extends { lat: number | null; lng: number | null }>(origin: GeoPoint, places: readonly T[]): Array<PlaceWithDistance<T>> {
  return places
    .filter((p): p is T & GeoPoint => p.lat !== null && p.lng !== null)
    .map((place) => ({ place: place as T, km: distanceKm(origin, place) }))
    .sort((a, b) => a.km - b.km);
}

/** The places within `radiusKm` of `origin` (a place exactly at the radius is within), nearest first. */
export function placesWithin<T extends { lat: number | null; lng: number | null }>(origin: GeoPoint, places: readonly T[], radiusKm: number): Array<PlaceWithDistance<T>> {
  return byDistance(origin, places).filter((p) => p.km <= radiusKm);
}

/** "23 km" (whole km; under 1 km says "less than 1 km"). */
export function formatDistance(km: number): string {
  return km < 1 ? "less than 1 km" : `${Math.round(km).toLocaleString("en-AU")} km`;
}

/** A place a shopper can be told the distance to: a location by name, its coordinates when known. */
export interface NamedPlace {
  name: string;
  lat: number | null;
  lng: number | null;
}
