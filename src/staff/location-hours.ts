/**
 * Opening hours in the console (issue 20, point 5): managers edit their dealership's locations,
 * group admins any — the week and the special days (holidays) that override it. The form is read
 * by src/domain/hours-edit.ts and checked again with the site file's own schemas; every saved set
 * is kept (`site_content_versions`, subject `location:{id}:hours`, the hours before the first
 * console edit first) so Undo puts the one before back; each save and undo leaves an audit row.
 * Shoppers see the change on the next request: location pages, the footer's hours and "open now",
 * and the test-drive times a form offers all read these hours.
 *
 * The same page edits the location's name, address, licence, phones and e-mail
 * (src/domain/location-contact.ts), versioned as subject `location:{id}:details`. What the console saved stays over a later site-file upsert
 * (docs/console.md, "The site file and the console").
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { locations, sites } from "../db/schema";
import type { OpeningHour, SpecialHour } from "../db/types";
import type { Site } from "../site/store";
import { invalidateSiteChrome } from "../site/chrome";
import { OpeningHourSchema, SpecialHourSchema } from "../site/site-file";
import { readHoursForm } from "../domain/hours-edit";
import { readAddressForm, readContactForm, type LocationContact } from "../domain/location-contact";
import { detailsOf } from "../site/store";
import { getGeocoder, type Geocoder } from "../geo/geocoder";
import { WEEKDAY_NAMES } from "../domain/opening-hours";
import { can, coversDealership, dealershipScope, type StaffActor } from "../domain/staff-roles";
import { AppError, ValidationError } from "../platform/errors";
import { actorLabel, recordAudit } from "./audit";
import { keepContentVersion, listContentVersions, previousContentVersion } from "./content-versions";
import type { StaffMember } from "./accounts";

export interface EditableLocation {
  id: number;
  name: string;
  slug: string;
  dealershipId: number;
  visible: boolean;
  openingHours: OpeningHour[];
  specialHours: SpecialHour[];
  phone: string | null;
  landlinePhone: string | null;
  phoneNew: string | null;
  phoneUsed: string | null;
  phoneDemo: string | null;
  email: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  dealerLicenseNumber: string | null;
}

const columns = {
  id: locations.id,
  name: locations.name,
  slug: locations.slug,
  dealershipId: locations.dealershipId,
  visible: locations.visible,
  openingHours: locations.openingHours,
  specialHours: locations.specialHours,
  phone: locations.phone,
  landlinePhone: locations.landlinePhone,
  phoneNew: locations.phoneNew,
  phoneUsed: locations.phoneUsed,
  phoneDemo: locations.phoneDemo,
  email: locations.email,
  street: locations.street,
  city: locations.city,
  state: locations.state,
  postcode: locations.postcode,
  dealerLicenseNumber: locations.dealerLicenseNumber,
};

/** A location's phones and e-mail as the form and the versions name them. */
export function contactOfLocation(l: Pick<EditableLocation, "phone" | "landlinePhone" | "phoneNew" | "phoneUsed" | "phoneDemo" | "email">): LocationContact {
  return { phone: l.phone, landline_phone: l.landlinePhone, phone_new: l.phoneNew, phone_used: l.phoneUsed, phone_demo: l.phoneDemo, email: l.email };
}

/** The locations whose hours the member may edit. */
export async function listEditableLocations(db: Database, site: Pick<Site, "id">, actor: StaffActor): Promise<EditableLocation[]> {
  if (!can(actor, "hours:edit")) return [];
  const scope = dealershipScope(actor);
  return db.orm
    .select(columns)
    .from(locations)
    .where(and(eq(locations.siteId, site.id), scope === null ? undefined : scope.length ? inArray(locations.dealershipId, scope) : sql`false`))
    .orderBy(asc(locations.name));
}

export async function findEditableLocation(db: Database, site: Pick<Site, "id">, actor: StaffActor, id: number): Promise<EditableLocation | null> {
  if (!can(actor, "hours:edit") || !Number.isSafeInteger(id)) return null;
  const [row] = await db.orm.select(columns).from(locations).where(and(eq(locations.siteId, site.id), eq(locations.id, id)));
  return row && coversDealership(actor, row.dealershipId) ? row : null;
}

const subjectOf = (id: number) => `location:${id}:hours`;

export async function listHoursVersions(db: Database, site: Pick<Site, "id">, locationId: number, limit = 10) {
  return listContentVersions(db, site, subjectOf(locationId), limit);
}

type Hours = { opening_hours: OpeningHour[]; special_hours: SpecialHour[] };

async function lockLocation(tx: Transaction, site: Pick<Site, "id">, actor: StaffMember, id: number) {
  if (!can(actor, "hours:edit")) throw new AppError("forbidden", "Your role cannot change opening hours");
  const [row] = Number.isSafeInteger(id) ? await tx.select().from(locations).where(and(eq(locations.siteId, site.id), eq(locations.id, id))).for("update") : [];
  if (!row || !coversDealership(actor, row.dealershipId)) throw new AppError("not_found", "No such location in your reach");
  return row;
}

async function write(tx: Transaction, site: Pick<Site, "id">, actor: StaffMember, loc: { id: number; name: string; dealershipId: number; openingHours: OpeningHour[]; specialHours: SpecialHour[] }, next: Hours, action: "hours.save" | "hours.undo"): Promise<void> {
  await keepContentVersion(tx, site, subjectOf(loc.id), { before: { opening_hours: loc.openingHours, special_hours: loc.specialHours }, next }, actorLabel({ kind: "staff", member: actor }));
  await tx.update(locations).set({ openingHours: next.opening_hours, specialHours: next.special_hours }).where(eq(locations.id, loc.id));
  // Cached pages that show hours (the car page cache keys on the site's updated_at) are made anew.
  await tx.update(sites).set({ updatedAt: new Date() }).where(eq(sites.id, site.id));
  await recordAudit(tx, site, { kind: "staff", member: actor }, {
    action,
    subjectType: "location",
    subjectId: loc.name,
    dealershipId: loc.dealershipId,
    before: summarise(loc.openingHours, loc.specialHours),
    after: summarise(next.opening_hours, next.special_hours),
  });
}

/** Hours as the audit log shows them: "Mon 08:30–17:30, Sun closed" and "2026-12-25 closed". */
const summarise = (week: OpeningHour[], special: SpecialHour[]) => ({
  week: week.map((h) => `${WEEKDAY_NAMES[h.weekday]!.slice(0, 3)} ${h.status === "Open" ? `${h.open}–${h.close}` : "closed"}`).join(", "),
  special: special.map((s) => `${s.date} ${s.status === "Closed" ? "closed" : `${s.start_hour}–${s.end_hour}`}`),
});

/** Save the editor's week and special days for one location. */
export async function saveLocationHours(db: Database, site: Pick<Site, "id">, actor: StaffMember, locationId: number, form: Record<string, string | undefined>): Promise<void> {
  if (!can(actor, "hours:edit")) throw new AppError("forbidden", "Your role cannot change opening hours");
  const read = readHoursForm(form);
  if (!read.ok) throw new ValidationError(read.errors);
  // The site file's own schemas, so the console stores only hours a site file could hold.
  const opening = read.week.map((d) => OpeningHourSchema.parse({ ...d, formated_hours: null }));
  const special = read.special.map((d) => SpecialHourSchema.parse(d));
  await db.orm.transaction(async (tx) => {
    const loc = await lockLocation(tx, site, actor, locationId);
    await write(tx, site, actor, loc, { opening_hours: opening, special_hours: special }, "hours.save");
  });
  invalidateSiteChrome();
}

/** Put back the hours saved before the current ones (as a new version: the history only grows). */
export async function undoLocationHours(db: Database, site: Pick<Site, "id">, actor: StaffMember, locationId: number): Promise<void> {
  await db.orm.transaction(async (tx) => {
    const loc = await lockLocation(tx, site, actor, locationId);
    const previous = await previousContentVersion(tx, site, subjectOf(loc.id));
    if (!previous) throw new ValidationError([{ field: "hours", message: "There are no earlier hours to go back to" }]);
    await write(tx, site, actor, loc, previous.data as unknown as Hours, "hours.undo");
  });
  invalidateSiteChrome();
}

const detailsSubjectOf = (id: number) => `location:${id}:details`;

export async function listDetailsVersions(db: Database, site: Pick<Site, "id">, locationId: number, limit = 10) {
  return listContentVersions(db, site, detailsSubjectOf(locationId), limit);
}

/** A version of the details: what the form shows, and the map position that goes with the address. */
type DetailsVersion = Record<string, string | number | null | undefined> & { lat?: number | null; lng?: number | null; place_id?: string | null; place_url?: string | null };
const str = (v: string | number | null | undefined): string | null => (v === null || v === undefined ? null : String(v));
const versionOf = (l: typeof locations.$inferSelect): DetailsVersion => ({ ...detailsOf(l), lat: l.lat, lng: l.lng, place_id: l.placeId, place_url: l.placeUrl });

async function writeDetails(tx: Transaction, site: Pick<Site, "id">, actor: StaffMember, loc: typeof locations.$inferSelect, next: DetailsVersion, action: "details.save" | "details.undo"): Promise<void> {
  const before = versionOf(loc);
  await keepContentVersion(tx, site, detailsSubjectOf(loc.id), { before, next }, actorLabel({ kind: "staff", member: actor }));
  await tx
    .update(locations)
    .set({
      name: str(next.name) ?? loc.name,
      street: str(next.street),
      city: str(next.city),
      state: str(next.state),
      postcode: str(next.postcode),
      dealerLicenseNumber: str(next.dealer_license_number),
      phone: str(next.phone),
      landlinePhone: str(next.landline_phone),
      phoneNew: str(next.phone_new),
      phoneUsed: str(next.phone_used),
      phoneDemo: str(next.phone_demo),
      email: str(next.email),
      lat: next.lat ?? null,
      lng: next.lng ?? null,
      placeId: next.place_id ?? null,
      placeUrl: next.place_url ?? null,
    })
    .where(eq(locations.id, loc.id));
  await tx.update(sites).set({ updatedAt: new Date() }).where(eq(sites.id, site.id));
  const changed = Object.keys(detailsOf(loc)).filter((k) => str(before[k]) !== str(next[k]));
  await recordAudit(tx, site, { kind: "staff", member: actor }, {
    action,
    subjectType: "location",
    subjectId: loc.name,
    dealershipId: loc.dealershipId,
    before: Object.fromEntries(changed.map((k) => [k, str(before[k])])),
    after: Object.fromEntries(changed.map((k) => [k, str(next[k])])),
  });
}

/**
 * Save a location's name, address, licence, phones and e-mail; every page's call button, the location
 * page and its map follow at once. A new postcode moves the map pin to the postcode (the geocoder) and
 * drops the old place's map link, which named the old address.
 */
export async function saveLocationDetails(db: Database, site: Pick<Site, "id">, actor: StaffMember, locationId: number, form: Record<string, string | undefined>, geocoder: Geocoder = getGeocoder()): Promise<void> {
  if (!can(actor, "hours:edit")) throw new AppError("forbidden", "Your role cannot change a location's details");
  const postcode = (form.postcode ?? "").trim();
  const place = /^\d{4}$/.test(postcode) ? await geocoder.geocodePostcode(postcode) : undefined;
  const contact = readContactForm(form);
  const address = readAddressForm(form, place === undefined ? undefined : (place?.state ?? null));
  const errors = [...(address.ok ? [] : address.errors), ...(contact.ok ? [] : contact.errors)];
  if (errors.length || !address.ok || !contact.ok) throw new ValidationError(errors);
  await db.orm.transaction(async (tx) => {
    const loc = await lockLocation(tx, site, actor, locationId);
    const moved = address.address.postcode !== loc.postcode || address.address.street !== loc.street;
    const next: DetailsVersion = {
      ...address.address,
      ...contact.contact,
      lat: address.address.postcode === loc.postcode ? loc.lat : (place?.lat ?? null),
      lng: address.address.postcode === loc.postcode ? loc.lng : (place?.lng ?? null),
      place_id: moved ? null : loc.placeId,
      place_url: moved ? null : loc.placeUrl,
    };
    await writeDetails(tx, site, actor, loc, next, "details.save");
  });
  invalidateSiteChrome();
}

/** Put back the details saved before the current ones (with their map position). */
export async function undoLocationDetails(db: Database, site: Pick<Site, "id">, actor: StaffMember, locationId: number): Promise<void> {
  await db.orm.transaction(async (tx) => {
    const loc = await lockLocation(tx, site, actor, locationId);
    const previous = await previousContentVersion(tx, site, detailsSubjectOf(loc.id));
    if (!previous) throw new ValidationError([{ field: "details", message: "There are no earlier details to go back to" }]);
    await writeDetails(tx, site, actor, loc, previous.data as unknown as DetailsVersion, "details.undo");
  });
  invalidateSiteChrome();
}
