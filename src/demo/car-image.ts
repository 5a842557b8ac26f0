/**
 * Demo vehicle pictures, drawn locally as SVG: a vehicle of the listing's shape in its paint
 * colour, in one of four settings (showroom, dealership forecourt, photo studio, outback), from
 * the front three-quarter, side, rear three-quarter, front and rear, plus an interior and a wheel
 * close-up. Deterministic: the same parameters give the same bytes, so the image can be cached
 * forever. No text is drawn (no font is needed to rasterise it).
 */
import { hexToRgb, luminance, mix, render, rgbToHex, type Camera, type Palette, type RGB, type V3 } from "./car-image-3d";
import { vehicleModel, type Vehicle } from "./car-image-vehicles";
import type { Shape } from "./catalogue";
import type { CarImageParams, CarView } from "./image-urls";
import { createRng, hashString } from "./random";

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 800;

const W = IMAGE_WIDTH;
const H = IMAGE_HEIGHT;
const f1 = (v: number) => (Math.round(v * 10) / 10).toString();

function palette(hex: string, shape: Shape): Palette {
  const paint = hexToRgb(hex);
  // Caravans carry a contrasting stripe; bikes a dark frame.
  const accent: RGB = shape === "caravan" ? (luminance(paint) > 0.5 ? [58, 62, 68] : [238, 238, 234]) : mix(paint, [0, 0, 0], 0.5);
  return { paint, accent };
}

// ── Cameras ─────────────────────────────────────────────────────────────────────────────────

function cameraFor(view: CarView, v: Vehicle): Camera {
  const L = v.length;
  const Wd = v.width;
  const c: V3 = [L / 2, v.height * 0.38, Wd / 2];
  const D = Math.max(L, 300) * 2.6;
  switch (view) {
    case "side":
      return { pos: [L / 2, v.height * 0.55, -D], target: c, focal: 1000 };
    case "front":
      return { pos: [L + D * 0.8, v.height * 1.5, Wd / 2], target: c, focal: 1000 };
    case "rear":
      return { pos: [-D * 0.8, v.height * 1.5, Wd / 2], target: c, focal: 1000 };
    case "rear-quarter":
      return { pos: [-D * 0.5, v.height * 0.9, -D * 0.72], target: c, focal: 1000 };
    case "front-quarter":
    default:
      return { pos: [L + D * 0.55, v.height * 0.85, -D * 0.7], target: c, focal: 1000 };
  }
}

// ── Shared definitions ───────────────────────────────────────────────────────────────────────

function defs(extra = ""): string {
  return `<defs>
<linearGradient id="bodyShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.42" stop-color="#fff" stop-opacity="0"/><stop offset="0.7" stop-color="#000" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>
<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="softer" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="5"/></filter>
<filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="9"/></filter>
${extra}</defs>`;
}

// ── Backgrounds ───────────────────────────────────────────────────────────────────────────────

interface Stage {
  horizon: number;
  ground: number;
  seed: number;
}

function showroom({ horizon, ground }: Stage): string {
  const floorLine = Math.max(150, Math.min(ground - 60, horizon + (ground - horizon) * 0.3));
  const lines: string[] = [];
  for (let x = 0; x <= W; x += 160) lines.push(`<rect x="${x}" y="70" width="3" height="${f1(floorLine - 70)}" fill="#c9cfd5"/>`);
  const lights: string[] = [];
  for (let x = 100; x < W; x += 200) {
    lights.push(`<ellipse cx="${x}" cy="44" rx="46" ry="10" fill="#fffbe8" filter="url(#glow)"/><ellipse cx="${x}" cy="44" rx="30" ry="5" fill="#ffffff"/>`);
  }
  const tiles: string[] = [];
  for (let i = 1; i < 9; i++) {
    const y = floorLine + (H - floorLine) * Math.pow(i / 9, 1.7);
    tiles.push(`<rect x="0" y="${f1(y)}" width="${W}" height="1.5" fill="#b9c0c6" opacity="0.6"/>`);
  }
  const vpx = W / 2;
  for (let k = -10; k <= 10; k++) {
    const xb = vpx + k * 170;
    const t = (floorLine - horizon) / (H - horizon);
    const xt = vpx + (xb - vpx) * t;
    tiles.push(`<path d="M${f1(xt)} ${f1(floorLine)}L${f1(xb)} ${H}" stroke="#b9c0c6" stroke-width="1.5" opacity="0.5"/>`);
  }
  return `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e7eaee"/><stop offset="1" stop-color="#d3d8dd"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c4cad0"/><stop offset="1" stop-color="#eef1f3"/></linearGradient>
<linearGradient id="window" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe4f3"/><stop offset="1" stop-color="#eaf3f9"/></linearGradient>
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<rect x="70" y="110" width="420" height="${f1(floorLine - 130)}" fill="url(#window)"/>
<path d="M70 ${f1(floorLine - 60)}L490 ${f1(floorLine - 90)}L490 ${f1(floorLine - 20)}L70 ${f1(floorLine - 20)}Z" fill="#b8cbb0" opacity="0.6"/>
<rect x="70" y="110" width="420" height="${f1(floorLine - 130)}" fill="none" stroke="#9aa3ab" stroke-width="8"/>
<rect x="276" y="110" width="8" height="${f1(floorLine - 130)}" fill="#9aa3ab"/>
${lines.join("")}
<rect x="0" y="0" width="${W}" height="72" fill="#2a2e33"/>${lights.join("")}
<rect x="640" y="120" width="470" height="60" rx="6" fill="#ffffff" opacity="0.85"/><rect x="670" y="140" width="260" height="20" rx="4" fill="#b8bec4"/>
<rect x="0" y="${f1(floorLine)}" width="${W}" height="${f1(H - floorLine)}" fill="url(#floor)"/>
<rect x="0" y="${f1(floorLine - 4)}" width="${W}" height="8" fill="#aab2b9"/>
${tiles.join("")}`;
}

function forecourt({ horizon, ground, seed }: Stage): string {
  const rng = createRng(seed);
  const base = Math.max(220, Math.min(ground - 80, horizon + (ground - horizon) * 0.28));
  const top = base - 230;
  const clouds = Array.from({ length: 4 }, () => {
    const x = rng.int(40, W - 40);
    const y = rng.int(20, Math.max(30, Math.round(top - 20)));
    return `<ellipse cx="${x}" cy="${y}" rx="${rng.int(60, 130)}" ry="${rng.int(14, 26)}" fill="#ffffff" opacity="0.8" filter="url(#softer)"/>`;
  }).join("");
  const mullions: string[] = [];
  for (let x = 90; x < W - 60; x += 70) mullions.push(`<rect x="${x}" y="${f1(top + 50)}" width="4" height="${f1(base - top - 50)}" fill="#dfe7ee" opacity="0.8"/>`);
  const flags: string[] = [];
  const colours = ["#d62828", "#f7b801", "#1d4e89", "#ffffff"];
  for (let p = 0; p < 5; p++) {
    const x0 = 40 + p * 280;
    flags.push(`<rect x="${x0}" y="${f1(base - 170)}" width="4" height="170" fill="#8d949b"/>`);
    if (p < 4) {
      for (let i = 0; i < 10; i++) {
        const t = (i + 0.5) / 10;
        const x = x0 + 280 * t;
        const y = base - 168 + Math.sin(Math.PI * t) * 26;
        flags.push(`<path d="M${f1(x - 10)} ${f1(y)}L${f1(x + 10)} ${f1(y)}L${f1(x)} ${f1(y + 24)}Z" fill="${colours[(i + p) % colours.length]}"/>`);
      }
      flags.push(`<path d="M${x0 + 2} ${f1(base - 168)}Q${x0 + 140} ${f1(base - 116)} ${x0 + 282} ${f1(base - 168)}" stroke="#555" stroke-width="1.5" fill="none"/>`);
    }
  }
  const bays: string[] = [];
  for (let k = -6; k <= 6; k++) {
    const xb = W / 2 + k * 260;
    const t = (base - horizon) / (H - horizon);
    const xt = W / 2 + (xb - W / 2) * t;
    bays.push(`<path d="M${f1(xt)} ${f1(base + 6)}L${f1(xb)} ${H}" stroke="#f1f1ee" stroke-width="5" opacity="0.75"/>`);
  }
  const trees = [30, W - 60]
    .map((x) => `<rect x="${x + 14}" y="${f1(base - 110)}" width="10" height="110" fill="#6b5135"/><circle cx="${x + 18}" cy="${f1(base - 130)}" r="52" fill="#4f7a3a"/><circle cx="${x - 12}" cy="${f1(base - 104)}" r="34" fill="#5d8a44"/><circle cx="${x + 48}" cy="${f1(base - 100)}" r="30" fill="#47703a"/>`)
    .join("");
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fb1e8"/><stop offset="1" stop-color="#dcedf8"/></linearGradient>
<linearGradient id="glassFacade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9c2d6"/><stop offset="1" stop-color="#5d7a90"/></linearGradient>
<linearGradient id="asphalt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#62676e"/><stop offset="1" stop-color="#8a8f95"/></linearGradient>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${clouds}
<rect x="60" y="${f1(top)}" width="${W - 120}" height="${f1(base - top)}" fill="url(#glassFacade)"/>
<path d="M60 ${f1(top + 60)}L${W - 60} ${f1(top + 130)}L${W - 60} ${f1(top + 170)}L60 ${f1(top + 100)}Z" fill="#ffffff" opacity="0.12"/>
${mullions.join("")}
<rect x="40" y="${f1(top - 12)}" width="${W - 80}" height="62" fill="#2f3439"/>
<rect x="${W / 2 - 200}" y="${f1(top + 8)}" width="400" height="22" rx="4" fill="#e9ecef"/>
${trees}${flags.join("")}
<rect x="0" y="${f1(base)}" width="${W}" height="${f1(H - base)}" fill="url(#asphalt)"/>
<rect x="0" y="${f1(base)}" width="${W}" height="10" fill="#b9bcc0"/>
${bays.join("")}`;
}

function studio({ ground }: Stage): string {
  return `<radialGradient id="cyc" cx="0.5" cy="${f1(Math.min(0.9, ground / H - 0.12))}" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="#eceff2"/><stop offset="1" stop-color="#c4cbd2"/></radialGradient>
<rect width="${W}" height="${H}" fill="url(#cyc)"/>
<ellipse cx="${W / 2}" cy="${f1(ground + 20)}" rx="${W * 0.6}" ry="90" fill="#ffffff" opacity="0.5" filter="url(#soft)"/>`;
}

function outdoors({ horizon, ground, seed }: Stage): string {
  const rng = createRng(seed);
  const hz = Math.max(140, Math.min(ground - 90, horizon + (ground - horizon) * 0.22));
  const ridge = (y: number, amp: number, colour: string) => {
    const pts: string[] = [`M0 ${f1(y)}`];
    for (let x = 0; x <= W; x += 60) pts.push(`L${x} ${f1(y - rng.float(0, amp))}`);
    return `<path d="${pts.join("")}L${W} ${f1(hz + 2)}L0 ${f1(hz + 2)}Z" fill="${colour}"/>`;
  };
  const tufts = Array.from({ length: 38 }, () => {
    const y = rng.float(hz + 20, H);
    const k = (y - hz) / (H - hz);
    return `<ellipse cx="${f1(rng.float(0, W))}" cy="${f1(y)}" rx="${f1(6 + 26 * k)}" ry="${f1(3 + 10 * k)}" fill="#7d8a3c" opacity="0.85"/>`;
  }).join("");
  const gum = (x: number, s: number) =>
    `<path d="M${x} ${f1(hz + 40)}L${x + 6 * s} ${f1(hz - 90 * s)}L${x + 14 * s} ${f1(hz - 90 * s)}L${x + 12 * s} ${f1(hz + 40)}Z" fill="#e8e0d2"/>` +
    `<ellipse cx="${x + 8 * s}" cy="${f1(hz - 110 * s)}" rx="${f1(60 * s)}" ry="${f1(34 * s)}" fill="#6f8a5a"/>` +
    `<ellipse cx="${x - 30 * s}" cy="${f1(hz - 88 * s)}" rx="${f1(40 * s)}" ry="${f1(22 * s)}" fill="#61804f"/>` +
    `<ellipse cx="${x + 44 * s}" cy="${f1(hz - 84 * s)}" rx="${f1(38 * s)}" ry="${f1(20 * s)}" fill="#58764a"/>`;
  return `<linearGradient id="outSky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f8fd6"/><stop offset="1" stop-color="#c6e3f6"/></linearGradient>
<linearGradient id="dirt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b8673a"/><stop offset="1" stop-color="#d99a63"/></linearGradient>
<rect width="${W}" height="${H}" fill="url(#outSky)"/>
${ridge(hz - 30, 40, "#9aa8b8")}${ridge(hz - 8, 26, "#a0704c")}
<rect x="0" y="${f1(hz)}" width="${W}" height="${f1(H - hz)}" fill="url(#dirt)"/>
<path d="M${W * 0.42} ${f1(hz)}L${W * 0.5} ${f1(hz)}L${W * 0.95} ${H}L${W * 0.1} ${H}Z" fill="#e2b07c" opacity="0.55"/>
${gum(90, 1.3)}${gum(W - 150, 1)}${tufts}`;
}

const SCENES = [showroom, forecourt, studio, outdoors] as const;

// ── Exterior views ──────────────────────────────────────────────────────────────────────────

function exterior(p: CarImageParams): string {
  const v = vehicleModel(p.shape);
  const pal = palette(p.hex, p.shape);
  const cam = cameraFor(p.view, v);
  const scene = render(v.polys, cam, pal);
  const { x0, y0, x1, y1 } = scene.bbox;
  const wide = p.view === "side" || p.view.endsWith("quarter");
  const maxW = W * (wide ? 0.84 : 0.6);
  const maxH = H * (wide ? 0.56 : 0.68);
  const s = Math.min(maxW / (x1 - x0), maxH / (y1 - y0));
  const baseY = H * 0.86;
  const tx = W / 2 - ((x0 + x1) / 2) * s;
  const ty = baseY - y1 * s;
  const screen = (pt: V3): [number, number] => {
    const [x, y] = scene.project(pt);
    return [tx + x * s, ty + y * s];
  };
  // The horizon: where a level line of sight meets the sky.
  const fwd: V3 = [cam.target[0] - cam.pos[0], 0, cam.target[2] - cam.pos[2]];
  const horizon = screen([cam.pos[0] + fwd[0] * 1e4, cam.pos[1], cam.pos[2] + fwd[2] * 1e4])[1];
  const ground = screen([v.length / 2, 0, v.width / 2])[1];
  const seed = hashString(`${p.shape}/${p.hex}/${p.view}/${p.scene}`);
  const pad = 14;
  const footprint = [
    [-pad, 0, -pad],
    [v.length + pad, 0, -pad],
    [v.length + pad, 0, v.width + pad],
    [-pad, 0, v.width + pad],
  ].map((q) => screen(q as V3));
  const shadow = `<path d="M${footprint.map(([x, y]) => `${f1(x)} ${f1(y)}`).join("L")}Z" fill="#000" opacity="${p.scene === 1 || p.scene === 3 ? 0.42 : 0.32}" filter="url(#soft)"/>`;
  const wheelShadows = v.wheels
    .flatMap((w) => [screen([w.x, 0, 12]), screen([w.x, 0, v.width - 12])])
    .map(([x, y]) => `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(38 * s)}" ry="${f1(9 * s)}" fill="#000" opacity="0.45" filter="url(#softer)"/>`)
    .join("");
  const paths = (items: typeof scene.items) =>
    items.map((it) => `<path d="${it.d}" fill="${it.fill}"${it.opacity !== undefined ? ` fill-opacity="${it.opacity}"` : ""}/>`).join("");
  let background = "";
  let reflection = "";
  if (p.background !== false) {
    background = SCENES[p.scene % SCENES.length]!({ horizon, ground, seed });
    if (p.scene === 0 || p.scene === 2) {
      const mirrored = render(v.polys, cam, pal, { mirror: true });
      reflection =
        `<mask id="fade" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><linearGradient id="fadeG" gradientUnits="userSpaceOnUse" x1="0" y1="${f1(ground)}" x2="0" y2="${f1(ground + 260 * s)}"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient><rect width="${W}" height="${H}" fill="url(#fadeG)"/></mask>` +
        `<g mask="url(#fade)" opacity="0.55"><g transform="translate(${f1(tx)} ${f1(ty)}) scale(${s.toFixed(4)})">${paths(mirrored.items)}</g></g>`;
    }
  }
  return svg(
    `${background}${reflection}${shadow}${wheelShadows}<g transform="translate(${f1(tx)} ${f1(ty)}) scale(${s.toFixed(4)})" stroke-linejoin="round">${paths(scene.items)}</g>`
  );
}

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs()}${body}</svg>`;
}

// ── Interior ────────────────────────────────────────────────────────────────────────────────

function gradientFor(id: string, c: RGB, dir: "v" | "h" = "v"): string {
  const [x2, y2] = dir === "v" ? [0, 1] : [1, 0];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${rgbToHex(mix(c, [255, 255, 255], 0.22))}"/><stop offset="0.5" stop-color="${rgbToHex(c)}"/><stop offset="1" stop-color="${rgbToHex(mix(c, [0, 0, 0], 0.35))}"/></linearGradient>`;
}

function carInterior(p: CarImageParams): string {
  const paint = hexToRgb(p.hex);
  const outside = SCENES[p.scene % SCENES.length]!({ horizon: 330, ground: 520, seed: hashString(p.hex) });
  const vents = (x: number, y: number, w: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="44" rx="10" fill="#111214"/>` +
    [0, 1, 2, 3].map((i) => `<rect x="${x + 6}" y="${y + 8 + i * 9}" width="${w - 12}" height="3" rx="1.5" fill="#3a3d42"/>`).join("");
  const wheel = `<g transform="translate(905 690)">
<circle r="215" fill="none" stroke="#1a1b1e" stroke-width="40"/><circle r="215" fill="none" stroke="#2e3035" stroke-width="8" transform="translate(-3 -5)"/>
<path d="M-200 30L-60 40L-50 95L50 95L60 40L200 30L200 60L60 80L40 200L-40 200L-60 80L-200 60Z" fill="#1d1e21"/>
<circle r="62" fill="#232428"/><circle r="26" fill="#b9bdc2"/><circle r="18" fill="#2a2c30"/>
<rect x="-160" y="18" width="40" height="14" rx="4" fill="#3b3e44"/><rect x="120" y="18" width="40" height="14" rx="4" fill="#3b3e44"/></g>`;
  const map = `<rect x="470" y="392" width="280" height="160" rx="14" fill="#0c0d0f"/>
<rect x="480" y="402" width="260" height="140" rx="8" fill="#e8ecef"/>
<path d="M480 470L740 440M560 402L600 542M480 512L740 500M680 402L650 542" stroke="#ffffff" stroke-width="9"/>
<path d="M500 530L580 470L640 480L720 420" stroke="#2f7de1" stroke-width="6" fill="none" stroke-linecap="round"/>
<circle cx="720" cy="420" r="9" fill="#d62828"/><rect x="480" y="402" width="260" height="24" fill="#ffffff" opacity="0.85"/>`;
  const cluster = `<rect x="780" y="410" width="250" height="100" rx="18" fill="#0b0c0e"/>
<path d="M820 490A50 50 0 1 1 920 490" stroke="#3aa0ff" stroke-width="7" fill="none"/><path d="M890 490A50 50 0 1 1 990 490" stroke="#e6e6e6" stroke-width="7" fill="none" stroke-dasharray="120 200"/>`;
  return svg(
    `${gradientFor("trim", paint, "h")}${gradientFor("doorTop", paint)}
<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#34373c"/><stop offset="1" stop-color="#141518"/></linearGradient>
${outside}
<path d="M0 0L${W} 0L${W} 110Q600 40 0 110Z" fill="#3c3f44"/>
<rect x="540" y="40" width="120" height="44" rx="12" fill="#1b1c1f"/><rect x="548" y="46" width="104" height="32" rx="8" fill="#8fa4b6" opacity="0.7"/>
<path d="M0 60L170 100L60 470L0 520Z" fill="#26282c"/><path d="M${W} 60L${W - 170} 100L${W - 60} 470L${W} 520Z" fill="#26282c"/>
<path d="M0 420Q600 330 ${W} 420L${W} ${H}L0 ${H}Z" fill="url(#dash)"/>
<path d="M0 474Q600 392 ${W} 474L${W} 522Q600 440 0 522Z" fill="url(#trim)"/>
${vents(60, 430, 150)}${vents(480, 560, 110)}${vents(640, 560, 110)}${vents(W - 200, 430, 150)}
${map}${cluster}
<path d="M520 600L680 600L730 ${H}L470 ${H}Z" fill="#1c1d20"/><rect x="572" y="650" width="56" height="90" rx="20" fill="#2d2f33"/><circle cx="600" cy="650" r="22" fill="#b9bdc2"/>
<path d="M0 540L210 590L180 ${H}L0 ${H}Z" fill="url(#doorTop)"/><path d="M0 640L170 668L160 ${H}L0 ${H}Z" fill="#2a2c30"/>
<path d="M${W} 560L${W - 90} 590L${W - 80} ${H}L${W} ${H}Z" fill="url(#doorTop)"/>
${wheel}`
  );
}

function caravanInterior(p: CarImageParams): string {
  const accent = hexToRgb(p.hex);
  const cushion = luminance(accent) > 0.7 ? ([46, 84, 120] as RGB) : accent;
  const outside = outdoors({ horizon: 300, ground: 520, seed: hashString(p.hex) });
  return svg(
    `${gradientFor("cushion", cushion)}
<linearGradient id="wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#b88a5a"/><stop offset="1" stop-color="#9c7046"/></linearGradient>
<rect width="${W}" height="${H}" fill="#f3ede3"/>
<svg x="430" y="170" width="340" height="200" viewBox="300 200 600 350" preserveAspectRatio="xMidYMid slice">${outside}</svg>
<rect x="430" y="170" width="340" height="200" fill="none" stroke="#ffffff" stroke-width="14"/>
<rect x="430" y="170" width="340" height="40" fill="#e8e1d4"/>
<rect x="0" y="0" width="${W}" height="120" fill="url(#wood)"/><path d="M0 120L${W} 120" stroke="#7e5a37" stroke-width="4"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${10 + i * 200}" y="14" width="184" height="92" rx="6" fill="#c49a6b"/><rect x="${90 + i * 200}" y="80" width="26" height="6" rx="3" fill="#d9d9d9"/>`).join("")}
<rect x="0" y="126" width="${W}" height="6" fill="#fff6d8" filter="url(#softer)"/>
<rect x="300" y="440" width="600" height="120" rx="16" fill="#f7f5f0"/>
<rect x="300" y="520" width="600" height="280" fill="url(#wood)"/>
<rect x="320" y="430" width="560" height="70" rx="30" fill="#ffffff"/>
<rect x="340" y="400" width="180" height="70" rx="26" fill="url(#cushion)"/><rect x="680" y="400" width="180" height="70" rx="26" fill="url(#cushion)"/>
<path d="M300 520Q600 470 900 520L900 600L300 600Z" fill="url(#cushion)" opacity="0.95"/>
<rect x="0" y="380" width="240" height="420" fill="url(#wood)"/><rect x="0" y="380" width="250" height="24" fill="#e9e4da"/>
<ellipse cx="120" cy="394" rx="60" ry="10" fill="#c9ccd0"/><rect x="150" y="360" width="8" height="34" fill="#b9bdc2"/>
<rect x="${W - 240}" y="380" width="240" height="420" fill="url(#wood)"/><rect x="${W - 250}" y="380" width="250" height="24" fill="#2b2c2f"/>
<circle cx="${W - 180}" cy="392" r="16" fill="#3a3b3f"/><circle cx="${W - 120}" cy="392" r="16" fill="#3a3b3f"/>
<rect x="250" y="150" width="40" height="220" rx="8" fill="#e0d7c6"/><rect x="910" y="150" width="40" height="220" rx="8" fill="#e0d7c6"/>`
  );
}

function motorcycleCockpit(p: CarImageParams): string {
  const paint = hexToRgb(p.hex);
  const road = SCENES[p.scene % SCENES.length]!({ horizon: 300, ground: 520, seed: hashString(p.hex) });
  return svg(
    `${gradientFor("tank", paint)}
${road}
<path d="M330 ${H}Q360 560 600 540Q840 560 870 ${H}Z" fill="url(#tank)"/>
<ellipse cx="600" cy="640" rx="58" ry="30" fill="#c4c8cd"/><ellipse cx="600" cy="640" rx="40" ry="20" fill="#8d9297"/>
<path d="M120 420L480 470L480 490L120 450Z" fill="#1d1e21"/><path d="M${W - 120} 420L${W - 480} 470L${W - 480} 490L${W - 120} 450Z" fill="#1d1e21"/>
<rect x="60" y="400" width="110" height="44" rx="18" fill="#2c2d31" transform="rotate(8 115 422)"/><rect x="${W - 170}" y="400" width="110" height="44" rx="18" fill="#2c2d31" transform="rotate(-8 ${W - 115} 422)"/>
<path d="M470 520Q600 420 730 520L700 560L500 560Z" fill="url(#tank)"/>
<rect x="500" y="430" width="200" height="110" rx="16" fill="#0b0c0e"/>
<path d="M540 515A60 60 0 1 1 660 515" stroke="#3aa0ff" stroke-width="8" fill="none"/><rect x="560" y="505" width="80" height="14" rx="4" fill="#e6e6e6" opacity="0.8"/>
<path d="M180 300L160 400" stroke="#1d1e21" stroke-width="8"/><ellipse cx="182" cy="292" rx="56" ry="34" fill="#1d1e21"/><ellipse cx="182" cy="292" rx="44" ry="24" fill="#8fa4b6"/>
<path d="M${W - 180} 300L${W - 160} 400" stroke="#1d1e21" stroke-width="8"/><ellipse cx="${W - 182}" cy="292" rx="56" ry="34" fill="#1d1e21"/><ellipse cx="${W - 182}" cy="292" rx="44" ry="24" fill="#8fa4b6"/>`
  );
}

// ── Wheel close-up ─────────────────────────────────────────────────────────────────────────

function wheelDetail(p: CarImageParams): string {
  const paint = hexToRgb(p.hex);
  const bg = SCENES[p.scene % SCENES.length]!({ horizon: 200, ground: 780, seed: hashString(`${p.hex}/wheel`) });
  const cx = 600;
  const cy = 500;
  const tyreR = p.shape === "motorcycle" ? 250 : 270;
  const archR = tyreR + 34;
  const rimR = p.shape === "caravan" ? 160 : p.shape === "motorcycle" ? 200 : 195;
  const shade = `${gradientFor("panel", paint)}
<radialGradient id="silver" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#f1f3f5"/><stop offset="0.6" stop-color="#b7bcc2"/><stop offset="1" stop-color="#7d8389"/></radialGradient>`;
  const tyre = `<ellipse cx="${cx}" cy="${cy + tyreR - 6}" rx="${tyreR * 1.1}" ry="34" fill="#000" opacity="0.45" filter="url(#soft)"/>
<circle cx="${cx}" cy="${cy}" r="${tyreR}" fill="#1c1d1f"/><circle cx="${cx}" cy="${cy}" r="${tyreR - 18}" fill="none" stroke="#2a2b2e" stroke-width="10"/>
${Array.from({ length: 36 }, (_, i) => {
  const a = (i / 36) * Math.PI * 2;
  const x = cx + Math.cos(a) * (tyreR - 4);
  const y = cy + Math.sin(a) * (tyreR - 4);
  return `<rect x="${f1(x - 5)}" y="${f1(y - 10)}" width="10" height="20" fill="#141516" transform="rotate(${f1((a * 180) / Math.PI)} ${f1(x)} ${f1(y)})"/>`;
}).join("")}`;
  const disc = `<circle cx="${cx}" cy="${cy}" r="${rimR * 0.78}" fill="#7c8085"/>${Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    return `<circle cx="${f1(cx + Math.cos(a) * rimR * 0.6)}" cy="${f1(cy + Math.sin(a) * rimR * 0.6)}" r="5" fill="#55595e"/>`;
  }).join("")}<circle cx="${cx}" cy="${cy}" r="${rimR * 0.34}" fill="#5f6368"/>
<path d="M${cx + rimR * 0.42} ${cy - rimR * 0.66}A${rimR * 0.8} ${rimR * 0.8} 0 0 1 ${cx + rimR * 0.8} ${cy - rimR * 0.1}L${cx + rimR * 0.62} ${cy - rimR * 0.06}A${rimR * 0.62} ${rimR * 0.62} 0 0 0 ${cx + rimR * 0.32} ${cy - rimR * 0.5}Z" fill="#c3262e"/>`;
  let rim: string;
  if (p.shape === "caravan") {
    rim = `<circle cx="${cx}" cy="${cy}" r="${rimR}" fill="#f2f2ee"/><circle cx="${cx}" cy="${cy}" r="${rimR * 0.55}" fill="#e1e1dc"/>
${Array.from({ length: 6 }, (_, i) => {
  const a = (i / 6) * Math.PI * 2;
  return `<circle cx="${f1(cx + Math.cos(a) * rimR * 0.38)}" cy="${f1(cy + Math.sin(a) * rimR * 0.38)}" r="11" fill="#9a9fa4"/>`;
}).join("")}<circle cx="${cx}" cy="${cy}" r="${rimR * 0.2}" fill="#c6c9cc"/>`;
  } else {
    const spokes = p.shape === "motorcycle" ? 10 : 5;
    const windows = Array.from({ length: spokes }, (_, k) => {
      const a0 = (k / spokes) * Math.PI * 2 + (p.shape === "motorcycle" ? 0.08 : 0.2);
      const a1 = ((k + 1) / spokes) * Math.PI * 2 - (p.shape === "motorcycle" ? 0.08 : 0.2);
      const r0 = rimR * 0.3;
      const r1 = rimR * 0.86;
      const pt = (r: number, a: number) => `${f1(cx + Math.cos(a) * r)} ${f1(cy + Math.sin(a) * r)}`;
      return `M${pt(r1, a0)}A${f1(r1)} ${f1(r1)} 0 0 1 ${pt(r1, a1)}L${pt(r0, a1 - 0.1)}A${f1(r0)} ${f1(r0)} 0 0 0 ${pt(r0, a0 + 0.1)}Z`;
    }).join("");
    rim = `<circle cx="${cx}" cy="${cy}" r="${rimR}" fill="url(#silver)"/>
<mask id="spokeMask"><rect width="${W}" height="${H}" fill="#fff"/><path d="${windows}" fill="#000"/></mask>
${disc}
<circle cx="${cx}" cy="${cy}" r="${rimR}" fill="url(#silver)" mask="url(#spokeMask)"/>
<circle cx="${cx}" cy="${cy}" r="${rimR}" fill="none" stroke="#5d6267" stroke-width="6"/>
<circle cx="${cx}" cy="${cy}" r="${rimR * 0.24}" fill="#d2d6da"/><circle cx="${cx}" cy="${cy}" r="${rimR * 0.12}" fill="#2b2d31"/>
${Array.from({ length: 5 }, (_, i) => {
  const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
  return `<circle cx="${f1(cx + Math.cos(a) * rimR * 0.18)}" cy="${f1(cy + Math.sin(a) * rimR * 0.18)}" r="6" fill="#8c9196"/>`;
}).join("")}`;
  }
  let body: string;
  if (p.shape === "motorcycle") {
    body = `<path d="M${cx - 300} 140Q${cx} 60 ${cx + 300} 140L${cx + 280} 190Q${cx} 120 ${cx - 280} 190Z" fill="url(#panel)"/>
<rect x="${cx + 30}" y="-20" width="46" height="${cy + 20}" rx="18" fill="#c9a227" transform="rotate(18 ${cx + 53} ${cy})"/>
<rect x="${cx + 40}" y="-20" width="26" height="${cy - 80}" rx="10" fill="#2c2d31" transform="rotate(18 ${cx + 53} ${cy})"/>`;
  } else {
    const cladding = ["suv", "large-suv", "ute", "cab-chassis", "wagon"].includes(p.shape);
    body = `<path d="M0 0L${W} 0L${W} ${cy + 120}L${cx + archR} ${cy + 120}L${cx + archR} ${cy}A${archR} ${archR} 0 0 0 ${cx - archR} ${cy}L${cx - archR} ${cy + 120}L0 ${cy + 120}Z" fill="url(#panel)"/>
${cladding ? `<path d="M${cx + archR + 40} ${cy + 120}L${cx + archR + 40} ${cy}A${archR + 40} ${archR + 40} 0 0 0 ${cx - archR - 40} ${cy}L${cx - archR - 40} ${cy + 120}L${cx - archR} ${cy + 120}L${cx - archR} ${cy}A${archR} ${archR} 0 0 1 ${cx + archR} ${cy}L${cx + archR} ${cy + 120}Z" fill="#2a2c30"/>` : ""}
<path d="M0 150L${W} 120L${W} 128L0 158Z" fill="#ffffff" opacity="0.25"/>
${p.shape === "caravan" ? `<rect x="0" y="${cy - archR - 120}" width="${W}" height="90" fill="#c8ccd0"/>${Array.from({ length: 30 }, (_, i) => `<path d="M${i * 44} ${cy - archR - 120}L${i * 44 + 90} ${cy - archR - 30}" stroke="#aeb3b8" stroke-width="3"/>`).join("")}<rect x="${cx + archR + 40}" y="${cy}" width="80" height="260" fill="#18191b"/>` : ""}`;
  }
  return svg(`${shade}${bg}${tyre}${rim}${body}`);
}

// ── Entry point ─────────────────────────────────────────────────────────────────────────────

/** The SVG for an image URL's parameters (see image-urls.ts). */
export function renderCarImage(p: CarImageParams): string {
  switch (p.view) {
    case "interior":
      return p.shape === "caravan" ? caravanInterior(p) : p.shape === "motorcycle" ? motorcycleCockpit(p) : carInterior(p);
    case "wheel":
      return wheelDetail(p);
    default:
      return exterior(p);
  }
}
