/**
 * A stored lead as the delivery formats see it (e-mail, ADF, webhook): plain data, no database.
 */
import type { LeadTradeIn, LeadVehicle } from "../payload";

export interface LeadForDelivery {
  publicId: string;
  /** The short reference the shopper was shown and may quote on the phone (src/domain/lead-reference.ts). */
  reference: string;
  form: string;
  createdAt: Date;
  site: { slug: string; name: string; url: string | null };
  dealership: { slug: string; name: string } | null;
  /** The dealer's contact for the ADF <vendor>: the lead's location, else the primary one. */
  vendorContact: { name: string; email: string | null; phone: string | null } | null;
  contact: { name: string | null; lastName: string | null; email: string | null; phone: string | null; postcode: string | null };
  payload: Record<string, unknown>;
}

export const FORM_TITLES: Record<string, string> = {
  enquiry: "Enquiry",
  test_drive: "Test drive booking",
  request_photos: "Photo request",
  finance: "Finance enquiry",
  trade_in: "Trade-in",
  valuation: "Valuation",
  contact: "Contact enquiry",
  reservation: "Online reservation",
};

export function vehicleOf(lead: LeadForDelivery): LeadVehicle | null {
  const v = lead.payload.vehicle;
  return v && typeof v === "object" ? (v as LeadVehicle) : null;
}

export function tradeInOf(lead: LeadForDelivery): LeadTradeIn | null {
  const t = lead.payload.trade_in;
  return t && typeof t === "object" ? (t as LeadTradeIn) : null;
}

/** Why a trade-in got an appraisal instead of an online estimate, as the dealer reads it. */
export const APPRAISAL_REASONS: Record<string, string> = { age: "over 7 years old", km: "over 100,000 km", unpriced: "no comparable stock to price it" };

export function fullName(lead: LeadForDelivery): string {
  return [lead.contact.name, lead.contact.lastName].filter(Boolean).join(" ") || "(no name)";
}

export function vehicleTitle(v: LeadVehicle | null): string | null {
  if (!v) return null;
  return [v.year, v.make, v.model, v.trim].filter(Boolean).join(" ") || null;
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v : typeof v === "number" ? String(v) : null);

/** The lines a dealer reads under "Details", in a fixed order; empty ones left out. */
export function detailLines(lead: LeadForDelivery): Array<[string, string]> {
  const p = lead.payload;
  const lines: Array<[string, string | null]> = [
    ["Reservation deposit", str(p.reservation_deposit)],
    ["Reserved until", str(p.reservation_held_until)],
    ["Reservation", str(p.reservation_id)],
    ["Category", [str(p.category), str(p.subcategory)].filter(Boolean).join(" / ") || null],
    ["Test drive time", str(p.dateTime)],
    ["Location", str(p.location_name)],
    ["Rego", str(p.rego)],
    ["Vehicle price budget", str(p.vehiclePriceBudget)],
    ["Deposit", str(p.deposit)],
    ["Loan term (years)", str(p.term_years)],
    ["Employment", str(p.employment_status)],
    ["Annual income", typeof p.annual_income === "number" ? `$${p.annual_income.toLocaleString("en-AU")}` : null],
    ["Residency", str(p.residency_status)],
    ["Credit history (own words)", str(p.credit_history)],
    ["Preferred contact", str(p.contact_method)],
    ["Finance owing", str(p.finance_owing)],
    ["Additional services", Array.isArray(p.additional_services) && p.additional_services.length ? p.additional_services.join(", ") : null],
    ["Opt-in to offers", p.opt_in === true ? "Yes" : p.opt_in === false ? "No" : null],
    ["Page", str(p.url)],
  ];
  return lines.filter((l): l is [string, string] => l[1] !== null);
}
