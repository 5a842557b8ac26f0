/**
 * The images a site is known by outside its pages: the share card a link preview shows
 * (og:image, 1200 × 630), the home-screen icon (apple-touch-icon, 180 × 180) and /favicon.ico.
 * Each is drawn from the site's name, colours and phone with next/og, so a new dealer has all
 * three the moment its site file is loaded, with nothing to upload.
 */
import { ImageResponse } from "next/og";
import type { Theme } from "../../site/theme";
import { siteInitials } from "./favicon";

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const TOUCH_ICON_SIZE = 180;

/** One day in browsers and CDNs, a week stale while it is redrawn: a theme change shows within a day. */
const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

interface Brand {
  name: string;
  theme: Pick<Theme, "colors" | "logo_text">;
}

/** The share card: the dealer's name on its primary colour, what it sells and its phone number. */
export function renderShareImage(brand: Brand, tagline: string, phone: string | null): ImageResponse {
  const { colors } = brand.theme;
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: colors.primary, color: colors.primary_contrast }}>
        <div style={{ display: "flex", alignItems: "center", gap: 28 }}>
          <div style={{ width: 112, height: 112, borderRadius: 24, display: "flex", alignItems: "center", justifyContent: "center", background: colors.primary_contrast, color: colors.primary, fontSize: 52, fontWeight: 700 }}>{siteInitials(brand.theme.logo_text || brand.name)}</div>
          <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1, maxWidth: 860 }}>{brand.name}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
          <div style={{ fontSize: 44 }}>{tagline}</div>
          {phone ? <div style={{ fontSize: 36, opacity: 0.9 }}>{`Call ${phone}`}</div> : null}
        </div>
        <div style={{ position: "absolute", left: 0, right: 0, bottom: 0, height: 18, background: colors.accent }} />
      </div>
    ),
    { ...SHARE_IMAGE_SIZE, headers: { "Cache-Control": CACHE_CONTROL } },
  );
}

/** A square icon: the site's initials on its primary colour (the favicon's design, as a PNG). */
export function renderSquareIcon(brand: Brand, size: number): ImageResponse {
  const text = siteInitials(brand.theme.logo_text || brand.name);
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", alignItems: "center", justifyContent: "center", background: brand.theme.colors.primary, color: brand.theme.colors.primary_contrast, fontSize: Math.round(size * (text.length > 1 ? 0.46 : 0.6)), fontWeight: 700 }}>
        {text}
      </div>
    ),
    { width: size, height: size, headers: { "Cache-Control": CACHE_CONTROL } },
  );
}

/**
 * An .ico file holding one PNG image (the ICO format allows PNG entries since Windows Vista, and
 * every current browser reads them): a 6-byte header, one 16-byte directory entry, then the PNG.
 */
export function icoFromPng(png: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(22 + png.length);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type 1 = icon
  view.setUint16(4, 1, true); // one image
  out[6] = size >= 256 ? 0 : size; // width (0 means 256)
  out[7] = size >= 256 ? 0 : size; // height
  out[8] = 0; // no palette
  out[9] = 0; // reserved
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.length, true); // image size
  view.setUint32(18, 22, true); // image offset
  out.set(png, 22);
  return out;
}

export const ICON_CACHE_CONTROL = CACHE_CONTROL;
