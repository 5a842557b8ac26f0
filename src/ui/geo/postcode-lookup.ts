/**
 * The browser's side of the postcode lookup (GET /api/geocode, src/geo/geocoder.ts): the place of
 * a 4-digit postcode, or the message a form shows (vehicle spec §5 and §8). The postcode the
 * shopper last looked up is kept in their local profile, so the next page offers it again.
 */
import type { GeoPoint } from "../../domain/distance";
import { readProfile, saveProfile } from "../forms/browser-store";

export interface PostcodePlace extends GeoPoint {
  postcode: string;
  locality: string;
  state: string;
}

export const POSTCODE_FORMAT_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";

export async function lookupPostcode(postcode: string): Promise<{ ok: true; place: PostcodePlace } | { ok: false; message: string }> {
  const code = postcode.trim();
  if (!/^\d{4}$/.test(code)) return { ok: false, message: POSTCODE_FORMAT_MESSAGE };
  try {
    const res = await fetch(`/api/geocode?postcode=${code}`);
    if (res.ok) {
      const place = (await res.json()) as PostcodePlace;
      saveProfile({ ...readProfile(), postcode: code });
      return { ok: true, place };
    }
    if (res.status === 404) return { ok: false, message: "Invalid postcode" };
    if (res.status === 400) return { ok: false, message: POSTCODE_FORMAT_MESSAGE };
    return { ok: false, message: "We could not look that postcode up just now. Please try again." };
  } catch {
    return { ok: false, message: "We could not look that postcode up just now. Please try again." };
  }
}

export function rememberedPostcode(): string {
  return readProfile().postcode ?? "";
}
