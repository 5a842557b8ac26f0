/**
 * Offers in the console (issue 20, point 5): managers write their dealership's offers, group
 * admins any (and site-wide ones). An offer runs between its first and last day in the
 * dealership's time zone (src/domain/offer-edit.ts) and shows on /special-offers, its own page and
 * the home page only inside that window (src/site/offers.ts). Each saved version is kept
 * (`site_content_versions`, subject `offer:{id}`) so Undo puts the one before back; every write
 * leaves an audit row.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { manufacturers, models, offers } from "../db/schema";
import type { Site } from "../site/store";
import { offerSlug, readOfferForm, type OfferValues } from "../domain/offer-edit";
import { can, coversDealership, dealershipScope, type StaffActor } from "../domain/staff-roles";
import { isSafeLink } from "../platform/safe-link";
import { AppError, ValidationError } from "../platform/errors";
import { actorLabel, changedEntries, recordAudit } from "./audit";
import { keepContentVersion, listContentVersions, previousContentVersion } from "./content-versions";
import type { StaffMember } from "./accounts";

export type ConsoleOffer = typeof offers.$inferSelect;

/** The offers the member looks after: a group admin's are all; a manager's, their dealership's. */
export async function listConsoleOffers(db: Database, site: Pick<Site, "id">, actor: StaffActor): Promise<ConsoleOffer[]> {
  if (!can(actor, "offers:edit")) return [];
  const scope = dealershipScope(actor);
  return db.orm
    .select()
    .from(offers)
    .where(and(eq(offers.siteId, site.id), scope === null ? undefined : scope.length ? inArray(offers.dealershipId, scope) : sql`false`))
    .orderBy(sql`${offers.expiresAt} is not null and ${offers.expiresAt} <= now()`, sql`${offers.startsAt} desc nulls last`, desc(offers.id));
}

/** A site-wide offer (no dealership) is a group admin's. */
const reaches = (actor: StaffActor, dealershipId: number | null) => (dealershipId === null ? dealershipScope(actor) === null : coversDealership(actor, dealershipId));

export async function findConsoleOffer(db: Database, site: Pick<Site, "id">, actor: StaffActor, id: number): Promise<ConsoleOffer | null> {
  if (!can(actor, "offers:edit") || !Number.isSafeInteger(id)) return null;
  const [row] = await db.orm.select().from(offers).where(and(eq(offers.siteId, site.id), eq(offers.id, id)));
  return row && reaches(actor, row.dealershipId) ? row : null;
}

const subjectOf = (id: number) => `offer:${id}`;
type Stored = Pick<ConsoleOffer, "name" | "description" | "disclaimer" | "price" | "imageUrl" | "dealershipId" | "excludedWebsiteIds" | "manufacturerName" | "modelName" | "modelSlug"> & {
  startsAt: string | null;
  expiresAt: string | null;
};
const stored = (o: Pick<ConsoleOffer, keyof Stored | "startsAt" | "expiresAt">): Stored => ({
  name: o.name,
  manufacturerName: o.manufacturerName,
  modelName: o.modelName,
  modelSlug: o.modelSlug,
  description: o.description,
  disclaimer: o.disclaimer,
  price: o.price,
  imageUrl: o.imageUrl,
  dealershipId: o.dealershipId,
  excludedWebsiteIds: o.excludedWebsiteIds,
  startsAt: o.startsAt?.toISOString() ?? null,
  expiresAt: o.expiresAt?.toISOString() ?? null,
});

export async function listOfferVersions(db: Database, site: Pick<Site, "id">, id: number, limit = 10) {
  return listContentVersions(db, site, subjectOf(id), limit);
}

/** Lock an offer of the site that the member reaches, for a change. */
async function lockOffer(tx: Transaction, site: Pick<Site, "id">, actor: StaffActor, id: number): Promise<ConsoleOffer> {
  const [row] = Number.isSafeInteger(id) ? await tx.select().from(offers).where(and(eq(offers.siteId, site.id), eq(offers.id, id))).for("update") : [];
  if (!row || !reaches(actor, row.dealershipId)) throw new AppError("not_found", "No such offer in your reach");
  return row;
}

export interface OfferFormInput {
  form: Record<string, string | undefined>;
  /** The time zone a dealership's dates are in (the site's first location's for a site-wide offer). */
  zoneOf: (dealershipId: number | null) => string;
}

/** Create (id null) or change an offer; a ValidationError names each bad field. */
export async function saveConsoleOffer(db: Database, site: Pick<Site, "id" | "dealerships">, actor: StaffMember, id: number | null, input: OfferFormInput): Promise<{ id: number }> {
  if (!can(actor, "offers:edit")) throw new AppError("forbidden", "Your role cannot change offers");
  const rawDealer = input.form.dealership ?? "";
  const dealershipId = rawDealer === "" || rawDealer === "site" ? null : Number(rawDealer);
  if (dealershipId !== null && !site.dealerships.some((d) => d.id === dealershipId)) throw new ValidationError([{ field: "dealership", message: "Choose one of your dealerships" }]);
  if (!reaches(actor, dealershipId)) throw new ValidationError([{ field: "dealership", message: dealershipId === null ? "Only a group admin writes offers for the whole site" : "Choose one of your dealerships" }]);
  const read = readOfferForm(input.form, input.zoneOf(dealershipId), isSafeLink);
  if (!read.ok) throw new ValidationError(read.errors);
  const v: OfferValues = read.values;
  const shown = input.form.shown !== undefined ? input.form.shown !== "0" : true;
  const who = actorLabel({ kind: "staff", member: actor });
  return db.orm.transaction(async (tx) => {
    // The model it is for (one of the site's catalogue models, by id; "" for none): the model's page lists the
    // offer, the offer's page links its stock, and a picture-less offer shows the model's picture.
    let model: Pick<ConsoleOffer, "manufacturerName" | "modelName" | "modelSlug"> | Record<string, never> = {};
    const rawModel = input.form.model;
    if (rawModel === "") model = { manufacturerName: null, modelName: null, modelSlug: null };
    else if (rawModel !== undefined) {
      const [m] = /^\d{1,9}$/.test(rawModel)
        ? await tx
            .select({ modelName: models.name, modelSlug: models.slug, manufacturerName: manufacturers.name })
            .from(models)
            .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
            .where(and(eq(models.siteId, site.id), eq(models.id, Number(rawModel))))
        : [];
      if (!m) throw new ValidationError([{ field: "model", message: "Choose one of this site's models (or none)" }]);
      model = m;
    }
    if (id === null) {
      const taken = new Set((await tx.select({ slug: offers.slug }).from(offers).where(eq(offers.siteId, site.id))).map((r) => r.slug));
      const base = offerSlug(v.name);
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      const [row] = await tx
        .insert(offers)
        .values({ siteId: site.id, dealershipId, slug, ...v, ...model, excludedWebsiteIds: shown ? [] : [site.id] })
        .returning();
      await keepContentVersion(tx, site, subjectOf(row!.id), { before: undefined, next: stored(row!) }, who);
      await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "offer.create", subjectType: "offer", subjectId: slug, dealershipId, after: { ...stored(row!), description: undefined } });
      return { id: row!.id };
    }
    const old = await lockOffer(tx, site, actor, id);
    const excluded = shown ? old.excludedWebsiteIds.filter((s) => s !== site.id) : [...new Set([...old.excludedWebsiteIds, site.id])];
    const [row] = await tx.update(offers).set({ dealershipId, ...v, ...model, excludedWebsiteIds: excluded }).where(eq(offers.id, id)).returning();
    await keepContentVersion(tx, site, subjectOf(id), { before: stored(old), next: stored(row!) }, who);
    await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "offer.update", subjectType: "offer", subjectId: old.slug, dealershipId, ...changedEntries(stored(old), stored(row!)) });
    return { id };
  });
}

/** End an offer now (it leaves the website at once; its page answers 404 like any ended offer). */
export async function endConsoleOffer(db: Database, site: Pick<Site, "id">, actor: StaffMember, id: number, now = new Date()): Promise<void> {
  if (!can(actor, "offers:edit")) throw new AppError("forbidden", "Your role cannot change offers");
  await db.orm.transaction(async (tx) => {
    const old = await lockOffer(tx, site, actor, id);
    const [row] = await tx.update(offers).set({ expiresAt: now }).where(eq(offers.id, id)).returning();
    await keepContentVersion(tx, site, subjectOf(id), { before: stored(old), next: stored(row!) }, actorLabel({ kind: "staff", member: actor }));
    await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "offer.end", subjectType: "offer", subjectId: old.slug, dealershipId: old.dealershipId, before: { expiresAt: old.expiresAt?.toISOString() ?? null }, after: { expiresAt: now.toISOString() } });
  });
}

/** Put back the version saved before the current one. */
export async function undoConsoleOffer(db: Database, site: Pick<Site, "id">, actor: StaffMember, id: number): Promise<void> {
  if (!can(actor, "offers:edit")) throw new AppError("forbidden", "Your role cannot change offers");
  await db.orm.transaction(async (tx) => {
    const old = await lockOffer(tx, site, actor, id);
    const previous = await previousContentVersion(tx, site, subjectOf(id));
    if (!previous) throw new ValidationError([{ field: "offer", message: "There is no earlier version to go back to" }]);
    const p = previous.data as unknown as Stored;
    const [row] = await tx
      .update(offers)
      .set({ ...p, startsAt: p.startsAt ? new Date(p.startsAt) : null, expiresAt: p.expiresAt ? new Date(p.expiresAt) : null })
      .where(eq(offers.id, id))
      .returning();
    await keepContentVersion(tx, site, subjectOf(id), { before: undefined, next: stored(row!) }, actorLabel({ kind: "staff", member: actor }));
    await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "offer.undo", subjectType: "offer", subjectId: old.slug, dealershipId: old.dealershipId, before: { name: old.name, expiresAt: old.expiresAt?.toISOString() ?? null }, after: { name: p.name, expiresAt: p.expiresAt } });
  });
}


/** Remove an offer for good (its page answers 404); the audit row keeps what it was. */
export async function removeConsoleOffer(db: Database, site: Pick<Site, "id">, actor: StaffMember, id: number): Promise<{ name: string }> {
  if (!can(actor, "offers:edit")) throw new AppError("forbidden", "Your role cannot change offers");
  return db.orm.transaction(async (tx) => {
    const old = await lockOffer(tx, site, actor, id);
    await tx.delete(offers).where(eq(offers.id, id));
    await recordAudit(tx, site, { kind: "staff", member: actor }, { action: "offer.remove", subjectType: "offer", subjectId: old.slug, dealershipId: old.dealershipId, before: stored(old) as unknown as Record<string, unknown> });
    return { name: old.name };
  });
}
