/**
 * The console's stock table (issue 20, point 2): the site's cars as far as the staff member
 * reaches, searched, filtered, sorted and paginated in the database; and the edits a DMS feed does
 * not own (src/domain/console-edits.ts), saved with their audit row and a new stock version for
 * the car's dealership, so the car page, search results and counts show the change at once (every
 * cache is keyed on the stock version).
 */
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { bumpStockVersion } from "../stock/stock-version";
import { cars } from "../db/schema";
import type { Site } from "../site/store";
import { can, coversDealership, dealershipScope, type StaffActor } from "../domain/staff-roles";
import { changedFields, markEdits, readCarEdit, type ConsoleEdits } from "../domain/console-edits";
import { normaliseText } from "../search/text";
import { AppError, ValidationError } from "../platform/errors";
import { recordAudit } from "./audit";
import type { StaffMember } from "./accounts";

export const STOCK_PAGE_SIZE = 25;
export const STOCK_SORTS = { newest: "Newest in stock", oldest: "Longest in stock", price_asc: "Price, low to high", price_desc: "Price, high to low", stocknum: "Stock number" } as const;
export type StockSort = keyof typeof STOCK_SORTS;

export interface StockQuery {
  q?: string;
  dealershipId?: number;
  carType?: string;
  status?: "in_stock" | "sold" | "hidden";
  sort?: StockSort;
  page?: number;
}

export type ConsoleCar = { daysInStock: number } & Pick<
  typeof cars.$inferSelect,
  "id" | "slug" | "stocknum" | "name" | "carType" | "status" | "price" | "beforePrice" | "tag" | "certified" | "showOnDealerWebsite" | "preorder" | "dealercomments" | "regplate" | "km" | "views" | "createdAt" | "dealershipId" | "consoleEdits" | "primaryImageUrl" | "photosCount"
>;

export async function listConsoleCars(db: Database, site: Pick<Site, "id">, actor: StaffActor, query: StockQuery): Promise<{ cars: ConsoleCar[]; total: number; page: number; pages: number }> {
  if (!can(actor, "stock:view")) return { cars: [], total: 0, page: 1, pages: 1 };
  const where: SQL[] = [eq(cars.siteId, site.id), isNull(cars.delistedAt)];
  const scope = dealershipScope(actor);
  if (scope !== null) where.push(scope.length ? inArray(cars.dealershipId, scope) : sql`false`);
  if (query.dealershipId !== undefined) where.push(eq(cars.dealershipId, query.dealershipId));
  if (query.carType) where.push(eq(cars.carType, query.carType));
  if (query.status === "hidden") where.push(eq(cars.showOnDealerWebsite, false));
  else if (query.status) where.push(eq(cars.status, query.status));
  const q = query.q?.trim().slice(0, 80);
  if (q) {
    const words = normaliseText(q).split(/\s+/).filter(Boolean);
    const text = words.map((w) => sql`${cars.searchText} like ${`%${w.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`);
    const match = or(ilike(cars.stocknum, q.replace(/[%_\\]/g, (c) => `\\${c}`)), ilike(cars.regplate, q.replace(/[%_\\\s]/g, "")), and(...text));
    if (match) where.push(match);
  }
  const order = (() => {
    switch (query.sort ?? "newest") {
      case "oldest":
        return [asc(cars.createdAt), asc(cars.id)];
      case "price_asc":
        return [sql`${cars.price} asc nulls last`, asc(cars.id)];
      case "price_desc":
        return [sql`${cars.price} desc nulls last`, asc(cars.id)];
      case "stocknum":
        return [asc(cars.stocknum), asc(cars.id)];
      default:
        return [desc(cars.createdAt), desc(cars.id)];
    }
  })();
  const [{ n }] = (await db.orm.select({ n: sql<number>`count(*)::int` }).from(cars).where(and(...where))) as [{ n: number }];
  const total = Number(n);
  const pages = Math.max(1, Math.ceil(total / STOCK_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pages);
  const rows = await db.orm
    .select({
      id: cars.id,
      slug: cars.slug,
      stocknum: cars.stocknum,
      name: cars.name,
      carType: cars.carType,
      status: cars.status,
      price: cars.price,
      beforePrice: cars.beforePrice,
      tag: cars.tag,
      certified: cars.certified,
      showOnDealerWebsite: cars.showOnDealerWebsite,
      preorder: cars.preorder,
      dealercomments: cars.dealercomments,
      regplate: cars.regplate,
      km: cars.km,
      views: cars.views,
      createdAt: cars.createdAt,
      dealershipId: cars.dealershipId,
      consoleEdits: cars.consoleEdits,
      primaryImageUrl: cars.primaryImageUrl,
      photosCount: cars.photosCount,
      daysInStock: sql<number>`greatest(0, floor(extract(epoch from (now() - ${cars.createdAt})) / 86400))::int`,
    })
    .from(cars)
    .where(and(...where))
    .orderBy(...order)
    .limit(STOCK_PAGE_SIZE)
    .offset((page - 1) * STOCK_PAGE_SIZE);
  return { cars: rows, total, page, pages };
}

/**
 * Save a staff member's edit of one car: only fields in the form change; an edit that changes
 * nothing writes nothing. Each changed field is marked with the feed's value for the next import's
 * rule. A ValidationError names each bad field.
 */
export async function editConsoleCar(db: Database, site: Pick<Site, "id">, actor: StaffMember, carId: number, form: Record<string, string | undefined>, now = new Date()): Promise<{ changed: Record<string, unknown> }> {
  if (!can(actor, "stock:edit")) throw new AppError("forbidden", "Your role cannot edit stock");
  const read = readCarEdit(form);
  if (!read.ok) throw new ValidationError(read.errors);
  return db.orm.transaction(async (tx) => {
    const [car] = await tx.select().from(cars).where(and(eq(cars.siteId, site.id), eq(cars.id, carId), isNull(cars.delistedAt))).for("update");
    if (!car || !coversDealership(actor, car.dealershipId)) throw new AppError("not_found", "No such car in your stock");
    const { before, after } = changedFields(car as unknown as Record<string, unknown>, read.values);
    if (!Object.keys(after).length) return { changed: {} };
    const soldDate = "status" in after ? (after.status === "sold" ? now : null) : car.soldDate;
    await tx
      .update(cars)
      .set({ ...read.values, soldDate, consoleEdits: markEdits(car.consoleEdits as ConsoleEdits, before), updatedAt: now })
      .where(eq(cars.id, car.id));
    await bumpStockVersion(tx, [car.dealershipId]);
    await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "car.edit", subjectType: "car", subjectId: car.stocknum, dealershipId: car.dealershipId, before, after });
    return { changed: after };
  });
}
