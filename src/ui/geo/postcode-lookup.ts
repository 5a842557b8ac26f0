/**
 * The browser's side of the postcode lookup (GET /api/geocode, src/geo/geocoder.ts): the place of
 * a 4-digit postcode, or the message a form shows (vehicle spec §5 and §8). The postcode the
 * shopper last looked up is kept in their local profile, so the next page offers it again.
 * `usePostcodeLookup` is the postcode field every distance tool shares (the search's distance
 * filter, "How far is it from you?" on a car's page).
 */
import { useEffect, useState, type ChangeEvent } from "react";
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

/** "4000 (Brisbane City)": how a looked-up postcode is named in an answer. */
export function placeLabel(place: PostcodePlace): string {
  return `${place.postcode} (${place.locality})`;
}

export interface LookupMessage {
  text: string;
  error: boolean;
}

/**
 * A postcode field with its lookup: the postcode (the shopper's remembered one once the page has
 * hydrated, so server and client first render alike), digits only, at most 4; `lookup()` answers
 * the place, or null with `message` saying why; `inputProps` wire the field to the message
 * (element `messageId`) for screen readers.
 */
export function usePostcodeLookup(messageId: string) {
  const [postcode, setPostcode] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<LookupMessage | null>(null);
  // The remembered postcode is in this browser only: read after hydration.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setPostcode((p) => p || (readProfile().postcode ?? "")), []);
  const lookup = async (): Promise<PostcodePlace | null> => {
    setBusy(true);
    const found = await lookupPostcode(postcode);
    setBusy(false);
    if (found.ok) return found.place;
    setMessage({ text: found.message, error: true });
    return null;
  };
  const inputProps = {
    inputMode: "numeric" as const,
    maxLength: 4,
    autoComplete: "postal-code",
    value: postcode,
    "aria-invalid": message?.error || undefined,
    "aria-describedby": message ? messageId : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setPostcode(e.currentTarget.value.replace(/\D/g, "").slice(0, 4)),
  };
  return { busy, message, setMessage, lookup, inputProps };
}
