/**
 * Low-poly models of the demo vehicle shapes for car-image-3d.ts: a body extruded from a side
 * profile with wheel arches, a narrower glasshouse on top, wheels with alloy rims, lights, grille,
 * number plates, mirrors and door shut lines; a tray for a cab chassis, a drawbar and gas bottles
 * for a caravan, and a motorcycle built from its parts.
 */
import {
  arc,
  beam,
  box,
  discZ,
  edgeRect,
  extrude,
  flatZ,
  inset,
  verticalCylinder,
  wheelCylinder,
  type Extrusion,
  edgeDisc,
  type Material,
  type Poly,
  type ProfilePoint,
} from "./car-image-3d";
import type { Shape } from "./catalogue";

export interface Vehicle {
  polys: Poly[];
  length: number;
  width: number;
  height: number;
  /** Where a wheel sits, for the wheel close-up and shadows: x, radius. */
  wheels: Array<{ x: number; r: number }>;
}

type Pt = [number, number];

/** The body's bottom edge from the rear corner to just before the front corner, round the wheel arches. */
function bottomWithArches(xRear: number, sill: number, axles: number[], r: number, archR: number): ProfilePoint[] {
  const pts: ProfilePoint[] = [{ x: xRear, y: sill, mat: "trim" }];
  for (const ax of axles) {
    const t = Math.asin(Math.max(-1, Math.min(1, (sill - r) / archR)));
    const a0 = Math.PI - t;
    const a1 = t;
    const steps = 12;
    for (let i = 0; i <= steps; i++) {
      const a = a0 + ((a1 - a0) * i) / steps;
      pts.push({ x: ax + archR * Math.cos(a), y: r + archR * Math.sin(a), mat: i < steps ? "well" : "trim" });
    }
  }
  return pts;
}

/** A wheel: tyre cylinder with an alloy rim (or steel rim) on its outer face. */
function wheel(x: number, r: number, zOuter: number, tyreWidth: number, outerIsNear: boolean, style: "alloy" | "steel" | "spoked" = "alloy"): Poly[] {
  const z = zOuter;
  const decals: Poly[] = [];
  const n: [number, number, number] = outerIsNear ? [0, 0, -1] : [0, 0, 1];
  decals.push(discZ(x, r, z, r * 0.7, "rimDark", 28, { normal: n }));
  if (style === "steel") {
    decals.push(discZ(x, r, z, r * 0.62, "white", 28, { normal: n }));
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2;
      decals.push(discZ(x + Math.cos(a) * r * 0.38, r + Math.sin(a) * r * 0.38, z, r * 0.07, "trim", 8, { normal: n }));
    }
    decals.push(discZ(x, r, z, r * 0.18, "chrome", 16, { normal: n }));
    return wheelCylinder(x, r, r, outerIsNear ? z : z - tyreWidth, outerIsNear ? z + tyreWidth : z, decals, outerIsNear);
  }
  decals.push(discZ(x, r, z, r * 0.64, "rim", 28, { normal: n }));
  const spokes = style === "spoked" ? 10 : 5;
  for (let k = 0; k < spokes; k++) {
    const a0 = (k / spokes) * Math.PI * 2 + 0.18;
    const a1 = ((k + 1) / spokes) * Math.PI * 2 - 0.18;
    const outer = arc(x, r, r * 0.56, a0, a1, 5);
    const inner = arc(x, r, r * 0.24, a1, a0, 3);
    decals.push(flatZ([...outer, ...inner], z, "rimDark", { normal: n }));
  }
  decals.push(discZ(x, r, z, r * 0.17, "rim", 16, { normal: n }));
  decals.push(discZ(x, r, z, r * 0.08, "trim", 12, { normal: n }));
  return wheelCylinder(x, r, r, outerIsNear ? z : z - tyreWidth, outerIsNear ? z + tyreWidth : z, decals, outerIsNear);
}

/** Keep the part of a polygon with x >= xMin (Sutherland–Hodgman against one line). */
function clipX(poly: Pt[], xMin: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const aIn = a[0] >= xMin;
    const bIn = b[0] >= xMin;
    if (aIn) out.push(a);
    if (aIn !== bIn) {
      const t = (xMin - a[0]) / (b[0] - a[0]);
      out.push([xMin, a[1] + (b[1] - a[1]) * t]);
    }
  }
  return out;
}

interface CarSpec {
  L: number;
  W: number;
  r: number;
  archR: number;
  axles: [number, number];
  sill: number;
  belt: number;
  /** From the front bottom corner round the top to the point before the rear bottom corner. */
  upper: ProfilePoint[];
  /** Glasshouse: rear base, front base, windscreen top, roof rear. */
  cabin: [Pt, Pt, Pt, Pt];
  pillars: number[];
  doors: number[];
  inset: number;
  cladding?: boolean;
  /** Side glass only ahead of this x (panel vans). */
  glassFrom?: number;
  /** Front lights and grille: tall SUV/ute grille or a slim car one. */
  grille: "slim" | "tall" | "van";
  /** Rear of the lower body is a ute's tub (its top strip tagged "tub"). */
  tub?: boolean;
  /** Only the cab (cab chassis): lower body starts at this x. */
  cabFrom?: number;
}

const f = (x: number, y: number, tag?: string, mat?: Material): ProfilePoint => ({ x, y, tag, mat });

const SPECS: Record<Exclude<Shape, "caravan" | "motorcycle">, CarSpec> = {
  hatch: {
    L: 430, W: 180, r: 31, archR: 36, axles: [80, 345], sill: 22, belt: 96, inset: 13, grille: "slim",
    upper: [f(425, 22, "lip", "trim"), f(430, 34, "nose"), f(428, 78, "hoodfront"), f(398, 87, "hood"), f(312, 97, "belt"), f(14, 96, "tailtop"), f(3, 90, "tail"), f(0, 58, "bumperR")],
    cabin: [[15, 96], [314, 97], [252, 141], [66, 139]],
    pillars: [205, 118],
    doors: [312, 205, 96],
  },
  sedan: {
    L: 480, W: 184, r: 32, archR: 37, axles: [96, 376], sill: 24, belt: 98, inset: 13, grille: "slim",
    upper: [f(475, 24, "lip", "trim"), f(480, 36, "nose"), f(477, 78, "hoodfront"), f(446, 88, "hood"), f(342, 99, "belt"), f(106, 98, "deck"), f(8, 94, "tail"), f(0, 60, "bumperR")],
    cabin: [[108, 98], [344, 99], [280, 142], [162, 143]],
    pillars: [236, 150],
    doors: [342, 236, 132],
  },
  wagon: {
    L: 490, W: 184, r: 33, archR: 38, axles: [95, 380], sill: 26, belt: 100, inset: 13, grille: "slim",
    upper: [f(485, 26, "lip", "trim"), f(490, 38, "nose"), f(487, 80, "hoodfront"), f(456, 89, "hood"), f(347, 101, "belt"), f(12, 100, "tailtop"), f(3, 96, "tail"), f(0, 62, "bumperR")],
    cabin: [[12, 100], [349, 101], [288, 147], [32, 150]],
    pillars: [238, 132, 48],
    doors: [347, 238, 118],
    cladding: true,
  },
  suv: {
    L: 460, W: 186, r: 36, archR: 42, axles: [88, 358], sill: 34, belt: 108, inset: 14, grille: "tall",
    upper: [f(455, 34, "lip", "trim"), f(460, 46, "nose"), f(457, 96, "hoodfront"), f(425, 104, "hood"), f(331, 110, "belt"), f(10, 108, "tailtop"), f(3, 104, "tail"), f(0, 70, "bumperR")],
    cabin: [[10, 108], [333, 110], [283, 160], [27, 162]],
    pillars: [220, 112, 40],
    doors: [331, 220, 104],
    cladding: true,
  },
  "large-suv": {
    L: 495, W: 196, r: 39, archR: 45, axles: [95, 385], sill: 40, belt: 118, inset: 15, grille: "tall",
    upper: [f(490, 40, "lip", "trim"), f(495, 52, "nose"), f(492, 108, "hoodfront"), f(455, 114, "hood"), f(353, 120, "belt"), f(8, 118, "tailtop"), f(2, 114, "tail"), f(0, 78, "bumperR")],
    cabin: [[8, 118], [355, 120], [312, 178], [17, 182]],
    pillars: [244, 130, 46],
    doors: [353, 244, 120],
    cladding: true,
  },
  "people-mover": {
    L: 515, W: 199, r: 36, archR: 42, axles: [90, 392], sill: 30, belt: 108, inset: 14, grille: "slim",
    upper: [f(510, 30, "lip", "trim"), f(515, 42, "nose"), f(511, 92, "hoodfront"), f(470, 100, "hood"), f(397, 110, "belt"), f(8, 108, "tailtop"), f(2, 104, "tail"), f(0, 66, "bumperR")],
    cabin: [[8, 108], [399, 110], [330, 174], [20, 176]],
    pillars: [272, 150, 44],
    doors: [397, 272, 140],
  },
  van: {
    L: 526, W: 195, r: 35, archR: 41, axles: [100, 402], sill: 32, belt: 112, inset: 6, grille: "van", glassFrom: 390,
    upper: [f(521, 32, "lip", "trim"), f(526, 44, "nose"), f(522, 96, "hoodfront"), f(490, 104, "hood"), f(455, 114, "belt"), f(4, 112, "tailtop"), f(1, 108, "tail"), f(0, 70, "bumperR")],
    cabin: [[4, 112], [457, 114], [422, 196], [6, 200]],
    pillars: [390],
    doors: [455, 388, 250, 130],
  },
  ute: {
    L: 530, W: 190, r: 38, archR: 44, axles: [100, 405], sill: 40, belt: 112, inset: 14, grille: "tall", tub: true,
    upper: [f(525, 40, "lip", "trim"), f(530, 52, "nose"), f(527, 100, "hoodfront"), f(488, 106, "hood"), f(382, 113, "belt"), f(219, 112, "tub"), f(2, 112, "tail"), f(0, 74, "bumperR")],
    cabin: [[222, 112], [384, 113], [336, 176], [232, 180]],
    pillars: [302],
    doors: [382, 302, 226],
    cladding: true,
  },
  "cab-chassis": {
    L: 530, W: 190, r: 38, archR: 44, axles: [100, 405], sill: 40, belt: 112, inset: 14, grille: "tall", cabFrom: 220,
    upper: [f(525, 40, "lip", "trim"), f(530, 52, "nose"), f(527, 100, "hoodfront"), f(488, 106, "hood"), f(382, 113, "belt"), f(220, 112, "cabback")],
    cabin: [[222, 112], [384, 113], [336, 176], [232, 180]],
    pillars: [302],
    doors: [382, 302, 226],
    cladding: true,
  },
};

function carLights(lower: Extrusion, s: CarSpec): void {
  const { W } = s;
  const nose = lower.edges.get("nose");
  if (nose) {
    const d = nose.face.decals!;
    // nose runs from its bottom (u=0) to its top (u=1)
    if (s.grille === "tall") {
      d.push(edgeRect(nose, 0.22, 0.92, 34, W - 34, "grille"));
      d.push(edgeRect(nose, 0.3, 0.86, 40, W - 40, "trim"));
      for (let i = 0; i < 4; i++) d.push(edgeRect(nose, 0.36 + i * 0.13, 0.4 + i * 0.13, 42, W - 42, "chrome", { opacity: 0.7 }));
      d.push(edgeRect(nose, 0.66, 0.96, 6, 36, "light"), edgeRect(nose, 0.66, 0.96, W - 36, W - 6, "light"));
      d.push(edgeRect(nose, 0.74, 0.9, 10, 30, "lens"), edgeRect(nose, 0.74, 0.9, W - 30, W - 10, "lens"));
    } else if (s.grille === "van") {
      d.push(edgeRect(nose, 0.45, 0.9, 46, W - 46, "grille"));
      d.push(edgeRect(nose, 0.55, 0.95, 8, 44, "light"), edgeRect(nose, 0.55, 0.95, W - 44, W - 8, "light"));
    } else {
      d.push(edgeRect(nose, 0.08, 0.55, 44, W - 44, "grille"));
      d.push(edgeRect(nose, 0.62, 0.94, 8, 52, "light"), edgeRect(nose, 0.62, 0.94, W - 52, W - 8, "light"));
      d.push(edgeRect(nose, 0.7, 0.86, 14, 40, "lens"), edgeRect(nose, 0.7, 0.86, W - 40, W - 14, "lens"));
      d.push(edgeRect(nose, 0.57, 0.6, 50, W - 50, "chrome", { opacity: 0.8 }));
    }
    d.push(edgeRect(nose, 0.05, 0.3, W / 2 - 26, W / 2 + 26, "plate"));
    for (let i = 0; i < 5; i++) d.push(edgeRect(nose, 0.12, 0.23, W / 2 - 20 + i * 8.5, W / 2 - 15 + i * 8.5, "plateText"));
  }
  const tail = lower.edges.get("tail");
  if (tail) {
    const d = tail.face.decals!;
    // tail runs from its top (u=0) down to its bottom (u=1)
    d.push(edgeRect(tail, 0.04, 0.5, 4, 44, "tail"), edgeRect(tail, 0.04, 0.5, W - 44, W - 4, "tail"));
    d.push(edgeRect(tail, 0.14, 0.3, 10, 30, "light", { opacity: 0.35 }), edgeRect(tail, 0.14, 0.3, W - 30, W - 10, "light", { opacity: 0.35 }));
    if (!s.tub) d.push(edgeRect(tail, 0.2, 0.26, 44, W - 44, "tail", { opacity: 0.85 }));
    d.push(edgeRect(tail, 0.3, 0.38, W / 2 - 8, W / 2 + 8, "chrome"));
  }
  const bumper = lower.edges.get("bumperR");
  if (bumper) {
    const d = bumper.face.decals!;
    d.push(edgeRect(bumper, 0.12, 0.5, W / 2 - 26, W / 2 + 26, "plate"));
    for (let i = 0; i < 5; i++) d.push(edgeRect(bumper, 0.24, 0.38, W / 2 - 20 + i * 8.5, W / 2 - 15 + i * 8.5, "plateText"));
    d.push(edgeRect(bumper, 0.78, 1, 6, W - 6, "trim", { opacity: 0.8 }));
  }
  const tub = lower.edges.get("tub");
  if (tub) tub.face.decals!.push(edgeRect(tub, 0.012, 0.988, 5, W - 5, "liner"));
}

function buildCar(shape: Exclude<Shape, "caravan" | "motorcycle">): Vehicle {
  const s = SPECS[shape];
  const { L, W, r, archR, sill, belt } = s;
  const axles = s.cabFrom ? [s.axles[1]] : s.axles;
  const xRear = s.cabFrom ?? s.upper.at(-1)!.x + 4;
  const lower = extrude([...bottomWithArches(xRear, sill, axles, r, archR), ...s.upper], 0, W);
  const polys: Poly[] = [...lower.faces];

  const [br, bf, st, rr] = s.cabin;
  const cabin = extrude(
    [
      { x: br[0], y: br[1], mat: "paint" },
      { x: bf[0], y: bf[1], mat: "glass", tag: "windscreen" },
      { x: st[0], y: st[1], mat: "paint", tag: "roof" },
      { x: rr[0], y: rr[1], mat: shape === "van" ? "paint" : "glass", tag: "rearwindow" },
    ],
    s.inset,
    W - s.inset,
    "paint",
    { fromY: belt, perY: shape === "van" ? 0.08 : 0.3 },
  );
  polys.push(...cabin.faces);

  // Side glass with pillars, on both sides.
  const glassShape = inset([br, bf, st, rr], 4.5).map(([x, y]) => [x, Math.max(y, belt + 4)] as Pt);
  const glass = s.glassFrom ? clipX(glassShape, s.glassFrom) : glassShape;
  const roofY = Math.min(st[1], rr[1]);
  for (const [face, zAt] of [
    [cabin.near, cabin.zNear],
    [cabin.far, cabin.zFar],
  ] as const) {
    const onSide = (pts: Pt[], mat: Material): Poly => ({ pts: pts.map(([x, y]) => [x, y, zAt(y)] as [number, number, number]), mat });
    face.decals!.push(onSide(glass, "glass"));
    for (const px of s.pillars) face.decals!.push(onSide([[px - 4, belt], [px + 4, belt], [px - 3, roofY - 2], [px - 11, roofY - 2]], "paint"));
  }
  if (shape === "van") {
    const rw = cabin.edges.get("rearwindow")!;
    rw.face.decals!.push(edgeRect(rw, 0.08, 0.5, s.inset + 10, W / 2 - 4, "glass"), edgeRect(rw, 0.08, 0.5, W / 2 + 4, W - s.inset - 10, "glass"));
  }

  // Near-side details: shut lines, handles, lights, cladding, a highlight along the shoulder.
  const nearDecals = lower.near.decals!;
  nearDecals.push({ pts: lower.near.pts, mat: "paint", fill: "url(#bodyShade)" });
  const farDecals = lower.far.decals!;
  farDecals.push({ pts: lower.far.pts, mat: "paint", fill: "url(#bodyShade)" });
  for (const [decals, z] of [
    [nearDecals, 0],
    [farDecals, W],
  ] as const) {
    for (const dx of s.doors) decals.push(flatZ([[dx - 0.6, sill + 6], [dx + 0.6, sill + 6], [dx + 1.6, belt - 1], [dx + 0.4, belt - 1]], z, "grille", { opacity: 0.55 }));
    for (const dx of s.doors.slice(1)) decals.push(flatZ([[dx + 14, belt - 13], [dx + 34, belt - 13], [dx + 34, belt - 8], [dx + 14, belt - 8]], z, "trim", { opacity: 0.8 }));
    decals.push(flatZ([[30, belt - 17], [L - 70, belt - 15], [L - 70, belt - 13.5], [30, belt - 15.5]], z, "white", { opacity: 0.28 }));
    if (s.cladding) {
      decals.push(flatZ([[xRear + 4, sill], [L - 12, sill], [L - 12, sill + 10], [xRear + 4, sill + 10]], z, "trim"));
      for (const ax of axles) {
        const outer = arc(ax, r, archR + 7, Math.PI + 0.25, -0.25, 12);
        const inner = arc(ax, r, archR, -0.25, Math.PI + 0.25, 12);
        decals.push(flatZ([...outer, ...inner], z, "trim"));
      }
    }
    const nose = s.upper.find((p) => p.tag === "hoodfront")!;
    decals.push(flatZ([[L - 2, nose.y - 4], [L - 26, nose.y + 1], [L - 28, nose.y - 6], [L - 4, nose.y - 12]], z, "lens"));
    if (!s.cabFrom) {
      const tailTop = s.upper.find((p) => p.tag === "tail")!;
      decals.push(flatZ([[tailTop.x + 1, tailTop.y - 3], [tailTop.x + 30, tailTop.y - 1], [tailTop.x + 28, tailTop.y - 14], [tailTop.x, tailTop.y - 16]], z, "tail"));
    }
  }
  carLights(lower, s);

  // Mirrors stand out from the doors.
  polys.push(...box(bf[0] - 34, bf[0] - 12, belt + 3, belt + 16, -11, s.inset, "paint"));
  polys.push(...box(bf[0] - 34, bf[0] - 12, belt + 3, belt + 16, W - s.inset, W + 11, "paint"));

  // Wheels: near ones just inside the body side, far ones likewise.
  const wheelXs = s.axles;
  for (const ax of wheelXs) {
    polys.push(...wheel(ax, r, 6, 24, true));
    polys.push(...wheel(ax, r, W - 6, 24, false));
  }

  if (s.cabFrom) {
    // Alloy tray with drop sides and headboard, on chassis rails.
    const back = s.cabFrom - 6;
    polys.push(...box(0, back, 84, 92, -6, W + 6, "alloy"));
    polys.push(...box(0, back, 92, 116, -6, -2, "alloy"));
    polys.push(...box(0, back, 92, 116, W + 2, W + 6, "alloy"));
    polys.push(...box(0, 4, 92, 116, -2, W + 2, "alloy"));
    polys.push(...box(back - 6, back, 92, 176, -6, W + 6, "alloy"));
    polys.push(...box(20, s.cabFrom, 50, 64, 36, 56, "trim"), ...box(20, s.cabFrom, 50, 64, W - 56, W - 36, "trim"));
    const bar = box(0, 8, 66, 80, -2, W + 2, "trim");
    polys.push(...bar);
    const barBack = bar.find((p) => p.normal && p.normal[0] < -0.9);
    if (barBack) barBack.decals = [flatZRect(0, 68, 78, 4, 30), flatZRect(0, 68, 78, W - 30, W - 4)];
  }

  return { polys, length: L, width: W, height: s.cabin[3][1], wheels: s.axles.map((x) => ({ x, r })) };
}

/** A tail light on a plane of constant x (the cab chassis's rear bar). */
function flatZRect(x: number, y0: number, y1: number, z0: number, z1: number): Poly {
  return {
    pts: [
      [x - 0.3, y0, z0],
      [x - 0.3, y0, z1],
      [x - 0.3, y1, z1],
      [x - 0.3, y1, z0],
    ],
    mat: "tail",
  };
}

function buildCaravan(): Vehicle {
  const L = 640; // body length; the drawbar adds about 190
  const W = 240;
  const r = 34;
  const archR = 39;
  const axles = [268, 336];
  const bottomY = 50;
  const profile: ProfilePoint[] = [
    ...bottomWithArches(0, bottomY, axles, r, archR),
    f(L, bottomY, "front"),
    f(L, 206, "frontcap"),
    f(626, 264, "roof"),
    f(596, 282),
    f(20, 282, "rearcap"),
    f(3, 270, "rear"),
  ];
  const body = extrude(profile, 0, W);
  const polys: Poly[] = [...body.faces];
  for (const [face, z] of [
    [body.near, 0],
    [body.far, W],
  ] as const) {
    const d = face.decals!;
    d.push({ pts: face.pts, mat: "paint", fill: "url(#bodyShade)" });
    d.push(flatZ([[0, bottomY], [L, bottomY], [L, 82], [0, 82]], z, "alloy"));
    d.push(flatZ([[0, 118], [L, 118], [L, 132], [0, 132]], z, "accent"));
    d.push(flatZ([[0, 136], [L, 136], [L, 140], [0, 140]], z, "accent", { opacity: 0.6 }));
    for (const [x0, x1, y0, y1] of [
      [350, 478, 160, 228],
      [530, 604, 168, 224],
      [40, 100, 170, 222],
    ] as const) {
      d.push(flatZ([[x0 - 4, y0 - 4], [x1 + 4, y0 - 4], [x1 + 4, y1 + 4], [x0 - 4, y1 + 4]], z, "white"));
      d.push(flatZ([[x0, y0], [x1, y0], [x1, y1], [x0, y1]], z, "glass"));
      d.push(flatZ([[x0, y1 - 18], [x1, y1 - 18], [x1, y1], [x0, y1]], z, "trim", { opacity: 0.5 }));
    }
    // Entry door with its window, grab handle and step.
    d.push(flatZ([[130, 56], [196, 56], [196, 250], [130, 250]], z, "white"));
    d.push(flatZ([[142, 196], [184, 196], [184, 236], [142, 236]], z, "glass"));
    d.push(flatZ([[188, 140], [191, 140], [191, 166], [188, 166]], z, "chrome"));
    d.push(flatZ([[236, 150], [244, 150], [244, 158], [236, 158]], z, "tail", { opacity: 0.9 }));
    d.push(flatZ([[612, 150], [620, 150], [620, 158], [612, 158]], z, "lens"));
  }
  // Roll-out awning along the near side.
  polys.push(...box(40, 600, 262, 274, -9, 0, "trim"));
  const rear = body.edges.get("rear")!;
  rear.face.decals!.push(
    edgeRect(rear, 0.62, 0.8, 10, 50, "tail"),
    edgeRect(rear, 0.62, 0.8, W - 50, W - 10, "tail"),
    edgeRect(rear, 0.86, 0.93, W / 2 - 26, W / 2 + 26, "plate"),
    edgeDisc(rear, 0.42, W / 2, 0.16, 40, "tyre"),
    edgeDisc(rear, 0.42, W / 2, 0.1, 25, "rimDark"),
  );
  const front = body.edges.get("front")!;
  front.face.decals!.push(edgeRect(front, 0.2, 0.7, 40, W - 40, "alloy"), edgeRect(front, 0.78, 0.98, 40, W - 40, "glass"));
  const cap = body.edges.get("frontcap")!;
  cap.face.decals!.push(edgeRect(cap, 0.1, 0.85, 30, W - 30, "glass"));

  // A-frame drawbar, hitch, jockey wheel, two gas bottles on the drawbar.
  polys.push(...beam([L, 44, 40], [800, 38, W / 2 - 4], 8, 10, "trim"));
  polys.push(...beam([L, 44, W - 40], [800, 38, W / 2 + 4], 8, 10, "trim"));
  polys.push(...box(792, 826, 32, 46, W / 2 - 8, W / 2 + 8, "trim"));
  polys.push(...verticalCylinder(772, W / 2 + 26, 4, 10, 60, "chrome"));
  polys.push(...box(764, 780, 0, 14, W / 2 + 22, W / 2 + 30, "tyre"));
  polys.push(...verticalCylinder(672, W / 2 - 22, 15, 46, 104, "white"), ...verticalCylinder(672, W / 2 + 22, 15, 46, 104, "white"));
  polys.push(...box(650, 700, 44, 48, 40, W - 40, "alloy"));

  for (const ax of axles) {
    polys.push(...wheel(ax, r, 8, 22, true, "steel"));
    polys.push(...wheel(ax, r, W - 8, 22, false, "steel"));
  }
  return { polys, length: 826, width: W, height: 282, wheels: axles.map((x) => ({ x, r })) };
}

function buildMotorcycle(): Vehicle {
  const c = 40; // centre plane
  const r = 31;
  const polys: Poly[] = [];
  const part = (pts: Pt[], half: number, mat: Material) => {
    const e = extrude(
      pts.map(([x, y]) => ({ x, y })),
      c - half,
      c + half,
      mat,
    );
    return e;
  };
  // Wheels (spoked alloys), front disc brake.
  polys.push(...wheel(36, r, c - 8, 16, true, "spoked"), ...wheel(176, r, c - 8, 16, true, "spoked"));
  const engine = part([[78, 28], [126, 24], [136, 48], [120, 76], [90, 74], [72, 50]], 15, "rimDark");
  engine.near.decals!.push(
    flatZ([[96, 60], [122, 60], [118, 74], [92, 72]], c - 15, "alloy"),
    flatZ([[94, 52], [124, 52], [124, 55], [94, 55]], c - 15, "trim", { opacity: 0.7 }),
    discZ(104, 38, c - 15, 11, "alloy", 16),
    discZ(104, 38, c - 15, 6, "trim", 12),
  );
  polys.push(...engine.faces);
  const tank = part([[92, 90], [152, 96], [148, 118], [120, 128], [96, 114]], 18, "paint");
  tank.near.decals!.push({ pts: tank.near.pts, mat: "paint", fill: "url(#bodyShade)" });
  tank.near.decals!.push(flatZ([[106, 104], [140, 106], [138, 110], [106, 108]], c - 18, "white", { opacity: 0.35 }));
  polys.push(...tank.faces);
  polys.push(...part([[40, 98], [96, 96], [98, 110], [72, 114], [42, 108]], 13, "seat").faces);
  const tail = part([[8, 100], [44, 96], [42, 108], [14, 114]], 8, "paint");
  tail.edges.clear();
  polys.push(...tail.faces);
  polys.push(...box(2, 10, 100, 108, c - 7, c + 7, "tail"));
  polys.push(...part([[156, 60], [198, 52], [196, 58], [160, 66]], 6, "paint").faces);
  const cowl = extrude([f(156, 94), f(178, 98, "lamp"), f(182, 124), f(162, 120)], c - 13, c + 13, "paint");
  polys.push(...cowl.faces);
  const lamp = cowl.edges.get("lamp");
  if (lamp) lamp.face.decals!.push(edgeDisc(lamp, 0.5, c, 0.32, 9, "light"), edgeDisc(lamp, 0.5, c, 0.18, 5, "lens"));
  // Frame, forks, swingarm, handlebar, mirrors, exhaust.
  polys.push(...beam([150, 118, c], [84, 70, c], 10, 8, "trim"));
  polys.push(...beam([150, 112, c], [100, 96, c], 12, 8, "trim"));
  polys.push(...beam([176, r, c - 9], [154, 116, c - 9], 5, 5, "chrome"), ...beam([176, r, c + 9], [154, 116, c + 9], 5, 5, "chrome"));
  polys.push(...beam([84, 44, c - 10], [36, r, c - 10], 6, 7, "trim"), ...beam([84, 44, c + 10], [36, r, c + 10], 6, 7, "trim"));
  polys.push(...beam([148, 128, c - 40], [148, 128, c + 40], 3.5, 3.5, "trim"));
  polys.push(...beam([148, 128, c - 40], [148, 128, c - 30], 5, 5, "seat"), ...beam([148, 128, c + 30], [148, 128, c + 40], 5, 5, "seat"));
  polys.push(...beam([150, 128, c - 30], [147, 140, c - 34], 2, 2, "trim"), ...beam([150, 128, c + 30], [147, 140, c + 34], 2, 2, "trim"));
  polys.push(...box(140, 150, 138, 144, c - 42, c - 30, "trim"), ...box(140, 150, 138, 144, c + 30, c + 42, "trim"));
  polys.push(...beam([96, 30, c - 20], [40, 58, c - 24], 10, 11, "chrome"));
  polys.push(...beam([40, 58, c - 24], [26, 64, c - 24], 12, 12, "trim"));
  return { polys, length: 210, width: 80, height: 150, wheels: [{ x: 36, r }, { x: 176, r }] };
}

const cache = new Map<Shape, Vehicle>();

/** The model of a shape (built once; models are pure data). */
export function vehicleModel(shape: Shape): Vehicle {
  let v = cache.get(shape);
  if (!v) {
    v = shape === "caravan" ? buildCaravan() : shape === "motorcycle" ? buildMotorcycle() : buildCar(shape);
    cache.set(shape, v);
  }
  return v;
}
