/**
 * URLs of the generated demo images, and their parsing (the media route and the generator share
 * one definition). Scheme:
 *
 *   /media/cars/{shape}/{colour hex}/{view}.svg?v={scene}[&w={width}][&bg=none]
 *
 * - shape: a silhouette from the catalogue (ute, suv, caravan, motorcycle, …)
 * - colour hex: six hex digits, no "#" (the paint colour)
 * - view: front-quarter, side, rear-quarter, front, rear, interior, wheel
 * - v: the scene behind the vehicle, 0–3 (showroom, forecourt, studio, outdoors)
 * - w: a raster width (160, 320, 640, 960, 1280, 1920): the route answers WebP at that width
 * - bg=none: no background (model images in the Vehicles menu)
 *
 * Everything needed to draw an image is in its URL, so any node can render it and a CDN can
 * cache it forever.
 */
import { SHAPES, type Shape } from "./catalogue";

/** In the order a dealer's photographer shoots them; every vehicle kind has all seven. */
export const CAR_VIEWS = ["front-quarter", "side", "rear-quarter", "front", "rear", "interior", "wheel"] as const;
export type CarView = (typeof CAR_VIEWS)[number];
export const SCENES = 4;
export const RASTER_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;

export interface CarImageParams {
  shape: Shape;
  hex: string;
  view: CarView;
  scene: number;
  background?: boolean;
}

export function carImageUrl(p: CarImageParams): string {
  const bg = p.background === false ? "&bg=none" : "";
  return `/media/cars/${p.shape}/${p.hex.toLowerCase()}/${p.view}.svg?v=${p.scene}${bg}`;
}

/** The Vehicles menu's image of a model: a front three-quarter view without background. */
export function modelImageUrl(shape: Shape, hex: string): string {
  return carImageUrl({ shape, hex, view: "front-quarter", scene: 2, background: false });
}

/** A demo manufacturer's logo (the certified-used tag shows it): /media/logos/make-{make}.svg. */
export function manufacturerLogoUrl(make: string): string {
  return `/media/logos/make-${make.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.svg`;
}

export function siteLogoUrl(siteSlug: string): string {
  return `/media/logos/${siteSlug}.svg`;
}

export type ParsedCarImage =
  | { ok: true; params: CarImageParams; width: number | null }
  | { ok: false; field: string; message: string };

/** Read a request for a car image: path segments after /media/cars/ and the query string. */
export function parseCarImageRequest(segments: readonly string[], query: URLSearchParams): ParsedCarImage {
  if (segments.length !== 3) return { ok: false, field: "path", message: "Expected /media/cars/{shape}/{hex}/{view}.svg" };
  const [shape, hex, file] = segments as [string, string, string];
  if (!(SHAPES as readonly string[]).includes(shape)) return { ok: false, field: "shape", message: `Unknown shape "${shape}"; one of ${SHAPES.join(", ")}` };
  if (!/^[0-9a-fA-F]{6}$/.test(hex)) return { ok: false, field: "hex", message: "Expected a colour as six hex digits" };
  const m = /^([a-z-]+)\.svg$/.exec(file);
  if (!m || !(CAR_VIEWS as readonly string[]).includes(m[1]!)) {
    return { ok: false, field: "view", message: `Unknown view "${file}"; one of ${CAR_VIEWS.map((v) => `${v}.svg`).join(", ")}` };
  }
  const v = query.get("v") ?? "0";
  if (!/^\d$/.test(v) || Number(v) >= SCENES) return { ok: false, field: "v", message: `Expected a scene from 0 to ${SCENES - 1}` };
  const bg = query.get("bg");
  if (bg !== null && bg !== "none") return { ok: false, field: "bg", message: 'Expected bg=none or no bg' };
  const w = query.get("w");
  let width: number | null = null;
  if (w !== null) {
    width = Number(w);
    if (!(RASTER_WIDTHS as readonly number[]).includes(width)) return { ok: false, field: "w", message: `Expected a width of ${RASTER_WIDTHS.join(", ")}` };
  }
  return {
    ok: true,
    params: { shape: shape as Shape, hex: hex.toLowerCase(), view: m[1] as CarView, scene: Number(v), background: bg !== "none" },
    width,
  };
}
