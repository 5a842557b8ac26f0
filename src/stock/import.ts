/**
 * Stock import: feed rows in, cars out. Used by `stock:import` and the admin API.
 *
 * - Idempotent by (dealership, stocknum): the same key again updates the car (and lists it again
 *   if a replace had delisted it).
 * - Streams: rows are read one at a time and written in batches of `batchSize` (1,000), each
 *   batch in one transaction with one multi-row upsert, so memory stays flat and a car is never
 *   half-written. While one batch is being written the next is read and validated.
 * - A car the row does not change is not rewritten (it still counts as updated). A replace keeps only the feed's keys (dealership id and stock number) in
 *   memory, about 60 bytes a row.
 * - A bad row is rejected with its row number, field and reason; the good rows are kept.
 * - Every batch bumps the stock version of the dealerships it wrote, and a replace bumps those it
 *   delisted from, so result caches keyed on the version go stale as soon as data changes.
 * - The manufacturers and models catalogue (the Vehicles menu) grows from the rows.
 */
import { and, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { bumpStockVersion } from "./stock-version";
import { cars, dealerships, locations, manufacturers, models } from "../db/schema";
import { log } from "../platform/log";
import { buildCarValues, carUnchanged, IMPORT_COLUMNS, slugify, type CarInsert, type CarRow } from "./car-values";
import { parseFeedRow, readRowKey, type FeedRow } from "./feed-row";
import { FeedEntry, FeedFormatError } from "./read-feed";
import type { MappingReport } from "./feed-mapping";

export interface RejectedRow {
  /** 1-based, in feed order (see read-feed.ts for how each format counts). */
  row: number;
  field: string;
  message: string;
}

export interface ImportResult {
  inserted: number;
  updated: number;
  /** Cars delisted by a replace import. */
  removed: number;
  rejected: RejectedRow[];
  /** Things the operator should know that reject no row (e.g. a replace that was held back). */
  warnings: string[];
  /** A dry run: the counts say what the import would do; nothing was written. */
  dry_run?: true;
  /** With a column mapping: the columns used and ignored, every value altered, the file's encoding. */
  mapping?: MappingReport;
}

export interface ImportOptions {
  /** Only this site's dealerships may be named; rows for any other are rejected. */
  site?: { id: number; slug: string };
  /** Delist the cars of the dealerships named in the feed that the feed no longer has. */
  replace?: boolean;
  now?: Date;
  /** Rows per transaction (default 1,000, at most 5,000). */
  batchSize?: number;
  /**
   * Work out what the import would do and write nothing: each batch (and a replace's delisting) runs
   * in a transaction that is rolled back. A car twice in one feed, in two batches, counts as inserted twice.
   */
  dryRun?: boolean;
}

/** Thrown to roll a dry run's transaction back once its counts are known. */
const ROLLBACK = Symbol("dry run");

/** `work` in a transaction, committed, or for a dry run rolled back with its answer kept. */
async function inTransaction<T>(db: Database, dryRun: boolean | undefined, work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!dryRun) return db.orm.transaction(work);
  let value: { v: T } | null = null;
  try {
    await db.orm.transaction(async (tx) => {
      value = { v: await work(tx) };
      throw ROLLBACK;
    });
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  return (value as { v: T } | null)!.v;
}

/**
 * The feed broke part-way through. Every row before the break was imported (`partial` counts
 * them); nothing was delisted, since the feed's full list of cars is unknown.
 */
export class FeedImportError extends FeedFormatError {
  constructor(
    cause: FeedFormatError,
    readonly partial: ImportResult,
  ) {
    super(cause.errors[0]?.message ?? cause.message, cause.errors[0]?.field);
    this.name = "FeedImportError";
  }
}

interface DealerInfo {
  id: number;
  slug: string;
  siteId: number;
  locationBySlug: Map<string, number>;
  locationIds: Set<number>;
  defaultLocationId: number | null;
}

interface Pending {
  row: number;
  feed: FeedRow;
  dealer: DealerInfo;
  locationId?: number;
}

const keyOf = (dealershipId: number, stocknum: string) => `${dealershipId}\u0000${stocknum}`;

async function loadDealers(db: Database, site: ImportOptions["site"]): Promise<Map<string, DealerInfo>> {
  const ds = await db.orm
    .select({ id: dealerships.id, slug: dealerships.slug, siteId: dealerships.siteId })
    .from(dealerships)
    // A retired dealership (dropped from its site file) takes no stock: its rows are rejected.
    .where(site ? and(eq(dealerships.siteId, site.id), isNull(dealerships.retiredAt)) : isNull(dealerships.retiredAt));
  const locs = ds.length
    ? await db.orm
        .select({ id: locations.id, slug: locations.slug, dealershipId: locations.dealershipId, primary: locations.primary })
        .from(locations)
        .where(
          inArray(
            locations.dealershipId,
            ds.map((d) => d.id),
          ),
        )
        .orderBy(sql`${locations.primary} desc`, locations.id)
    : [];
  const out = new Map<string, DealerInfo>();
  for (const d of ds) {
    const mine = locs.filter((l) => l.dealershipId === d.id);
    out.set(d.slug, {
      ...d,
      locationBySlug: new Map(mine.map((l) => [l.slug, l.id])),
      locationIds: new Set(mine.map((l) => l.id)),
      defaultLocationId: mine[0]?.id ?? null,
    });
  }
  return out;
}

export async function importStock(
  db: Database,
  rows: AsyncIterable<unknown> | Iterable<unknown>,
  opts: ImportOptions = {},
): Promise<ImportResult> {
  const started = Date.now();
  const now = opts.now ?? new Date();
  const batchSize = Math.min(Math.max(opts.batchSize ?? 1000, 1), 5000);
  const result: ImportResult = { inserted: 0, updated: 0, removed: 0, rejected: [], warnings: [], ...(opts.dryRun ? { dry_run: true as const } : {}) };
  const dealers = await loadDealers(db, opts.site);

  // For replace: the dealerships the feed names, the stock numbers it has for each, and those
  // whose rows could not all be identified (a replace would then delist blindly).
  const named = new Set<number>();
  const seen = new Map<number, Set<string>>();
  const unidentified = new Set<number>();
  let unidentifiedAnywhere = 0;

  const reject = (row: number, field: string, message: string) => result.rejected.push({ row, field, message });
  const noDealer = (slug: string) =>
    opts.site ? `No dealership "${slug}" on site "${opts.site.slug}"` : `No dealership "${slug}": upsert the site file that lists it first`;
  const remember = (dealer: DealerInfo, stocknum: string | undefined) => {
    named.add(dealer.id);
    if (!opts.replace) return;
    if (stocknum === undefined) unidentified.add(dealer.id);
    else {
      let set = seen.get(dealer.id);
      if (!set) seen.set(dealer.id, (set = new Set()));
      set.add(stocknum);
    }
  };

  let pending: Pending[] = [];
  const pendingKeys = new Set<string>();
  // One batch is written while the next is read: `writing` is the batch in flight, awaited
  // before the next starts (so batches commit in feed order and a car's later row sees its
  // earlier one).
  let writing: Promise<void> | null = null;
  const settle = async () => {
    const w = writing;
    writing = null;
    if (w) await w;
  };
  const flush = async () => {
    await settle();
    if (!pending.length) return;
    const batch = pending;
    pending = [];
    pendingKeys.clear();
    writing = inTransaction(db, opts.dryRun, (tx) => writeBatch(tx, batch, now))
      .then((counts) => {
        result.inserted += counts.inserted;
        result.updated += counts.updated;
        result.rejected.push(...counts.rejected);
      });
    // Mark it handled now; settle() rethrows the failure at the next await point.
    writing.catch(() => {});
  };

  let counter = 0;
  try {
    for await (const item of rows) {
      let rowNo: number;
      let value: unknown;
      if (item instanceof FeedEntry) {
        rowNo = counter = item.row;
        value = item.value;
        if (item.error !== undefined) {
          reject(rowNo, "(row)", item.error);
          unidentifiedAnywhere++;
          continue;
        }
      } else {
        rowNo = ++counter;
        value = item;
      }

      const parsed = parseFeedRow(value);
      if (!parsed.ok) {
        const first = parsed.issues[0]!;
        const more = parsed.issues.length > 1 ? ` (and ${parsed.issues.length - 1} more: ${parsed.issues.slice(1).map((i) => i.field).join(", ")})` : "";
        reject(rowNo, first.field, first.message + more);
        const k = readRowKey(value);
        const dealer = k.dealershipSlug ? dealers.get(k.dealershipSlug) : undefined;
        if (dealer) remember(dealer, k.stocknum);
        else if (!k.dealershipSlug) unidentifiedAnywhere++;
        continue;
      }
      const feed = parsed.row;
      const dealer = dealers.get(feed.dealership_slug);
      if (!dealer) {
        reject(rowNo, "dealership_slug", noDealer(feed.dealership_slug));
        continue;
      }
      remember(dealer, feed.stocknum);

      let locationId: number | undefined;
      if (feed.location_slug) {
        locationId = dealer.locationBySlug.get(feed.location_slug);
        if (locationId === undefined) {
          reject(rowNo, "location_slug", `Dealership "${dealer.slug}" has no location "${feed.location_slug}"`);
          continue;
        }
      }
      if (feed.location_id) {
        if (!dealer.locationIds.has(feed.location_id)) {
          reject(rowNo, "location_id", `Location ${feed.location_id} is not one of dealership "${dealer.slug}"'s`);
          continue;
        }
        if (locationId !== undefined && locationId !== feed.location_id) {
          reject(rowNo, "location_id", `location_id ${feed.location_id} and location_slug "${feed.location_slug}" name different locations`);
          continue;
        }
        locationId = feed.location_id;
      }

      // The same car twice in one batch would upsert one row twice in one statement; write the
      // batch first so the later row simply updates the earlier.
      const key = keyOf(dealer.id, feed.stocknum);
      if (pendingKeys.has(key)) await flush();
      pendingKeys.add(key);
      pending.push({ row: rowNo, feed, dealer, locationId });
      if (pending.length >= batchSize) await flush();
    }
    await flush();
    await settle();
  } catch (err) {
    // A failed write stops the import; let the other batch in flight finish first.
    if (!(err instanceof FeedFormatError)) await settle().catch(() => {});
    if (err instanceof FeedFormatError) {
      // The rows before the break were whole and valid: keep them, whatever the batch size.
      await flush();
      await settle();
      result.rejected.sort((a, b) => a.row - b.row);
      throw new FeedImportError(err, result);
    }
    throw err;
  }

  if (opts.replace) {
    for (const dealerId of [...named].sort((a, b) => a - b)) {
      if (unidentifiedAnywhere || unidentified.has(dealerId)) continue;
      result.removed += await delistMissing(db, dealerId, [...(seen.get(dealerId) ?? [])], now, opts.dryRun);
    }
    if (unidentifiedAnywhere || unidentified.size) {
      const which = unidentifiedAnywhere ? "any dealership" : `${unidentified.size} dealership(s)`;
      result.warnings.push(
        `Nothing was delisted for ${which}: some rows could not be identified (no readable dealership_slug and stocknum), so the feed's full list of cars is unknown. Fix those rows and import again.`,
      );
    }
  }

  result.rejected.sort((a, b) => a.row - b.row);
  log.info(
    { ms: Date.now() - started, inserted: result.inserted, updated: result.updated, removed: result.removed, rejected: result.rejected.length, site: opts.site?.slug },
    "stock import",
  );
  return result;
}

/**
 * The batch upsert as one statement with one parameter: the rows as JSON, unpacked by
 * jsonb_to_recordset into the column types. (A multi-row VALUES list through the query builder
 * costs seconds per 500 rows to build and binds 75 parameters a row.) On conflict every written
 * column takes the incoming value (the merge with the stored car already happened in JS), except
 * that a car held by a paid reservation stays reserved.
 */
const writeColumns = Object.entries(getTableColumns(cars)).filter(([key]) => IMPORT_COLUMNS.has(key));
const upsertCars = (() => {
  const names = writeColumns.map(([, col]) => `"${col.name}"`).join(", ");
  const types = writeColumns.map(([, col]) => `"${col.name}" ${col.getSQLType()}`).join(", ");
  const set = writeColumns
    .filter(([, col]) => col.name !== "dealership_id" && col.name !== "stocknum")
    // A car a shopper has paid to hold stays reserved whatever the feed says, until the hold ends
    // (src/reservations/lifecycle.ts releases it).
    .map(([, col]) =>
      col.name === "reserved"
        ? `"reserved" = excluded."reserved" or exists (select 1 from reservations res where res.car_id = cars.id and res.status = 'held')`
        : `"${col.name}" = excluded."${col.name}"`,
    )
    .join(", ");
  const head = sql.raw(`insert into cars (${names}) select ${names} from jsonb_to_recordset(`);
  const tail = sql.raw(`::jsonb) as r(${types}) on conflict (dealership_id, stocknum) do update set ${set}`);
  return (rows: Record<string, unknown>[]) => sql`${head}${JSON.stringify(rows)}${tail}`;
})();

function toRecord(values: CarInsert): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const v = values as Record<string, unknown>;
  for (const [key, col] of writeColumns) {
    const x = v[key];
    out[col.name] = x instanceof Date ? x.toISOString() : (x ?? null);
  }
  return out;
}

/** Write one batch inside its transaction. Rows rejected here (slug clashes, missing make) are returned. */
async function writeBatch(tx: Transaction, batch: Pending[], now: Date): Promise<{ inserted: number; updated: number; rejected: RejectedRow[] }> {
  const rejected: RejectedRow[] = [];
  const dealerIds = [...new Set(batch.map((p) => p.dealer.id))];
  // Read without row locks: a lock writes every row it takes, which would make re-importing an
  // unchanged feed as costly as rewriting it. The cost is that an app write to one of these cars
  // between this read and the upsert below (milliseconds) is overwritten with the feed's view.
  // Pairs, not two IN lists: with those the planner scans the whole table once per batch.
  const stored = await tx
    .select()
    .from(cars)
    .where(
      sql`(${cars.dealershipId}, ${cars.stocknum}) in (select k.d, k.s from unnest(${sql.param(batch.map((p) => p.dealer.id))}::int[], ${sql.param(batch.map((p) => p.feed.stocknum))}::text[]) as k(d, s))`,
    );
  const byKey = new Map<string, CarRow>(stored.map((c) => [keyOf(c.dealershipId, c.stocknum), c]));

  type Built = { p: Pending; values: CarInsert & { slug: string }; generatedSlug: boolean; isNew: boolean; slugChanged: boolean };
  const built: Built[] = [];
  let unchanged = 0;
  for (const p of batch) {
    const existing = byKey.get(keyOf(p.dealer.id, p.feed.stocknum)) ?? null;
    const r = buildCarValues(p.feed, existing, {
      siteId: p.dealer.siteId,
      dealershipId: p.dealer.id,
      locationId: p.locationId,
      defaultLocationId: p.dealer.defaultLocationId,
      now,
    });
    if (!r.ok) rejected.push({ row: p.row, field: r.field, message: r.message });
    else if (existing && carUnchanged(existing, r.values)) unchanged++;
    else built.push({ p, values: r.values, generatedSlug: r.generatedSlug, isNew: r.isNew, slugChanged: existing?.slug !== r.values.slug });
  }

  // Slugs are unique per site. A given slug that another car holds is the row's error; a made-up
  // one that clashes (the same stock number at two dealerships of a site) gets the dealership's
  // slug appended.
  const claimed = new Map<string, string>(); // site|slug -> car key
  for (const b of built) if (!b.slugChanged) claimed.set(`${b.values.siteId}|${b.values.slug}`, keyOf(b.p.dealer.id, b.p.feed.stocknum));
  const holders = async (wanted: Array<{ siteId: number; slug: string }>) => {
    if (!wanted.length) return new Map<string, string>();
    const rows = await tx
      .select({ siteId: cars.siteId, slug: cars.slug, dealershipId: cars.dealershipId, stocknum: cars.stocknum })
      .from(cars)
      .where(
        sql`(${cars.siteId}, ${cars.slug}) in (select k.site, k.slug from unnest(${sql.param(wanted.map((w) => w.siteId))}::int[], ${sql.param(wanted.map((w) => w.slug))}::text[]) as k(site, slug))`,
      );
    return new Map(rows.map((r) => [`${r.siteId}|${r.slug}`, keyOf(r.dealershipId, r.stocknum)]));
  };
  const changing = built.filter((b) => b.slugChanged);
  const alternate = (b: Built) => `${b.values.slug}-${b.p.dealer.slug}`.slice(0, 160);
  const taken = await holders([
    ...changing.map((b) => ({ siteId: b.values.siteId, slug: b.values.slug })),
    ...changing.filter((b) => b.generatedSlug).map((b) => ({ siteId: b.values.siteId, slug: alternate(b) })),
  ]);
  const accepted: Built[] = built.filter((b) => !b.slugChanged);
  for (const b of changing) {
    const me = keyOf(b.p.dealer.id, b.p.feed.stocknum);
    const free = (slug: string) => {
      const k = `${b.values.siteId}|${slug}`;
      const holder = claimed.get(k) ?? taken.get(k);
      return holder === undefined || holder === me;
    };
    let slug = b.values.slug;
    if (!free(slug) && b.generatedSlug) slug = alternate(b);
    if (!free(slug)) {
      rejected.push({ row: b.p.row, field: "slug", message: `Slug "${slug}" is already used by another car of this site` });
      continue;
    }
    claimed.set(`${b.values.siteId}|${slug}`, me);
    b.values.slug = slug;
    accepted.push(b);
  }

  if (accepted.length) {
    // One order for row locks, so two imports touching the same cars cannot deadlock.
    accepted.sort((a, b) => a.values.dealershipId - b.values.dealershipId || (a.values.stocknum < b.values.stocknum ? -1 : 1));
    await tx.execute(upsertCars(accepted.map((b) => toRecord(b.values))));
    await upsertCatalogue(tx, accepted.map((b) => b.values));
  }
  // Every dealership the batch names gets a new stock version, changed cars or not: "every
  // import bumps it" is the rule caches and operators can count on.
  await bumpStockVersion(tx, dealerIds);
  const inserted = accepted.filter((b) => b.isNew).length;
  return { inserted, updated: accepted.length - inserted + unchanged, rejected };
}

/**
 * Manufacturers and this site's models from the cars: the Vehicles menu lists models with image and
 * body types. Models are the site's own (a feed photo never shows on another dealer's site);
 * manufacturers are shared names.
 */
async function upsertCatalogue(tx: Transaction, values: CarInsert[]): Promise<void> {
  const makes = new Map<string, string>();
  const modelsBy = new Map<string, { siteId: number; makeSlug: string; name: string; slug: string; body: string[]; imageUrl: string | null }>();
  for (const v of values) {
    const makeSlug = slugify(v.make);
    const modelSlug = slugify(v.model);
    if (!makeSlug || !modelSlug) continue;
    if (!makes.has(makeSlug)) makes.set(makeSlug, v.make);
    const k = `${v.siteId}|${makeSlug}|${modelSlug}`;
    let m = modelsBy.get(k);
    if (!m) modelsBy.set(k, (m = { siteId: v.siteId, makeSlug, name: v.model, slug: modelSlug, body: [], imageUrl: null }));
    if (v.simpleBody && !m.body.includes(v.simpleBody)) m.body.push(v.simpleBody);
    m.imageUrl ??= v.images?.[0] ?? null;
  }
  if (!makes.size) return;
  // Conflicts on name or slug ("Mercedes-Benz" and "Mercedes Benz") both mean "already there".
  await tx
    .insert(manufacturers)
    .values([...makes].map(([slug, name]) => ({ name, slug })))
    .onConflictDoNothing();
  const ids = await tx
    .select({ id: manufacturers.id, slug: manufacturers.slug })
    .from(manufacturers)
    .where(inArray(manufacturers.slug, [...makes.keys()]));
  const idBySlug = new Map(ids.map((r) => [r.slug, r.id]));
  const rows = [...modelsBy.values()].flatMap((m) => {
    const manufacturerId = idBySlug.get(m.makeSlug);
    return manufacturerId === undefined ? [] : [{ siteId: m.siteId, manufacturerId, name: m.name, slug: m.slug, body: m.body, imageUrl: m.imageUrl }];
  });
  if (!rows.length) return;
  // One order for every import, so concurrent imports lock rows in the same order.
  rows.sort((a, b) => a.siteId - b.siteId || a.manufacturerId - b.manufacturerId || (a.slug < b.slug ? -1 : 1));
  await tx
    .insert(models)
    .values(rows)
    .onConflictDoUpdate({
      target: [models.siteId, models.manufacturerId, models.slug],
      // Body types accumulate in first-seen order; the first image stays.
      set: {
        body: sql`${models.body} || array(select b from unnest(excluded.body) as b where b <> all(${models.body}))`,
        imageUrl: sql`coalesce(${models.imageUrl}, excluded.image_url)`,
      },
      setWhere: sql`not (excluded.body <@ ${models.body}) or (${models.imageUrl} is null and excluded.image_url is not null)`,
    });
}

/** Delist the dealership's listed cars whose stock numbers are not in `keep`; returns how many. */
async function delistMissing(db: Database, dealershipId: number, keep: string[], now: Date, dryRun?: boolean): Promise<number> {
  return inTransaction(db, dryRun, async (tx) => {
    const res = (await tx.execute(sql`
      with gone as (
        select stocknum from ${cars} where ${cars.dealershipId} = ${dealershipId} and ${cars.delistedAt} is null
        except select unnest(${sql.param(keep)}::text[])
      ), done as (
        update ${cars} set delisted_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
        from gone where ${cars.dealershipId} = ${dealershipId} and ${cars.stocknum} = gone.stocknum
        returning 1
      )
      select count(*)::int as n from done`)) as unknown as { rows: Array<{ n: number }> };
    const n = Number(res.rows[0]?.n ?? 0);
    if (n > 0) {
      await bumpStockVersion(tx, [dealershipId]);
    }
    return n;
  });
}
