/**
 * The dealer view's leads, shaped for the page and the CSV export: each lead's times in its
 * dealership's time zone (the state of its location, else the dealership's first one) and the
 * test-drive slot the shopper asked for (src/domain/lead-export.ts).
 */
import "server-only";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { listLeads, type LeadListItem } from "../leads/store";
import { listPublicLocations } from "../site/locations";
import { timeZoneForState } from "../domain/opening-hours";
import { formatLeadTime, formatTestDriveSlot, type LeadExportRow } from "../domain/lead-export";
import { leadReference } from "../domain/lead-reference";
import { FORM_TITLES } from "../leads/delivery/lead-view";

/** The most leads one export holds (the newest first); a filter by dealership narrows it. */
export const LEAD_EXPORT_LIMIT = 10_000;

export interface LeadTimes {
  timeZone: string;
  received: string;
  testDrive: string | null;
}

export interface DealershipZones {
  byDealership: Map<number, string>;
  byLocation: Map<number, string>;
  /** The site's first location's zone: for what belongs to no dealership, or one with no location. */
  fallback: string;
  /** A dealership's zone, the fallback for none (null or undefined) or one without a location. */
  zoneOf: (dealershipId: number | null | undefined) => string;
}

/** Each dealership's time zone, by dealership id, from its locations' states. */
export async function dealershipTimeZones(db: Database, site: Pick<Site, "id">): Promise<DealershipZones> {
  const locs = await listPublicLocations(db, site);
  const byDealership = new Map<number, string>();
  const byLocation = new Map<number, string>();
  for (const l of locs) {
    const zone = timeZoneForState(l.state);
    byLocation.set(l.id, zone);
    if (!byDealership.has(l.dealershipId)) byDealership.set(l.dealershipId, zone);
  }
  const fallback = timeZoneForState(locs[0]?.state);
  return { byDealership, byLocation, fallback, zoneOf: (id) => (id == null ? undefined : byDealership.get(id)) ?? fallback };
}

export function leadTimes(item: LeadListItem, zones: DealershipZones): LeadTimes {
  const p = item.lead.payload as Record<string, unknown>;
  const locationId = typeof p.location_id === "number" ? p.location_id : null;
  const timeZone = (locationId !== null ? zones.byLocation.get(locationId) : undefined) ?? zones.zoneOf(item.lead.dealershipId);
  return { timeZone, received: formatLeadTime(item.lead.createdAt, timeZone), testDrive: item.lead.form === "test_drive" ? formatTestDriveSlot(p.dateTime) : null };
}

export async function loadLeadExport(db: Database, site: Site, dealershipId?: number): Promise<LeadExportRow[]> {
  const [items, zones] = await Promise.all([listLeads(db, site, { dealershipId, limit: LEAD_EXPORT_LIMIT }), dealershipTimeZones(db, site)]);
  const names = new Map(site.dealerships.map((d) => [d.id, d.name]));
  return items.map((item) => {
    const { lead } = item;
    const p = lead.payload as Record<string, unknown>;
    const v = p.vehicle as { year?: number; make?: string; model?: string; stock?: string } | null;
    const times = leadTimes(item, zones);
    const delivered = item.deliveries.length === 0 ? (lead.completedAt ? "no destination" : "incomplete") : item.deliveries.map((d) => `${d.kind} ${d.status}`).join("; ");
    return {
      reference: leadReference(lead.id),
      receivedAt: lead.createdAt,
      timeZone: times.timeZone,
      form: FORM_TITLES[lead.form] ?? lead.form,
      category: typeof p.category === "string" ? p.category : null,
      dealership: lead.dealershipId !== null ? (names.get(lead.dealershipId) ?? null) : null,
      name: [lead.name, lead.lastName].filter(Boolean).join(" ") || null,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode,
      vehicle: v ? `${v.year ?? ""} ${v.make ?? ""} ${v.model ?? ""}`.trim() || null : null,
      stock: v?.stock ?? null,
      testDrive: times.testDrive,
      message: typeof p.message === "string" ? p.message : null,
      delivery: delivered,
    };
  });
}
