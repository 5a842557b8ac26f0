/** Address lines and map links of a location. */
export interface AddressParts {
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
}

/** "12 Harbour Rd, Newcastle NSW 2300" (parts that are missing are left out). */
export function formatAddress(a: AddressParts): string {
  const locality = [a.city, a.state, a.postcode].filter(Boolean).join(" ");
  return [a.street, locality].filter(Boolean).join(", ");
}

/**
 * The Google Maps Embed API address of the place (a site with a maps key): its coordinates when
 * known, else its address; null when neither is known.
 */
export function mapEmbedUrl(a: AddressParts & { lat: number | null; lng: number | null }, key: string, zoom?: number): string | null {
  const q = a.lat !== null && a.lng !== null ? `${a.lat},${a.lng}` : formatAddress(a);
  if (!q) return null;
  return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${encodeURIComponent(q)}${zoom ? `&zoom=${zoom}` : ""}`;
}

/**
 * A Google Maps search link for the place: its coordinates when known, else the site file's
 * place URL, else its address. A link, not an embedded map: no third-party script or cookie.
 */
export function mapUrl(a: AddressParts & { lat: number | null; lng: number | null; placeUrl?: string | null }): string | null {
  if (a.lat !== null && a.lng !== null) return `https://www.google.com/maps/search/?api=1&query=${a.lat},${a.lng}`;
  if (a.placeUrl && /^https:\/\//.test(a.placeUrl)) return a.placeUrl;
  const text = formatAddress(a);
  return text ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}` : null;
}
