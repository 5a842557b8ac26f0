/**
 * The in-process facet index: a site's `car_search` rows held column by column in typed arrays,
 * one per (database, site, stock version), so a search filters, counts facets, computes stats and
 * picks its page in JavaScript — one pass over the site's cars — and asks PostgreSQL only for the
 * 21 hits of the page by id, in the same statement as the live stock version and the site's
 * locations, which decide whether the answer stands (warmIndexedSearchCars). PostgreSQL
 * stays the system of record: the index is a copy of the search projection, rebuilt whenever the
 * stock version moves, and the hits are always the database's own rows. docs/decisions/0004.
 *
 * Exactness. Every rule is the SQL engine's (src/search/engine.ts), evaluated the same way:
 *  - listing (dealerships, visibility, sold-days cutoff, presets, certified-only) is applied at
 *    query time with the `now` of the request and the site's current
 *    config, so nothing time- or config-dependent is baked into the index;
 *  - text uses the database's own search_text and codes words (no re-normalising in JS): a query
 *    word matches a word it prefixes, or — when allowsTypo — a whole word one edit away, found by
 *    looking up every one-edit variant over [a-z0-9] (the same alternatives as tokenRegex);
 *  - disjunctive counts in one pass: a car failing no filter counts in every facet, a car failing
 *    exactly filter k counts only in k's facet (or k's range stats), as the SQL `miss` column does;
 *  - orders are precomputed permutations with the SQL tie-breakers (…, car id desc), compared
 *    with exact microsecond timestamps, so a page is "walk the permutation, keep matched cars".
 * The oracle test checks index == brute force == SQL on random stock and queries.
 *
 * Building reads the rows in chunks of a few thousand (keyset by car id on the (site_id, car_id)
 * index of migration 0006) and does its CPU work in time slices, so on
 * PGlite — which runs in this thread — no step holds the event loop for longer than one small
 * query. The stock version is read before and after: if it moved, the rows may mix two imports
 * and the build starts again.
 */
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { AVAILABLE_STATUSES, dealershipSoldDays, soldCutoff } from "../domain/availability";
import { log } from "../platform/log";
import { bandOf } from "./buckets";
import { HIT_COLUMNS_SQL, orderFacetValues, scopeDealership, toHit, type RawHit, type SearchOptions, type SearchResult } from "./engine";
import { type RangeName, type SearchQuery, type SortBy } from "./query";
import { FACET_REGISTRY, FACETS, facetSpec, type FacetName, type FacetSpec } from "./facets";
import { allowsTypo, compactCode, queryTerms } from "./text";
import { MIN_SHOWN_PRICE } from "../domain/price";
import { processSingleton } from "../platform/process-singleton";

/** The index column a scalar facet reads (state, city and location name all read the location). */
function indexColumnOf(spec: FacetSpec): string | null {
  const src = spec.source;
  switch (src.kind) {
    case "column":
      return src.column;
    case "band":
    case "make_model":
      return spec.name;
    case "location":
      return "location";
    case "dealership":
      return "dealership";
    case "list":
      return null;
  }
}

/** How a `car_search` row gives an index column's value (null: no value). */
function columnValueOf(spec: FacetSpec): (r: Row) => string | null {
  const src = spec.source;
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  switch (src.kind) {
    case "column":
      return (r) => text(r[src.column]);
    case "band":
      return (r) => bandOf(r[src.column] as number | null, src.bands);
    case "make_model":
      return (r) => `${String(r.make)} ${String(r.model)}`;
    case "location":
      return (r) => text(r.location_id);
    case "dealership":
      return (r) => String(r.dealership_id);
    case "list":
      return () => null;
  }
}

const SPECS = FACET_REGISTRY as readonly FacetSpec[];

/**
 * Scalar facet columns from the registry (facets.ts), one dictionary code per car each (-1: no
 * value), with the registry's `indexGroup`. The listing rule reads three of them itself.
 */
const COLUMN_SPECS: Array<{ column: string; group: number; value: (r: Row) => string | null }> = (() => {
  const out: Array<{ column: string; group: number; value: (r: Row) => string | null }> = [];
  for (const spec of SPECS) {
    const column = indexColumnOf(spec);
    if (column === null || out.some((c) => c.column === column)) continue;
    if (spec.indexGroup === undefined) throw new Error(`Facet ${spec.name} needs an indexGroup (src/search/facets.ts)`);
    out.push({ column, group: spec.indexGroup, value: columnValueOf(spec) });
  }
  return out;
})();
const COLUMNS = COLUMN_SPECS.map((c) => c.column);
type Column = string;
const STRIDE = COLUMNS.length;
const COL_INDEX = new Map(COLUMNS.map((c, i) => [c, i]));
/** The position of an index column. */
function col(c: Column): number {
  const i = COL_INDEX.get(c);
  if (i === undefined) throw new Error(`No index column ${c}`);
  return i;
}
// The listing rule reads these columns itself: fail at load, not at the first search, if one goes.
for (const needed of ["dealership", "status", "certified"]) col(needed);

/**
 * Columns counted together. A car that fails no filter adds 1 to its combination of each group's
 * values (5 increments instead of one per column); the few distinct combinations seen (variants,
 * colour and price band, …) are spread back to their columns after the pass. Same idea as the SQL
 * engine's grouping sets. The counting loop is unrolled for exactly five groups.
 */
const GROUPS: Column[][] = [0, 1, 2, 3, 4].map((g) => COLUMN_SPECS.filter((c) => c.group === g).map((c) => c.column));
if (COLUMN_SPECS.some((c) => c.group < 0 || c.group > 4)) throw new Error("indexGroup is 0–4 (src/search/facets.ts)");
const NGROUPS = GROUPS.length;

/** The column a scalar facet reads. */
const FACET_COLUMN = Object.fromEntries(SPECS.flatMap((f) => (indexColumnOf(f) === null ? [] : [[f.name, indexColumnOf(f)!]]))) as Record<FacetName, Column>;

/** List facets: the counting loop is written for these two (categories and filtered features). */
const LIST_FACETS = ["categories", "filtered_features"] as const;
type ListFacet = (typeof LIST_FACETS)[number];
if (SPECS.filter((f) => f.source.kind === "list").map((f) => f.name).join() !== LIST_FACETS.join()) {
  throw new Error("The index counts two list facets, categories and filtered_features (src/search/facet-index.ts)");
}

const STAT_RANGES = ["price", "km", "year"] as const;

/**
 * A list facet: each car has one of a few distinct lists (cars of one variant share theirs), so a
 * car holds a list id and list k's values are codes[offsets[k] .. offsets[k+1]) (distinct).
 */
interface CarLists {
  combo: Int32Array;
  offsets: Int32Array;
  codes: Int32Array;
  dict: string[];
}

export interface SiteSearchIndex {
  siteId: number;
  /** The stock version the rows belong to (sum of the site's dealerships' stock_version). */
  version: number;
  /** The site's locations as read when the build ended (a first guess for the one-round-trip path). */
  locationsAtBuild?: LocationInfo[];
  size: number;
  builtAt: Date;
  buildMs: number;
  /** Longest stretch of build work between two yields to the event loop (GC pauses not included). */
  longestSliceMs: number;
  carId: Float64Array;
  /**
   * STRIDE codes per car (see COLUMNS), global over all columns: column c's value v is
   * colOffset[c] + v, and colOffset[c] + dicts[c].length means "no value". One counts array then
   * serves every column, with no branch per column in the counting loop.
   */
  codes: Int32Array;
  colOffset: Int32Array;
  dicts: string[][];
  lists: Record<ListFacet, CarLists>;
  visible: Uint8Array;
  photos: Int32Array;
  /** Microseconds since the epoch (exact: what PostgreSQL stores); NaN when not sold. */
  soldUs: Float64Array;
  createdUs: Float64Array;
  /** NaN for null. */
  num: Record<"price" | "km" | "year" | "subscription_price" | "weekly_price", Float64Array>;
  orders: Record<SortBy, Int32Array>;
  /** Position of each car in orders.relevance (the text ranking's tie-break). */
  relevancePos: Int32Array;
  /** NGROUPS combination ids per car, and per group each combination's global codes (GROUPS[g].length each). */
  combos: Int32Array;
  comboCodes: Int32Array[];
  /** Distinct search_text words and their ids, sharded by the first two characters; postings by word id (CSR). */
  words: WordTable;
  postOffsets: Int32Array;
  postCars: Int32Array;
  /** Per car (CSR): the word ids of its compacted stock number / VIN / rego (for "exact code first"). */
  codeOffsets: Int32Array;
  codeWords: Int32Array;
  /**
   * Per-car work arrays reused by every query (queryIndex is synchronous, so one set per index is
   * enough): allocating a few hundred kB of ArrayBuffers per search made V8 run full GCs under load.
   */
  scratch: { bytes: Uint8Array[]; keys: Float64Array } | null;
}

/** n-sized zeroed scratch byte arrays 0..5 and a key array, owned by the index. */
function scratchOf(ix: SiteSearchIndex): { bytes: Uint8Array[]; keys: Float64Array } {
  ix.scratch ??= { bytes: Array.from({ length: 6 }, () => new Uint8Array(ix.size)), keys: new Float64Array(ix.size) };
  return ix.scratch;
}
const S_TEXT = 0;
const S_STAMP = 1;
const S_TYPO_FREE = 2;
const S_WHOLE = 3;
const S_EXACT_CODE = 4;
const S_MATCHED = 5;

export interface LocationInfo {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
}

export interface SearchState {
  version: number;
  locations: LocationInfo[];
}

/** The site's live stock version and its locations, in one round trip. */
export async function readSearchState(db: Database, site: Pick<Site, "id">): Promise<SearchState> {
  const rows = await db.query<{ v: number | string | null; l: [number, string, string | null, string | null][] | null }>(
    `select (select coalesce(sum(stock_version), 0) from dealerships where site_id = $1) as v,
            (select json_agg(json_build_array(id, name, city, state)) from locations where site_id = $1) as l`,
    [site.id],
  );
  const row = rows[0];
  return {
    version: Number(row?.v ?? 0),
    locations: (row?.l ?? []).map(([id, name, city, state]) => ({ id: Number(id), name, city, state })),
  };
}

// ── Building ─────────────────────────────────────────────────────────────────────────────

export interface BuildOptions {
  /** Rows per read (default 500 on PGlite, 5,000 on PostgreSQL). */
  chunkRows?: number;
  /** Longest stretch of CPU work between yields to the event loop, ms (default 12). */
  sliceMs?: number;
}

/** Cooperative time slicing: call due() in loops (cheaply, every few thousand steps) and await pause(). */
class Slicer {
  private start = performance.now();
  /** The longest stretch of work seen between two yields, ms (reported with the index). */
  longest = 0;
  constructor(private readonly ms: number) {}
  private note(now: number): number {
    const ran = now - this.start;
    if (ran > this.longest) this.longest = ran;
    return ran;
  }
  due(): boolean {
    return this.note(performance.now()) >= this.ms;
  }
  async pause(): Promise<void> {
    await new Promise<void>((r) => setImmediate(r));
    this.start = performance.now();
  }
  async maybePause(): Promise<void> {
    if (this.due()) await this.pause();
  }
  /**
   * Await a query, then yield if the slice (the query included) is used up. A PGlite query runs
   * in this thread and resolves through microtasks only, without giving timers or I/O a turn, so
   * its time counts as work here; a PostgreSQL query leaves the loop free, and costs nothing extra.
   */
  async around<T>(p: Promise<T>): Promise<T> {
    const value = await p;
    await this.maybePause();
    return value;
  }
}

/** An Int32Array / Float64Array that grows as values are pushed (no per-element garbage while loading). */
class Growable<A extends Int32Array | Float64Array> {
  length = 0;
  constructor(
    private buf: A,
    private readonly make: (n: number) => A,
  ) {}
  push(v: number): void {
    if (this.length === this.buf.length) {
      const next = this.make(this.buf.length * 2);
      next.set(this.buf);
      this.buf = next;
    }
    this.buf[this.length++] = v;
  }
  /** The values, trimmed to length (a copy, so the spare capacity is freed). */
  done(): A {
    return this.buf.slice(0, this.length) as A;
  }
}
const ints = (n = 1024) => new Growable(new Int32Array(n), (k) => new Int32Array(k));
const floats = (n = 1024) => new Growable(new Float64Array(n), (k) => new Float64Array(k));

/** Bottom-up merge sort of 0..n-1 by cmp, pausing between merges (stable; no long stall). */
async function sortIndices(n: number, cmp: (a: number, b: number) => number, slicer: Slicer): Promise<Int32Array> {
  let a = new Int32Array(n);
  for (let i = 0; i < n; i++) a[i] = i;
  let b = new Int32Array(n);
  const RUN = 32;
  for (let lo = 0; lo < n; lo += RUN) {
    const hi = Math.min(n, lo + RUN);
    for (let i = lo + 1; i < hi; i++) {
      const x = a[i]!;
      let j = i - 1;
      while (j >= lo && cmp(a[j]!, x) > 0) {
        a[j + 1] = a[j]!;
        j--;
      }
      a[j + 1] = x;
    }
    if ((lo & 4095) === 0) await slicer.maybePause();
  }
  for (let w = RUN; w < n; w *= 2) {
    for (let lo = 0; lo < n; lo += 2 * w) {
      const mid = Math.min(n, lo + w);
      const hi = Math.min(n, lo + 2 * w);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        b[k++] = cmp(a[i]!, a[j]!) <= 0 ? a[i++]! : a[j++]!;
        if ((k & 8191) === 0 && slicer.due()) await slicer.pause();
      }
      while (i < mid) b[k++] = a[i++]!;
      while (j < hi) b[k++] = a[j++]!;
      await slicer.maybePause();
    }
    [a, b] = [b, a];
  }
  return a;
}

/**
 * Words → ids, in one small Map per first two characters: a prefix scan reads one shard, and no
 * single Map grows to hundreds of thousands of entries (rehashing one of those holds the event
 * loop for tens of milliseconds).
 */
export class WordTable {
  readonly shards = new Map<string, Map<string, number>>();
  size = 0;
  id(word: string): number | undefined {
    return this.shards.get(word.slice(0, 2))?.get(word);
  }
  code(word: string): number {
    const key = word.slice(0, 2);
    let shard = this.shards.get(key);
    if (!shard) this.shards.set(key, (shard = new Map()));
    let id = shard.get(word);
    if (id === undefined) shard.set(word, (id = this.size++));
    return id;
  }
  /** Ids of the words starting with prefix (not empty). */
  withPrefix(prefix: string): number[] {
    const out: number[] = [];
    const scan = (shard: Map<string, number>) => {
      for (const [w, id] of shard) if (w.startsWith(prefix)) out.push(id);
    };
    if (prefix.length >= 2) {
      const shard = this.shards.get(prefix.slice(0, 2));
      if (shard) scan(shard);
    } else {
      for (const [key, shard] of this.shards) if (key[0] === prefix) scan(shard);
    }
    return out;
  }
}

class Dict {
  readonly values: string[] = [];
  readonly ids = new Map<string, number>();
  code(v: string | null | undefined): number {
    if (v === null || v === undefined) return -1;
    let id = this.ids.get(v);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(v);
      this.ids.set(v, id);
    }
    return id;
  }
}

/** A `car_search` row as the index reads it: the listing and ranking columns, and each facet's source column. */
interface Row {
  [column: string]: unknown;
  car_id: number | string;
  dealership_id: number;
  location_id: number | null;
  status: string;
  sold_us: number | null;
  visible: boolean;
  photos_count: number;
  make: string;
  model: string;
  price: number | null;
  weekly_price: number | null;
  subscription_price: number | null;
  km: number | null;
  year: number | null;
  created_us: number;
  custom_rank: number;
  categories: string[] | null;
  filtered_features: string[] | null;
  search_text: string;
  codes: string;
}

const ROW_BASE_COLUMNS = [
  "car_id",
  "dealership_id",
  "location_id",
  "status",
  "(extract(epoch from sold_date) * 1000000)::float8 as sold_us",
  "visible",
  "photos_count",
  "make",
  "model",
  "price",
  "weekly_price",
  "subscription_price",
  "km",
  "year",
  "(extract(epoch from created_at) * 1000000)::float8 as created_us",
  "custom_rank",
  "categories",
  "filtered_features",
  "search_text",
  "codes",
];
const ROW_SQL = `select ${[...new Set([...ROW_BASE_COLUMNS, ...SPECS.flatMap((f) => (f.source.kind === "column" ? [f.source.column] : []))])].join(", ")}
  from car_search where site_id = $1 and car_id > $2 order by car_id limit $3`;

const num = (v: number | null | undefined) => (v === null || v === undefined ? NaN : Number(v));

/** Read a site's search rows and build its index. Returns null when stock kept changing during the reads. */
export async function buildSiteSearchIndex(db: Database, siteId: number, opts: BuildOptions = {}): Promise<SiteSearchIndex | null> {
  // PGlite runs each read in this thread: small reads keep every stall short. PostgreSQL: fewer round trips.
  const chunkRows = opts.chunkRows ?? (db.engine === "pglite" ? 500 : 5000);
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = performance.now();
    const before = (await readSearchState(db, { id: siteId })).version;
    const ix = await buildOnce(db, siteId, before, chunkRows, new Slicer(opts.sliceMs ?? 12));
    const afterState = await readSearchState(db, { id: siteId });
    const after = afterState.version;
    if (after === before) {
      ix.buildMs = Math.round(performance.now() - started);
      ix.locationsAtBuild = afterState.locations;
      return ix;
    }
  }
  return null;
}

async function buildOnce(db: Database, siteId: number, version: number, chunkRows: number, slicer: Slicer): Promise<SiteSearchIndex> {
  const dicts = COLUMNS.map(() => new Dict());
  const listDicts = { categories: new Dict(), filtered_features: new Dict() };
  const listCodes = { categories: ints(), filtered_features: ints() };
  const listOffsets = { categories: ints(), filtered_features: ints() };
  listOffsets.categories.push(0);
  listOffsets.filtered_features.push(0);
  const listCombo = { categories: ints(), filtered_features: ints() };
  const listSeen = { categories: new Map<string, number>(), filtered_features: new Map<string, number>() };
  const carId = floats();
  const codes = ints(16384);
  const visible = ints();
  const photos = ints();
  const soldUs = floats();
  const createdUs = floats();
  const customRank = ints();
  const nums = { price: floats(), km: floats(), year: floats(), subscription_price: floats(), weekly_price: floats() };
  const words = new WordTable();
  // Word ids per car (CSR), distinct within a car; and the ids of its code words.
  const carWordOffsets = ints();
  carWordOffsets.push(0);
  const carWords = ints(65536);
  const codeOffsets = ints();
  codeOffsets.push(0);
  const codeWords = ints();

  {
    // Keyset chunks on the (site_id, car_id) index (migration 0006): each read costs its own rows.
    let last = 0;
    for (;;) {
      const rows = await slicer.around(db.query<Row>(ROW_SQL, [siteId, last, chunkRows]));
      for (let ri = 0; ri < rows.length; ri++) {
        const r = rows[ri]!;
        if ((ri & 255) === 255) await slicer.maybePause();
        carId.push(Number(r.car_id));
        const price = num(r.price);
        const weekly = num(r.weekly_price);
        for (let c = 0; c < STRIDE; c++) codes.push(dicts[c]!.code(COLUMN_SPECS[c]!.value(r)));
        for (const f of LIST_FACETS) {
          const mine: number[] = [];
          for (const v of r[f] ?? []) {
            const code = listDicts[f].code(v);
            if (code >= 0 && !mine.includes(code)) mine.push(code);
          }
          const key = mine.join(",");
          let id = listSeen[f].get(key);
          if (id === undefined) {
            id = listSeen[f].size;
            listSeen[f].set(key, id);
            for (const code of mine) listCodes[f].push(code);
            listOffsets[f].push(listCodes[f].length);
          }
          listCombo[f].push(id);
        }
        visible.push(r.visible ? 1 : 0);
        photos.push(Number(r.photos_count));
        soldUs.push(num(r.sold_us));
        createdUs.push(Number(r.created_us));
        customRank.push(Number(r.custom_rank));
        nums.price.push(price);
        nums.weekly_price.push(weekly);
        nums.km.push(num(r.km));
        nums.year.push(num(r.year));
        nums.subscription_price.push(num(r.subscription_price));
        const seen = new Set<number>();
        for (const w of r.search_text.split(" ")) {
          if (!w) continue;
          const id = words.code(w);
          if (!seen.has(id)) {
            seen.add(id);
            carWords.push(id);
          }
        }
        carWordOffsets.push(carWords.length);
        // Code words are in search_text too, so they have word ids already.
        for (const code of r.codes.split(" ")) if (code) codeWords.push(words.code(code));
        codeOffsets.push(codeWords.length);
        last = Number(r.car_id);
      }
      await slicer.maybePause();
      if (rows.length < chunkRows) break;
    }
  }

  const n = carId.length;
  const carWordsArr = carWords.done();
  const carWordOffsetsArr = carWordOffsets.done();
  // Postings: word → cars, from the per-car word lists (counting sort by word id).
  const nWords = words.size;
  const postOffsets = new Int32Array(nWords + 1);
  for (let k = 0; k < carWordsArr.length; k++) {
    postOffsets[carWordsArr[k]! + 1]!++;
    if ((k & 16383) === 0) await slicer.maybePause();
  }
  for (let w = 0; w < nWords; w++) postOffsets[w + 1]! += postOffsets[w]!;
  const fill = postOffsets.slice(0, nWords);
  const postCars = new Int32Array(carWordsArr.length);
  for (let i = 0; i < n; i++) {
    for (let k = carWordOffsetsArr[i]!; k < carWordOffsetsArr[i + 1]!; k++) postCars[fill[carWordsArr[k]!]!++] = i;
    if ((i & 4095) === 0) await slicer.maybePause();
  }

  const ids = carId.done();
  const created = createdUs.done();
  const rank = customRank.done();
  const numArrays = {
    price: nums.price.done(),
    km: nums.km.done(),
    year: nums.year.done(),
    subscription_price: nums.subscription_price.done(),
    weekly_price: nums.weekly_price.done(),
  };
  // Global codes (see SiteSearchIndex.codes): each column's values, then its "no value" slot.
  const colOffset = new Int32Array(STRIDE + 1);
  for (let c = 0; c < STRIDE; c++) colOffset[c + 1] = colOffset[c]! + dicts[c]!.values.length + 1;
  const globalCodes = codes.done();
  for (let k = 0; k < globalCodes.length; k++) {
    const c = k % STRIDE;
    const v = globalCodes[k]!;
    globalCodes[k] = colOffset[c]! + (v < 0 ? dicts[c]!.values.length : v);
    if ((k & 65535) === 0) await slicer.maybePause();
  }
  const combos = new Int32Array(n * NGROUPS);
  const comboCodes: Int32Array[] = [];
  for (let g = 0; g < NGROUPS; g++) {
    const cols = GROUPS[g]!.map((c) => col(c));
    const seen = new Map<string, number>();
    const flat = ints();
    for (let i = 0; i < n; i++) {
      const base = i * STRIDE;
      let key = "";
      for (const c of cols) key += `${globalCodes[base + c]!},`;
      let id = seen.get(key);
      if (id === undefined) {
        id = seen.size;
        seen.set(key, id);
        for (const c of cols) flat.push(globalCodes[base + c]!);
      }
      combos[i * NGROUPS + g] = id;
      if ((i & 4095) === 0) await slicer.maybePause();
    }
    comboCodes.push(flat.done());
  }
  // The SQL orders, ties broken by car id descending.
  const byIdDesc = (a: number, b: number) => ids[b]! - ids[a]!;
  const nullsLast = (arr: Float64Array, dir: 1 | -1) => (a: number, b: number) => {
    const x = arr[a]!;
    const y = arr[b]!;
    const xn = Number.isNaN(x);
    const yn = Number.isNaN(y);
    if (xn || yn) return xn && yn ? byIdDesc(a, b) : xn ? 1 : -1;
    return dir * (x - y) || byIdDesc(a, b);
  };
  // Price sorts order by the price the site would show (engine.ts SORT_PRICE_SQL): no price last.
  const shownPrice = numArrays.price.map((p) => (p > MIN_SHOWN_PRICE ? p : Number.NaN));
  const orders = {
    relevance: await sortIndices(n, (a, b) => rank[b]! - rank[a]! || created[b]! - created[a]! || byIdDesc(a, b), slicer),
    latest: await sortIndices(n, (a, b) => created[b]! - created[a]! || byIdDesc(a, b), slicer),
    price_desc: await sortIndices(n, nullsLast(shownPrice, -1), slicer),
    price_asc: await sortIndices(n, nullsLast(shownPrice, 1), slicer),
    km_asc: await sortIndices(n, nullsLast(numArrays.km, 1), slicer),
    subscription: await sortIndices(n, nullsLast(numArrays.subscription_price, 1), slicer),
  };
  const relevancePos = new Int32Array(n);
  orders.relevance.forEach((car, pos) => (relevancePos[car] = pos));

  const lists = {} as Record<ListFacet, CarLists>;
  for (const f of LIST_FACETS) {
    lists[f] = { combo: listCombo[f].done(), offsets: listOffsets[f].done(), codes: listCodes[f].done(), dict: listDicts[f].values };
  }

  return {
    siteId,
    version,
    size: n,
    builtAt: new Date(),
    buildMs: 0,
    longestSliceMs: Math.round(slicer.longest * 10) / 10,
    carId: ids,
    codes: globalCodes,
    colOffset,
    dicts: dicts.map((d) => d.values),
    lists,
    visible: Uint8Array.from(visible.done()),
    photos: photos.done(),
    soldUs: soldUs.done(),
    createdUs: created,
    num: numArrays,
    orders,
    relevancePos,
    combos,
    comboCodes,
    words,
    postOffsets,
    postCars,
    codeOffsets: codeOffsets.done(),
    codeWords: codeWords.done(),
    scratch: null,
  };
}

// ── Querying ─────────────────────────────────────────────────────────────────────────────

// A typo edits letters only (src/search/text.ts withinOneEdit): digits are never added, removed or changed.
const ALPHABET = "abcdefghijklmnopqrstuvwxyz";
const isLetter = (c: string | undefined) => c !== undefined && c >= "a" && c <= "z";

/** Words (ids) of the index that a query token matches: prefix, and — when allowed — one edit away. */
function tokenWords(ix: SiteSearchIndex, token: string): { prefix: number[]; typo: number[]; exact: number } {
  const prefix = ix.words.withPrefix(token);
  const typo: number[] = [];
  if (allowsTypo(token)) {
    const variants = new Set<string>();
    for (let i = 0; i <= token.length; i++) {
      const head = token.slice(0, i);
      const letterHere = isLetter(token[i]);
      for (const ch of ALPHABET) {
        if (letterHere) variants.add(head + ch + token.slice(i + 1));
        variants.add(head + ch + token.slice(i));
      }
      if (letterHere) variants.add(head + token.slice(i + 1));
      if (letterHere && isLetter(token[i + 1])) variants.add(head + token[i + 1] + token[i] + token.slice(i + 2));
    }
    for (const v of variants) {
      const w = ix.words.id(v);
      if (w !== undefined && !v.startsWith(token)) typo.push(w);
    }
  }
  return { prefix, typo, exact: ix.words.id(token) ?? -1 };
}

/** Words (ids) a query term matches through any of its forms (src/search/text.ts queryTerms). */
function termWords(ix: SiteSearchIndex, forms: string[]): { prefix: number[]; typo: number[]; exact: number[] } {
  const prefix: number[] = [];
  const typo: number[] = [];
  const exact: number[] = [];
  for (const form of forms) {
    const m = tokenWords(ix, form);
    prefix.push(...m.prefix);
    typo.push(...m.typo);
    if (m.exact >= 0) exact.push(m.exact);
  }
  return { prefix, typo, exact };
}

/** For each car, how many of the tokens' word lists it appears in (each token counted once). */
function countTokens(ix: SiteSearchIndex, lists: number[][], into: number): Uint8Array {
  const hits = scratchOf(ix).bytes[into]!.fill(0);
  const stamp = scratchOf(ix).bytes[S_STAMP]!.fill(0);
  lists.forEach((wordIds, t) => {
    const mark = t + 1;
    for (const w of wordIds) {
      for (let k = ix.postOffsets[w]!; k < ix.postOffsets[w + 1]!; k++) {
        const car = ix.postCars[k]!;
        if (stamp[car] !== mark) {
          stamp[car] = mark;
          hits[car]!++;
        }
      }
    }
  });
  return hits;
}

interface IndexAnswer {
  ids: number[];
  facets: SearchResult["facets"];
  facetStats: SearchResult["facetStats"];
  count: number;
  hitsPerPage: number;
}

const FILTER_SCALAR = 0;
const FILTER_LIST = 1;
const FILTER_RANGE = 2;

/** Answer a query from the index: page ids in order, facets, stats and count (no hit rows). */
export function queryIndex(
  ix: SiteSearchIndex,
  site: Site,
  q: SearchQuery,
  now: Date,
  dealershipId: number | undefined,
  locations: LocationInfo[],
): IndexAnswer {
  const { facetsOf, ...page } = queryIndexParts(ix, site, q, now, dealershipId, locations);
  return { ...page, ...facetsOf() };
}

/**
 * queryIndex in two parts: the pass and the page's ids now; the facets and stats (named from
 * the pass's counts) when facetsOf() is called, which the one-round-trip path does while
 * PostgreSQL reads the hits. facetsOf reads only this call's own arrays, never the index's
 * scratch, so another query in between cannot disturb it.
 */
function queryIndexParts(
  ix: SiteSearchIndex,
  site: Site,
  q: SearchQuery,
  now: Date,
  dealershipId: number | undefined,
  locations: LocationInfo[],
): Omit<IndexAnswer, "facets" | "facetStats"> & { facetsOf: () => Pick<IndexAnswer, "facets" | "facetStats"> } {
  const cfg = site.config;
  const n = ix.size;
  const codes = ix.codes;
  const colOffset = ix.colOffset;
  const total = colOffset[STRIDE]!;
  const dictOf = (c: Column) => ix.dicts[col(c)]!;
  /** A mask over the global codes: 1 for column c's values that `keep` accepts ("no value" stays 0). */
  const mask = (c: Column, keep: (value: string) => boolean) => {
    const m = new Uint8Array(total);
    const off = colOffset[col(c)]!;
    dictOf(c).forEach((v, code) => {
      if (keep(v)) m[off + code] = 1;
    });
    return m;
  };

  // Listing rule, as masks over dictionary codes.
  const dealerIds = new Set(dealershipId !== undefined ? [dealershipId] : site.dealerships.map((d) => d.id));
  const dealerOk = mask("dealership", (v) => dealerIds.has(Number(v)));
  const available = mask("status", (v) => (AVAILABLE_STATUSES as readonly string[]).includes(v));
  const hidden = cfg.listing_preset === "hide_by_status" ? new Set(cfg.listing_hidden_statuses) : new Set<string>();
  const statusShown = mask("status", (v) => !hidden.has(v));
  // Each dealership's sold-days cutoff, by dealership code (a dealership's own days override the site's).
  // Over the global codes, as the masks are ("no dealership" keeps Infinity: never listed when sold).
  const cutoffUsByDealer = new Float64Array(total).fill(Infinity);
  const daysById = new Map(site.dealerships.map((d) => [d.id, dealershipSoldDays(cfg.sold_cars_shown_days, d.config)]));
  const dealerOff = colOffset[col("dealership")]!;
  dictOf("dealership").forEach((v, code) => {
    const days = daysById.get(Number(v));
    if (days !== undefined) cutoffUsByDealer[dealerOff + code] = soldCutoff(now, days).getTime() * 1000;
  });
  const minPhotos = cfg.listing_preset === "hide_by_photos" ? cfg.listing_min_photos : -Infinity;
  const certifiedOnly = cfg.certified_only;
  const certified = mask("certified", (v) => v === "true");

  // Text: every term must match one of the car's words through one of its forms.
  const terms = queryTerms(q.query);
  const matchedWords = terms.map((forms) => termWords(ix, forms));
  const textHits = terms.length ? countTokens(ix, matchedWords.map((m) => [...m.prefix, ...m.typo]), S_TEXT) : null;

  // Active filters, in the SQL engine's order (facets in FACETS order, then ranges).
  const locById = new Map(locations.map((l) => [l.id, l]));
  const dealerNameById = new Map(site.dealerships.map((d) => [d.id, d.name]));
  const fKind: number[] = [];
  const fCol: number[] = [];
  const fAllowed: Uint8Array[] = [];
  const fList: CarLists[] = [];
  const fArr: Float64Array[] = [];
  const fLo: number[] = [];
  const fHi: number[] = [];
  const fName: string[] = [];
  for (const f of FACETS) {
    const values = q.filters[f];
    if (!values?.length) continue;
    const sel = new Set(values);
    fName.push(f);
    const src = facetSpec(f).source;
    if (src.kind === "list") {
      const lists = ix.lists[src.column];
      fKind.push(FILTER_LIST);
      fCol.push(-1);
      // A list passes when any of its values is selected.
      const allowed = new Uint8Array(lists.offsets.length - 1);
      for (let k = 0; k < allowed.length; k++) {
        for (let j = lists.offsets[k]!; j < lists.offsets[k + 1]!; j++) if (sel.has(lists.dict[lists.codes[j]!]!)) allowed[k] = 1;
      }
      fAllowed.push(allowed);
      fList.push(lists);
    } else {
      const column = FACET_COLUMN[f];
      let keep: (v: string) => boolean;
      if (src.kind === "location") {
        const key = src.field;
        keep = (v) => {
          const loc = locById.get(Number(v));
          const x = loc?.[key];
          return x !== undefined && x !== null && sel.has(x);
        };
      } else if (src.kind === "dealership") {
        keep = (v) => {
          const name = dealerNameById.get(Number(v));
          return name !== undefined && sel.has(name);
        };
      } else {
        keep = (v) => sel.has(v);
      }
      fKind.push(FILTER_SCALAR);
      fCol.push(col(column));
      fAllowed.push(mask(column, keep));
      fList.push(ix.lists.categories);
    }
    fArr.push(ix.num.price); // unused by a facet filter: keeps the arrays aligned
    fLo.push(0);
    fHi.push(0);
  }
  for (const [name, r] of Object.entries(q.ranges) as [RangeName, { min?: number; max?: number }][]) {
    fName.push(name);
    fKind.push(FILTER_RANGE);
    fCol.push(-1);
    fAllowed.push(new Uint8Array(0));
    fList.push(ix.lists.categories);
    if (name === "created_at_timestamp") {
      // Whole seconds, both ends included: [min, max + 1) — in microseconds.
      fArr.push(ix.createdUs);
      fLo.push(r.min !== undefined ? r.min * 1e6 : -Infinity);
      fHi.push(r.max !== undefined ? (r.max + 1) * 1e6 : Infinity);
    } else {
      fArr.push(ix.num[name]);
      fLo.push(r.min ?? -Infinity);
      // Integers: v <= max is v < max + 1.
      fHi.push(r.max !== undefined ? r.max + 1 : Infinity);
    }
  }
  const nf = fName.length;

  // Counts: one array over every column's codes for cars that fail no filter; one per filter for
  // cars that fail only that filter (they count in that facet alone).
  const counts = new Int32Array(total);
  const comboCounts = ix.comboCodes.map((codesOf, g) => new Int32Array(codesOf.length / GROUPS[g]!.length));
  const [cc0, cc1, cc2, cc3, cc4] = comboCounts as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  const combos = ix.combos;
  // Per list id (spread to values after the pass).
  const listCounts = { categories: new Int32Array(ix.lists.categories.offsets.length - 1), filtered_features: new Int32Array(ix.lists.filtered_features.offsets.length - 1) };
  const missCounts: Int32Array[] = fName.map((f, k) =>
    fKind[k] === FILTER_SCALAR ? new Int32Array(total) : fKind[k] === FILTER_LIST ? new Int32Array(fList[k]!.offsets.length - 1) : new Int32Array(0),
  );
  // Stats: [min, max] per stat range for cars failing nothing, and for cars failing only that range.
  const statArr = STAT_RANGES.map((r) => ix.num[r]);
  const statMissFilter = STAT_RANGES.map((r) => fName.indexOf(r));
  const statLo = [Infinity, Infinity, Infinity];
  const statHi = [-Infinity, -Infinity, -Infinity];

  const matched = scratchOf(ix).bytes[S_MATCHED]!.fill(0);
  let count = 0;
  const T = terms.length;
  const visible = ix.visible;
  const soldUs = ix.soldUs;
  const photos = ix.photos;
  const COL_DEALER = col("dealership");
  const COL_STATUS = col("status");
  const COL_CERT = col("certified");
  const catCombo = ix.lists.categories.combo;
  const featCombo = ix.lists.filtered_features.combo;
  const catCounts = listCounts.categories;
  const featCounts = listCounts.filtered_features;

  for (let i = 0; i < n; i++) {
    // Listing rule.
    if (visible[i] === 0) continue;
    const base = i * STRIDE;
    const dealer = codes[base + COL_DEALER]!;
    if (dealerOk[dealer] !== 1) continue;
    const st = codes[base + COL_STATUS]!;
    if (available[st] !== 1 && !(soldUs[i]! >= cutoffUsByDealer[dealer]!)) continue;
    if (statusShown[st] !== 1) continue;
    if (photos[i]! < minPhotos) continue;
    if (certifiedOnly && certified[codes[base + COL_CERT]!] !== 1) continue;
    if (textHits !== null && textHits[i] !== T) continue;

    // Filters: how many does the car fail, and which (when one)?
    let misses = 0;
    let missAt = -1;
    for (let k = 0; k < nf; k++) {
      let pass: boolean;
      const kind = fKind[k];
      if (kind === FILTER_SCALAR) {
        pass = fAllowed[k]![codes[base + fCol[k]!]!] === 1;
      } else if (kind === FILTER_LIST) {
        pass = fAllowed[k]![fList[k]!.combo[i]!] === 1;
      } else {
        const v = fArr[k]![i]!;
        pass = v >= fLo[k]! && v < fHi[k]!;
      }
      if (!pass) {
        misses++;
        missAt = k;
        if (misses > 1) break;
      }
    }
    if (misses > 1) continue;

    if (misses === 0) {
      matched[i] = 1;
      count++;
      const cb = i * NGROUPS;
      cc0[combos[cb]!]!++;
      cc1[combos[cb + 1]!]!++;
      cc2[combos[cb + 2]!]!++;
      cc3[combos[cb + 3]!]!++;
      cc4[combos[cb + 4]!]!++;
      catCounts[catCombo[i]!]!++;
      featCounts[featCombo[i]!]!++;
      for (let s = 0; s < 3; s++) {
        const v = statArr[s]![i]!;
        if (v < statLo[s]!) statLo[s] = v;
        if (v > statHi[s]!) statHi[s] = v;
      }
    } else {
      const kind = fKind[missAt];
      if (kind === FILTER_SCALAR) {
        missCounts[missAt]![codes[base + fCol[missAt]!]!]!++;
      } else if (kind === FILTER_LIST) {
        missCounts[missAt]![fList[missAt]!.combo[i]!]!++;
      } else {
        for (let s = 0; s < 3; s++) {
          if (statMissFilter[s] !== missAt) continue;
          const v = statArr[s]![i]!;
          if (v < statLo[s]!) statLo[s] = v;
          if (v > statHi[s]!) statHi[s] = v;
        }
      }
    }
  }

  const facetsOf = (): Pick<IndexAnswer, "facets" | "facetStats"> => {
    // Spread the combinations back to their columns.
    comboCounts.forEach((cnt, g) => {
      const width = GROUPS[g]!.length;
      const codesOf = ix.comboCodes[g]!;
      for (let k = 0; k < cnt.length; k++) {
        const m = cnt[k]!;
        if (m === 0) continue;
        for (let j = 0; j < width; j++) counts[codesOf[k * width + j]!]! += m;
      }
    });

    // Facets: codes → values (locations and dealerships by id), plus the facet's own misses.
    const facets = {} as SearchResult["facets"];
    for (const f of FACETS) {
      const tally = new Map<string, number>();
      const add = (value: string | null | undefined, k: number) => {
        if (value === null || value === undefined || k === 0) return;
        tally.set(value, (tally.get(value) ?? 0) + k);
      };
      const k = fName.indexOf(f);
      const src = facetSpec(f).source;
      if (src.kind === "list") {
        const l = ix.lists[src.column];
        const byValue = new Int32Array(l.dict.length);
        const spread = (perList: Int32Array) => {
          for (let id = 0; id < perList.length; id++) {
            const m = perList[id]!;
            if (m) for (let j = l.offsets[id]!; j < l.offsets[id + 1]!; j++) byValue[l.codes[j]!]! += m;
          }
        };
        spread(listCounts[src.column]);
        if (k >= 0) spread(missCounts[k]!);
        l.dict.forEach((v, code) => add(v, byValue[code]!));
      } else {
        const c = col(FACET_COLUMN[f]);
        const dict = ix.dicts[c]!;
        const off = colOffset[c]!;
        const label =
          src.kind === "location"
            ? (v: string) => locById.get(Number(v))?.[src.field]
            : src.kind === "dealership"
              ? (v: string) => dealerNameById.get(Number(v))
              : (v: string) => v;
        dict.forEach((v, code) => add(label(v), counts[off + code]! + (k >= 0 ? missCounts[k]![off + code]! : 0)));
      }
      facets[f] = orderFacetValues(f, tally, site, q.filters[f]);
    }
    const facetStats: SearchResult["facetStats"] = {};
    STAT_RANGES.forEach((r, s) => {
      if (statLo[s]! <= statHi[s]!) facetStats[r] = { min: statLo[s]!, max: statHi[s]! };
    });
    return { facets, facetStats };
  };

  // The page.
  const hitsPerPage = q.hitsPerPage ?? cfg.hits_per_page;
  const offset = (q.page - 1) * hitsPerPage;
  const ids: number[] = [];
  if (offset < count) {
    if (q.sortBy === "relevance" && T > 0) {
      // Text rank first (exact code, words matched without a typo, words matched whole), then the
      // relevance order: one number per car, sorted as a typed array.
      // Cars whose stock number, VIN or rego is the whole query.
      const exactCode = scratchOf(ix).bytes[S_EXACT_CODE]!.fill(0);
      const codeWord = ix.words.id(compactCode(q.query));
      if (codeWord !== undefined) {
        for (let k = ix.postOffsets[codeWord]!; k < ix.postOffsets[codeWord + 1]!; k++) {
          const car = ix.postCars[k]!;
          for (let j = ix.codeOffsets[car]!; j < ix.codeOffsets[car + 1]!; j++) if (ix.codeWords[j] === codeWord) exactCode[car] = 1;
        }
      }
      const typoFree = countTokens(ix, matchedWords.map((m) => m.prefix), S_TYPO_FREE);
      const whole = countTokens(ix, matchedWords.map((m) => m.exact), S_WHOLE);
      const keys = scratchOf(ix).keys.subarray(0, count);
      let j = 0;
      for (let i = 0; i < n; i++) {
        if (matched[i] !== 1) continue;
        const score = (exactCode[i]! * 9 + typoFree[i]!) * 9 + whole[i]!;
        // Ascending sort of -(score, then earlier relevance position).
        keys[j++] = -(score * n + (n - 1 - ix.relevancePos[i]!));
      }
      keys.sort();
      for (let p = offset; p < Math.min(count, offset + hitsPerPage); p++) {
        const key = -keys[p]!;
        const pos = n - 1 - (key % n);
        ids.push(ix.carId[ix.orders.relevance[pos]!]!);
      }
    } else {
      const order = ix.orders[q.sortBy as SortBy];
      let seen = 0;
      for (let p = 0; p < n && ids.length < hitsPerPage; p++) {
        const car = order[p]!;
        if (matched[car] !== 1) continue;
        if (seen++ >= offset) ids.push(ix.carId[car]!);
      }
    }
  }
  return { ids, count, hitsPerPage, facetsOf };
}

// ── The registry: one index per (database, site), rebuilt when the stock version moves ─────────

interface Entry {
  ready?: SiteSearchIndex;
  /**
   * The site's locations as last read (they can change without a stock version bump), for the
   * optimistic pass of warmIndexedSearchCars; checked against the database on every use.
   */
  locations?: { list: LocationInfo[]; print: string };
  building?: Promise<SiteSearchIndex | null>;
  lastUsed: number;
  /** When the last build failed: the next try waits BUILD_RETRY_MS (the SQL search answers meanwhile). */
  failedAt?: number;
}

const BUILD_RETRY_MS = 30_000;

/** Indexes kept per process (least recently used dropped first). */
export const MAX_INDEXED_SITES = 64;

function registry(db: Database): Map<number, Entry> {
  const byDb = processSingleton("searchIndexes", () => new WeakMap<Database, Map<number, Entry>>());
  let m = byDb.get(db);
  if (!m) byDb.set(db, (m = new Map()));
  return m;
}

function startBuild(db: Database, siteId: number, entry: Entry, opts: BuildOptions): Promise<SiteSearchIndex | null> {
  entry.building ??= buildSiteSearchIndex(db, siteId, opts)
    .then((ix) => {
      if (ix && (!entry.ready || entry.ready.version !== ix.version || entry.ready.builtAt < ix.builtAt)) {
        entry.ready = ix;
        if (ix.locationsAtBuild) entry.locations = locationSnapshot(ix.locationsAtBuild);
      }
      if (ix) log.debug({ siteId, cars: ix.size, version: ix.version, ms: ix.buildMs }, "search index built");
      const all = registry(db);
      if (all.size > MAX_INDEXED_SITES) {
        const oldest = [...all.entries()].filter(([, e]) => !e.building || e === entry).sort((a, b) => a[1].lastUsed - b[1].lastUsed)[0];
        if (oldest && oldest[1] !== entry) all.delete(oldest[0]);
      }
      return ix;
    })
    .catch((err: unknown) => {
      // The SQL search answers meanwhile; a request after BUILD_RETRY_MS tries again.
      entry.failedAt = Date.now();
      log.warn({ err, siteId }, "search index build failed");
      return null;
    })
    .finally(() => {
      entry.building = undefined;
    });
  return entry.building;
}

/**
 * The site's index for this stock version, or null when it is not built yet (a build is then
 * started in the background and the caller answers with SQL). `wait` builds it first.
 */
export async function siteSearchIndex(
  db: Database,
  siteId: number,
  version: number,
  opts: BuildOptions & { wait?: boolean } = {},
): Promise<SiteSearchIndex | null> {
  const all = registry(db);
  let entry = all.get(siteId);
  if (!entry) all.set(siteId, (entry = { lastUsed: 0 }));
  entry.lastUsed = Date.now();
  for (let attempt = 0; attempt < 3; attempt++) {
    if (entry.ready?.version === version) return entry.ready;
    if (!entry.building && !opts.wait && entry.failedAt !== undefined && Date.now() - entry.failedAt < BUILD_RETRY_MS) return null;
    const building = entry.building ?? startBuild(db, siteId, entry, opts);
    if (!opts.wait) return null;
    await building;
  }
  return entry.ready?.version === version ? entry.ready : null;
}

/** The stock version of the index this process holds for the site (any version), if any. */
export function heldSearchIndexVersion(db: Database, siteId: number): number | undefined {
  return registry(db).get(siteId)?.ready?.version;
}

/** Drop every index of this database (tests; an operator after a manual data fix). */
export function clearSearchIndexes(db: Database): void {
  registry(db).clear();
}

export interface IndexedSearchOptions extends SearchOptions {
  /** The state read for this request (saves a round trip when the caller already has it). */
  state?: SearchState;
  /** Build the index now when missing, instead of answering null. */
  wait?: boolean;
  build?: BuildOptions;
}

/**
 * Search through the site's facet index: the same SearchResult as searchCars. Null when the
 * index for the current stock version is not ready (and `wait` is not set): use searchCars then.
 * Throws a ValidationError (field `dealership`) like searchCars.
 */
export async function indexedSearchCars(db: Database, site: Site, query: SearchQuery, opts: IndexedSearchOptions = {}): Promise<SearchResult | null> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const dealershipId = scopeDealership(site, opts.dealershipSlug);
  const state = opts.state ?? (await readSearchState(db, site));
  const ix = await siteSearchIndex(db, site.id, state.version, { ...opts.build, wait: opts.wait });
  if (!ix) return null;
  noteLocations(db, site.id, state.locations);
  const answer = queryIndex(ix, site, query, now, dealershipId, state.locations);
  let hits: SearchResult["hits"] = [];
  if (answer.ids.length) {
    const rows = await db.query<RawHit>(
      `select pg.ord, ${HIT_COLUMNS_SQL}
       from unnest($1::bigint[]) with ordinality as pg(id, ord)
       join cars c on c.id = pg.id join dealerships d on d.id = c.dealership_id left join locations l on l.id = c.location_id
       order by pg.ord`,
      [answer.ids],
    );
    hits = rows.map((r) => toHit(r, site, now));
  }
  return {
    hits,
    facets: answer.facets,
    facetStats: answer.facetStats,
    count: answer.count,
    page: query.page,
    pages: Math.ceil(answer.count / answer.hitsPerPage),
    hitsPerPage: answer.hitsPerPage,
    ms: Math.round((performance.now() - started) * 10) / 10,
  };
}

// ── The warm path: one round trip per search ─────────────────────────────────────────────────

/** Locations in a canonical order, and their fingerprint (compared with what the database says now). */
function locationSnapshot(locations: LocationInfo[]): { list: LocationInfo[]; print: string } {
  const list = [...locations].sort((a, b) => a.id - b.id);
  return { list, print: JSON.stringify(list.map((l) => [l.id, l.name, l.city, l.state])) };
}

function noteLocations(db: Database, siteId: number, locations: LocationInfo[]): void {
  const entry = registry(db).get(siteId);
  if (entry) entry.locations = locationSnapshot(locations);
}

/**
 * The page's hits by id AND the site's live stock version and locations, in one statement (one
 * snapshot). The state sits on the first row only; with no ids there is one row of nulls.
 */
const WARM_SQL = `select st.v as state_version, case when h.ord is null or h.ord = 1 then st.l end as state_locations, h.*
  from (select (select coalesce(sum(stock_version), 0) from dealerships where site_id = $1) as v,
               (select json_agg(json_build_array(id, name, city, state) order by id) from locations where site_id = $1) as l) st
  left join lateral (
    select pg.ord, ${HIT_COLUMNS_SQL}
    from unnest($2::bigint[]) with ordinality as pg(id, ord)
    join cars c on c.id = pg.id join dealerships d on d.id = c.dealership_id left join locations l on l.id = c.location_id
  ) h on true
  order by h.ord`;

type WarmRow = RawHit & { state_version: number | string | null; state_locations: [number, string, string | null, string | null][] | null };

export type WarmSearch =
  /** The index was current: the answer, and the version it is for. */
  | { result: SearchResult; version: number; state?: undefined }
  /** The index (or the locations it was run with) turned out stale: nothing answered; the state read. */
  | { result: null; state: SearchState };

/**
 * Search optimistically with the index this process already holds for the site (whatever its
 * version), then read the page's hits together with the site's current stock version and
 * locations in ONE statement. The answer stands only when that version is the index's and the
 * locations are the ones the pass used; otherwise it is thrown away and the state read is
 * returned, so the caller answers the normal way (SQL while the index rebuilds) — an import is
 * still seen by the very next request. Undefined when no index is held (nothing was read).
 * Throws a ValidationError (field `dealership`) like searchCars.
 */
export async function warmIndexedSearchCars(db: Database, site: Site, query: SearchQuery, opts: SearchOptions = {}): Promise<WarmSearch | undefined> {
  const entry = registry(db).get(site.id);
  const ix = entry?.ready;
  const locations = entry?.locations;
  if (!entry || !ix || !locations) return undefined;
  const started = performance.now();
  const now = opts.now ?? new Date();
  const dealershipId = scopeDealership(site, opts.dealershipSlug);
  entry.lastUsed = Date.now();
  const parts = queryIndexParts(ix, site, query, now, dealershipId, locations.list);
  const reading = db.query<WarmRow>(WARM_SQL, [site.id, parts.ids], { name: "forecourt_search_warm" });
  // Name the facets while PostgreSQL reads the hits (on PGlite this simply runs first).
  const answer = { ...parts, ...parts.facetsOf() };
  const rows = await reading;
  const first = rows[0];
  const state: SearchState = {
    version: Number(first?.state_version ?? 0),
    locations: (first?.state_locations ?? []).map(([id, name, city, state]) => ({ id: Number(id), name, city, state })),
  };
  const seen = locationSnapshot(state.locations);
  if (state.version !== ix.version || seen.print !== locations.print) {
    // Keep the fresh locations (the version decides whether the index itself is usable).
    if (entry.ready === ix) entry.locations = seen;
    return { result: null, state };
  }
  const hits = rows.filter((r) => r.ord !== null).map((r) => toHit(r, site, now));
  return {
    version: ix.version,
    result: {
      hits,
      facets: answer.facets,
      facetStats: answer.facetStats,
      count: answer.count,
      page: query.page,
      pages: Math.ceil(answer.count / answer.hitsPerPage),
      hitsPerPage: answer.hitsPerPage,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
  };
}
