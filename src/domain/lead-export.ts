/**
 * How the dealer view shows a lead's times and what the CSV export of leads holds. Times are in the
 * dealership's own time zone (its location's state), named, so a Perth dealer reads Perth time; a
 * test drive's requested slot is the local time the shopper picked at that location.
 */
import { stringify } from "csv-stringify/sync";
import { dateTimeFormat } from "./date-format";

/** "26 Nov 2026, 9:02 am AEDT": an instant in the dealership's time zone, with the zone's abbreviation. */
export function formatLeadTime(at: Date, timeZone: string): string {
  return dateTimeFormat("en-AU", { timeZone, day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true, timeZoneName: "short" }).format(at).replace(/\u202f/g, " ");
}

/** "Thu, 3 Dec 2026, 10:30 am" from the form's local "2026-12-03T10:30"; null for anything else. */
export function formatTestDriveSlot(local: unknown): string | null {
  if (typeof local !== "string") return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  // A wall-clock time at the location: formatted as is, in UTC, so no zone shifts it.
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return dateTimeFormat("en-AU", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true }).format(at).replace(/\u202f/g, " ");
}

export interface LeadExportRow {
  reference: string;
  receivedAt: Date;
  timeZone: string;
  form: string;
  category: string | null;
  dealership: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  vehicle: string | null;
  stock: string | null;
  testDrive: string | null;
  message: string | null;
  delivery: string;
}

export const LEAD_EXPORT_HEADER = ["Reference", "Received", "Form", "Category", "Dealership", "Name", "Email", "Phone", "Postcode", "Vehicle", "Stock number", "Test drive", "Message", "Delivery"];

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, a tab or CR first) is written with a
 * leading apostrophe, so a shopper's "=HYPERLINK(…)" in a message stays text (OWASP CSV injection).
 */
function safeCell(value: string | null): string {
  const v = value ?? "";
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
}

/** Any table as CSV that opens cleanly in Excel: a UTF-8 byte-order mark, every cell quoted, CRLF rows, formula cells defused. */
export function spreadsheetCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return "\ufeff" + stringify([[...header], ...rows.map((r) => r.map((c) => (typeof c === "number" ? String(c) : safeCell(c))))], { quoted: true, record_delimiter: "windows" });
}

/** The leads as CSV that opens cleanly in Excel: a UTF-8 byte-order mark, every cell quoted, CRLF rows. */
export function leadsCsv(rows: readonly LeadExportRow[]): string {
  const records = rows.map((r) => [
    r.reference,
    formatLeadTime(r.receivedAt, r.timeZone),
    r.form,
    r.category,
    r.dealership,
    r.name,
    r.email,
    r.phone,
    r.postcode,
    r.vehicle,
    r.stock,
    r.testDrive,
    r.message,
    r.delivery,
  ]);
  return spreadsheetCsv(LEAD_EXPORT_HEADER, records);
}
