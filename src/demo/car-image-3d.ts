/**
 * A very small polygon renderer for the demo vehicle pictures: low-poly vehicles made of extruded
 * side profiles, boxes and cylinders, flat-shaded by one light, projected through a perspective
 * camera and painted far-to-near (back faces culled) into SVG paths. One model of each vehicle
 * gives every exterior view, so the front of a car matches its side.
 *
 * World units are centimetres: x runs from the vehicle's rear (0) to its front, y is up from the
 * ground, z runs across from the near side (0, towards the side-view camera) to the far side.
 */

export type V3 = [number, number, number];
export type RGB = [number, number, number];

// ── Vector and colour helpers ──────────────────────────────────────────────────────────────

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const norm = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

export function hexToRgb(hex: string): RGB {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as RGB;
}
export function rgbToHex([r, g, b]: RGB): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}
export const mix = (a: RGB, b: RGB, t: number): RGB => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
export const luminance = ([r, g, b]: RGB) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

// ── Scene description ──────────────────────────────────────────────────────────────────────

/** Surface kinds; the renderer shades each by its normal. */
export type Material =
  | "paint"
  | "accent"
  | "glass"
  | "trim"
  | "chrome"
  | "tyre"
  | "rim"
  | "rimDark"
  | "well"
  | "light"
  | "lens"
  | "tail"
  | "grille"
  | "plate"
  | "plateText"
  | "alloy"
  | "liner"
  | "seat"
  | "white"
  | "caliper";

export interface Poly {
  pts: V3[];
  mat: Material;
  /** Outward normal (computed from the points when absent). */
  normal?: V3;
  /** Drawn right after this face and only when it is visible (lights, windows, badges). */
  decals?: Poly[];
  /** Extra opacity (decals such as highlights). */
  opacity?: number;
  /** Raw fill (a gradient reference) instead of the shaded material. */
  fill?: string;
  /** Draw even when facing away (thin parts seen from behind). */
  twoSided?: boolean;
  /**
   * Paint order before depth: lower layers first. Wheels sit inside their arches, behind the
   * body side from every camera used, so they go in layer 0 and can never be painted over it.
   */
  layer?: number;
}

export interface ProfilePoint {
  x: number;
  y: number;
  /** Material of the edge from this point to the next. */
  mat?: Material;
  /** A name for the edge from this point, so decals can be put on it ("nose", "tail"). */
  tag?: string;
}

export interface Taper {
  /** Height above which the sides draw in. */
  fromY: number;
  /** How far in per unit of height. */
  perY: number;
}

export interface Extrusion {
  faces: Poly[];
  /** z of the near and far sides at a height (they differ from z0/z1 when tapered). */
  zNear: (y: number) => number;
  zFar: (y: number) => number;
  /** Edge by tag: its two end points in x/y, for placing decals. */
  edges: Map<string, { a: [number, number]; b: [number, number]; z0: number; z1: number; face: Poly }>;
  near: Poly;
  far: Poly;
}

function polygonArea(p: ReadonlyArray<{ x: number; y: number }>): number {
  let a = 0;
  for (let i = 0; i < p.length; i++) {
    const q = p[i]!;
    const r = p[(i + 1) % p.length]!;
    a += q.x * r.y - r.x * q.y;
  }
  return a / 2;
}

/**
 * A side profile pushed across from z0 to z1: near and far faces plus one strip per edge, each
 * strip taking the material of its edge (glass for the windscreen, liner for a ute's tub …).
 */
export function extrude(profile: ProfilePoint[], z0: number, z1: number, mat: Material = "paint", taper?: Taper): Extrusion {
  // Profiles are written counter-clockwise (x right, y up): along the bottom from the rear, up
  // the front, back over the top. Then (dy, -dx) is each edge's outward normal.
  if (polygonArea(profile) < 0) throw new Error("extrude: profile must run counter-clockwise");
  const pts = profile;
  // A taper draws the sides in as they rise (a glasshouse narrower at the roof than at the belt).
  const inward = (y: number) => (taper ? Math.max(0, y - taper.fromY) * taper.perY : 0);
  const zNear = (y: number) => z0 + inward(y);
  const zFar = (y: number) => z1 - inward(y);
  const tilt = taper?.perY ?? 0;
  const near: Poly = { pts: pts.map((p) => [p.x, p.y, zNear(p.y)]), mat, normal: norm([0, tilt, -1]), decals: [] };
  const far: Poly = { pts: pts.map((p) => [p.x, p.y, zFar(p.y)]).reverse() as V3[], mat, normal: norm([0, tilt, 1]), decals: [] };
  const faces: Poly[] = [near, far];
  const edges: Extrusion["edges"] = new Map();
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % pts.length]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    if (Math.hypot(dx, dy) < 1e-6) continue;
    const face: Poly = {
      pts: [
        [a.x, a.y, zNear(a.y)],
        [b.x, b.y, zNear(b.y)],
        [b.x, b.y, zFar(b.y)],
        [a.x, a.y, zFar(a.y)],
      ],
      mat: a.mat ?? mat,
      normal: norm([dy, -dx, 0]),
      decals: [],
      // Wheel wells are only ever seen through their arch: paint them first, with the wheels.
      layer: a.mat === "well" ? 0 : undefined,
    };
    faces.push(face);
    if (a.tag) edges.set(a.tag, { a: [a.x, a.y], b: [b.x, b.y], z0: zNear((a.y + b.y) / 2), z1: zFar((a.y + b.y) / 2), face });
  }
  return { faces, edges, near, far, zNear, zFar };
}

/** A point on a tagged strip: u along the edge (0 at its first point), z across. */
export function onEdge(e: { a: [number, number]; b: [number, number] }, u: number, z: number, lift = 0): V3 {
  const x = e.a[0] + (e.b[0] - e.a[0]) * u;
  const y = e.a[1] + (e.b[1] - e.a[1]) * u;
  // Lift a decal a hair off its face along the edge normal, so that it never sorts behind it.
  const dx = e.b[0] - e.a[0];
  const dy = e.b[1] - e.a[1];
  const l = Math.hypot(dx, dy) || 1;
  return [x + (dy / l) * lift, y + (-dx / l) * lift, z];
}

/** A rectangle decal on a strip, between u0..u1 along the edge and z0..z1 across. */
export function edgeRect(e: { a: [number, number]; b: [number, number] }, u0: number, u1: number, z0: number, z1: number, mat: Material, extra: Partial<Poly> = {}): Poly {
  return { pts: [onEdge(e, u0, z0, 0.3), onEdge(e, u1, z0, 0.3), onEdge(e, u1, z1, 0.3), onEdge(e, u0, z1, 0.3)], mat, ...extra };
}

/** An ellipse decal on a strip, centred at (uc, zc) with radii ru (along the edge) and rz (across). */
export function edgeDisc(e: { a: [number, number]; b: [number, number] }, uc: number, zc: number, ru: number, rz: number, mat: Material, segments = 20): Poly {
  const pts = Array.from({ length: segments }, (_, i) => {
    const a = (i / segments) * Math.PI * 2;
    return onEdge(e, uc + ru * Math.cos(a), zc + rz * Math.sin(a), 0.4);
  });
  return { pts, mat };
}

/** Points on a circle in the x/y plane (counter-clockwise from angle a0 to a1, radians). */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number, steps: number): Array<[number, number]> {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / steps;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as [number, number];
  });
}

/** A box around the segment a→b with the given width (across z, or sideways) and height. */
export function beam(a: V3, b: V3, width: number, height: number, mat: Material): Poly[] {
  const axis = norm(sub(b, a));
  const helper: V3 = Math.abs(axis[1]) > 0.9 ? [1, 0, 0] : [0, 1, 0];
  const side = norm(cross(axis, helper));
  const up = norm(cross(side, axis));
  const hw = scale(side, width / 2);
  const hh = scale(up, height / 2);
  const corner = (p: V3, s: number, t: number): V3 => add(add(p, scale(hw, s)), scale(hh, t));
  const A = [corner(a, -1, -1), corner(a, 1, -1), corner(a, 1, 1), corner(a, -1, 1)];
  const B = [corner(b, -1, -1), corner(b, 1, -1), corner(b, 1, 1), corner(b, -1, 1)];
  const quad = (p: V3[], n: V3): Poly => ({ pts: p, mat, normal: n });
  return [
    quad([A[0]!, A[1]!, A[2]!, A[3]!], scale(axis, -1)),
    quad([B[3]!, B[2]!, B[1]!, B[0]!], axis),
    quad([A[0]!, B[0]!, B[1]!, A[1]!], scale(up, -1)),
    quad([A[3]!, A[2]!, B[2]!, B[3]!], up),
    quad([A[0]!, A[3]!, B[3]!, B[0]!], scale(side, -1)),
    quad([A[1]!, B[1]!, B[2]!, A[2]!], side),
  ];
}

/** An axis-aligned box. */
export function box(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, mat: Material): Poly[] {
  return extrude(
    [
      { x: x0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 },
      { x: x0, y: y1 },
    ],
    z0,
    z1,
    mat,
  ).faces;
}

/**
 * A cylinder with its axis along z (a wheel, seen from the side), from z0 to z1. The end face
 * nearer the camera in side view (z0) carries `nearDecals` (the rim).
 */
export function wheelCylinder(cx: number, cy: number, r: number, z0: number, z1: number, outerDecals: Poly[], outerAtZ0: boolean, segments = 28): Poly[] {
  const ring = arc(cx, cy, r, 0, Math.PI * 2, segments).slice(0, segments);
  const faces: Poly[] = [];
  const face0: Poly = { pts: ring.map(([x, y]) => [x, y, z0] as V3).reverse(), mat: "tyre", normal: [0, 0, -1], decals: outerAtZ0 ? outerDecals : [], layer: 0 };
  const face1: Poly = { pts: ring.map(([x, y]) => [x, y, z1] as V3), mat: "tyre", normal: [0, 0, 1], decals: outerAtZ0 ? [] : outerDecals, layer: 0 };
  faces.push(face0, face1);
  for (let i = 0; i < segments; i++) {
    const [ax, ay] = ring[i]!;
    const [bx, by] = ring[(i + 1) % segments]!;
    const mid = Math.atan2((ay + by) / 2 - cy, (ax + bx) / 2 - cx);
    faces.push({
      pts: [
        [ax, ay, z0],
        [bx, by, z0],
        [bx, by, z1],
        [ax, ay, z1],
      ],
      mat: "tyre",
      normal: [Math.cos(mid), Math.sin(mid), 0],
      layer: 0,
    });
  }
  return faces;
}

/** A vertical cylinder (gas bottles, a jockey wheel post). */
export function verticalCylinder(cx: number, cz: number, r: number, y0: number, y1: number, mat: Material, segments = 14): Poly[] {
  const faces: Poly[] = [];
  const ring = Array.from({ length: segments }, (_, i) => (i / segments) * Math.PI * 2);
  faces.push({ pts: ring.map((a) => [cx + r * Math.cos(a), y1, cz + r * Math.sin(a)] as V3), mat, normal: [0, 1, 0] });
  for (let i = 0; i < segments; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % segments]!;
    const m = (a + b) / 2 + (i === segments - 1 ? Math.PI : 0);
    faces.push({
      pts: [
        [cx + r * Math.cos(a), y0, cz + r * Math.sin(a)],
        [cx + r * Math.cos(a), y1, cz + r * Math.sin(a)],
        [cx + r * Math.cos(b), y1, cz + r * Math.sin(b)],
        [cx + r * Math.cos(b), y0, cz + r * Math.sin(b)],
      ],
      mat,
      normal: [Math.cos(m), 0, Math.sin(m)],
    });
  }
  return faces;
}

/** A flat disc decal in a plane of constant z (a rim, a headlight lens seen from the side). */
export function discZ(cx: number, cy: number, z: number, r: number, mat: Material, segments = 24, extra: Partial<Poly> = {}): Poly {
  const pts = arc(cx, cy, r, 0, Math.PI * 2, segments)
    .slice(0, segments)
    .map(([x, y]) => [x, y, z] as V3);
  return { pts, mat, ...extra };
}

/** A polygon decal in a plane of constant z. */
export function flatZ(points: Array<[number, number]>, z: number, mat: Material, extra: Partial<Poly> = {}): Poly {
  return { pts: points.map(([x, y]) => [x, y, z] as V3), mat, ...extra };
}

/** Polygon shrunk towards its inside by d (miter offset; fine for the gentle shapes used here). */
export function inset(points: Array<[number, number]>, d: number): Array<[number, number]> {
  const area = polygonArea(points.map(([x, y]) => ({ x, y })));
  const s = area > 0 ? 1 : -1;
  return points.map((p, i) => {
    const prev = points[(i - 1 + points.length) % points.length]!;
    const next = points[(i + 1) % points.length]!;
    const n1 = norm([-(p[1] - prev[1]) * s, (p[0] - prev[0]) * s, 0]);
    const n2 = norm([-(next[1] - p[1]) * s, (next[0] - p[0]) * s, 0]);
    const bis = norm([n1[0] + n2[0], n1[1] + n2[1], 0]);
    const cos = Math.max(0.35, dot(bis, n1));
    return [p[0] + (bis[0] * d) / cos, p[1] + (bis[1] * d) / cos];
  });
}

// ── Camera and rendering ─────────────────────────────────────────────────────────────────

export interface Camera {
  pos: V3;
  target: V3;
  focal: number;
}

export interface Palette {
  paint: RGB;
  accent: RGB;
}

/** Key light from above the front-left; a weaker fill from the rear-left keeps tails and rears readable. */
const LIGHT = norm([0.35, 0.85, -0.45]);
const FILL = norm([-0.6, 0.3, -0.5]);

function faceNormal(p: Poly): V3 {
  if (p.normal) return p.normal;
  const [a, b, c] = p.pts as [V3, V3, V3];
  return norm(cross(sub(b, a), sub(c, a)));
}

const BASE: Record<Exclude<Material, "paint" | "accent">, RGB> = {
  glass: [28, 36, 46],
  trim: [36, 38, 42],
  chrome: [196, 200, 206],
  tyre: [30, 31, 33],
  rim: [188, 192, 198],
  rimDark: [58, 60, 64],
  well: [16, 17, 18],
  light: [232, 238, 244],
  lens: [150, 170, 190],
  tail: [170, 24, 30],
  grille: [22, 23, 26],
  plate: [238, 238, 232],
  plateText: [30, 32, 60],
  alloy: [170, 174, 178],
  liner: [44, 45, 48],
  seat: [40, 40, 44],
  white: [240, 240, 236],
  caliper: [190, 30, 36],
};

/** The colour of a surface under the scene's light, seen from the camera. */
export function shadeMaterial(mat: Material, n: V3, view: V3, palette: Palette): string {
  const diffuse = Math.max(0, dot(n, LIGHT));
  const sky = (n[1] + 1) / 2;
  const half = norm(add(LIGHT, view));
  const spec = Math.pow(Math.max(0, dot(n, half)), 24);
  if (mat === "paint" || mat === "accent") {
    const base = mat === "paint" ? palette.paint : palette.accent;
    // Dark paint still shows its shape through reflections; light paint through shadow.
    const dark = luminance(base) < 0.25;
    const fill = Math.max(0, dot(n, FILL));
    const lit = Math.min(1, 0.58 + 0.32 * diffuse + 0.2 * fill + 0.12 * sky);
    let c = mix(base, [0, 0, 0], (1 - lit) * (dark ? 0.6 : 0.9));
    c = mix(c, [255, 255, 255], spec * (dark ? 0.5 : 0.35) + (dark ? 0.1 * sky : 0));
    return rgbToHex(c);
  }
  const base = BASE[mat];
  if (mat === "glass") return rgbToHex(mix(mix(base, [0, 0, 0], 0.2 * (1 - sky)), [150, 175, 200], 0.18 * sky + 0.45 * spec));
  if (mat === "light" || mat === "plate" || mat === "white") return rgbToHex(mix(base, [0, 0, 0], 0.12 * (1 - diffuse)));
  if (mat === "chrome" || mat === "rim" || mat === "alloy") {
    return rgbToHex(mix(mix(base, [0, 0, 0], 0.35 * (1 - diffuse)), [255, 255, 255], 0.5 * spec));
  }
  return rgbToHex(mix(mix(base, [0, 0, 0], 0.35 * (1 - (0.5 * diffuse + 0.5 * sky))), [255, 255, 255], 0.18 * spec));
}

export interface Projected {
  d: string;
  fill: string;
  opacity?: number;
}

export interface RenderResult {
  items: Projected[];
  bbox: { x0: number; y0: number; x1: number; y1: number };
  project: (p: V3) => [number, number];
}

export function makeProjector(cam: Camera) {
  const forward = norm(sub(cam.target, cam.pos));
  const right = norm(cross([0, 1, 0], forward));
  const up = cross(forward, right);
  return {
    forward,
    depth: (p: V3) => dot(sub(p, cam.pos), forward),
    project: (p: V3): [number, number] => {
      const d = sub(p, cam.pos);
      const zc = Math.max(1, dot(d, forward));
      return [(cam.focal * dot(d, right)) / zc, (-cam.focal * dot(d, up)) / zc];
    },
  };
}

const fmt = (v: number) => (Math.round(v * 10) / 10).toString();

/**
 * Paint the polygons far-to-near. Back faces are culled, which for the closed extrusions used
 * here leaves little for the depth sort to get wrong; decals follow their face.
 */
export function render(polys: Poly[], cam: Camera, palette: Palette, opts: { mirror?: boolean } = {}): RenderResult {
  const proj = makeProjector(cam);
  const flip = (p: V3): V3 => (opts.mirror ? [p[0], -p[1], p[2]] : p);
  const flipN = (n: V3): V3 => (opts.mirror ? [n[0], -n[1], n[2]] : n);
  type Item = { depth: number; poly: Poly; normal: V3; layer: number };
  const items: Item[] = [];
  for (const poly of polys) {
    const n = flipN(faceNormal(poly));
    const pts = poly.pts.map(flip);
    const c = scale(pts.reduce((s, p) => add(s, p), [0, 0, 0] as V3), 1 / pts.length);
    const toCam = sub(cam.pos, c);
    if (!poly.twoSided && dot(n, toCam) <= 0) continue;
    items.push({ depth: proj.depth(c), poly, normal: n, layer: poly.layer ?? 1 });
  }
  items.sort((a, b) => a.layer - b.layer || b.depth - a.depth);
  const out: Projected[] = [];
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const emit = (poly: Poly, normal: V3) => {
    const pts = poly.pts.map((p) => proj.project(flip(p)));
    for (const [x, y] of pts) {
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
    const c = scale(poly.pts.map(flip).reduce((s, p) => add(s, p), [0, 0, 0] as V3), 1 / poly.pts.length);
    const view = norm(sub(cam.pos, c));
    const fill = poly.fill ?? shadeMaterial(poly.mat, normal, view, palette);
    out.push({ d: `M${pts.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L")}Z`, fill, opacity: poly.opacity });
  };
  for (const { poly, normal } of items) {
    emit(poly, normal);
    for (const decal of poly.decals ?? []) emit(decal, decal.normal ? flipN(decal.normal) : normal);
  }
  return { items: out, bbox: { x0, y0, x1, y1 }, project: (p: V3) => proj.project(flip(p)) };
}
