/**
 * Postcode lookup (vehicle spec §7: geocode by postcode, restricted to Australia), behind a small
 * interface with two adapters:
 *
 * - `LocalGeocoder` (default, offline): a table of Australian postcode centroids shipped with the
 *   app (src/geo/au-postcodes.json, made by scripts/gen-au-postcodes.ts).
 * - `GoogleGeocoder` (`GEOCODER_PROVIDER=google`, `GOOGLE_GEOCODING_KEY`): the Google Geocoding
 *   API with `components=country:AU|postal_code:NNNN`, reshaped here into our `PostcodePlace`.
 *
 * A postcode with no result is null: the forms then say "Invalid postcode".
 */
import "server-only";
import { z } from "zod";
import { getEnv } from "../platform/config";
import type { GeoPoint } from "../domain/distance";
import table from "./au-postcodes.json";
import { ServiceError } from "../platform/errors";

export interface PostcodePlace extends GeoPoint {
  postcode: string;
  locality: string;
  state: string;
}

export interface Geocoder {
  readonly name: string;
  /** The place of a 4-digit Australian postcode, or null when there is none. Throws when the service fails. */
  geocodePostcode(postcode: string): Promise<PostcodePlace | null>;
}

/** The message a form shows when the lookup finds nothing (vehicle spec §5). */
export const POSTCODE_NOT_FOUND = "Invalid postcode";

const POSTCODES = table as unknown as Record<string, [number, number, string, string]>;

export class LocalGeocoder implements Geocoder {
  readonly name = "local";
  async geocodePostcode(postcode: string): Promise<PostcodePlace | null> {
    if (!/^\d{4}$/.test(postcode)) return null;
    const row = Object.hasOwn(POSTCODES, postcode) ? POSTCODES[postcode] : undefined;
    return row ? { postcode, lat: row[0], lng: row[1], locality: row[2], state: row[3] } : null;
  }
}

const GoogleAnswer = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
        address_components: z.array(z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) })),
      }),
    )
    .default([]),
});

export class GoogleGeocoder implements Geocoder {
  readonly name = "google";
  constructor(private readonly options: { key: string; timeoutMs?: number; fetch?: typeof fetch; baseUrl?: string }) {}

  async geocodePostcode(postcode: string): Promise<PostcodePlace | null> {
    if (!/^\d{4}$/.test(postcode)) return null;
    const url = new URL(this.options.baseUrl ?? "https://maps.googleapis.com/maps/api/geocode/json");
    url.searchParams.set("components", `country:AU|postal_code:${postcode}`);
    url.searchParams.set("key", this.options.key);
    let body: unknown;
    try {
      const res = await (this.options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 4000) });
      if (!res.ok) throw new ServiceError(`geocoder answered ${res.status}`);
      body = await res.json();
    } catch (err) {
      throw err instanceof ServiceError ? err : new ServiceError("geocoder unreachable", err);
    }
    const parsed = GoogleAnswer.safeParse(body);
    if (!parsed.success) throw new ServiceError("geocoder answer not understood");
    if (parsed.data.status === "ZERO_RESULTS") return null;
    if (parsed.data.status !== "OK") throw new ServiceError(`geocoder status ${parsed.data.status}`);
    // Only a result that really is this Australian postcode counts (Google may answer a near match).
    for (const r of parsed.data.results) {
      const part = (type: string) => r.address_components.find((c) => c.types.includes(type));
      if (part("postal_code")?.long_name !== postcode || part("country")?.short_name !== "AU") continue;
      return {
        postcode,
        lat: r.geometry.location.lat,
        lng: r.geometry.location.lng,
        locality: part("locality")?.long_name ?? part("postal_town")?.long_name ?? "",
        state: part("administrative_area_level_1")?.short_name ?? "",
      };
    }
    return null;
  }
}

let configured: Geocoder | undefined;

/** The geocoder the environment selects (GEOCODER_PROVIDER), made once per process. */
export function getGeocoder(): Geocoder {
  if (configured) return configured;
  const env = getEnv();
  configured = env.GEOCODER_PROVIDER === "google" ? new GoogleGeocoder({ key: env.GOOGLE_GEOCODING_KEY! }) : new LocalGeocoder();
  return configured;
}
