/**
 * A lead's place in the sales team's workflow (issue 20, point 3): new → contacted → appointment →
 * sold or lost. A lead may move to any stage (a walk-in is sold without an appointment; a lost lead
 * that calls back is contacted again), but "lost" needs a reason from a short list, so the numbers
 * can say why leads are lost, and a note is plain text of at most 2,000 characters.
 */
export const LEAD_STATUSES = ["new", "contacted", "appointment", "sold", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: "New", contacted: "Contacted", appointment: "Appointment", sold: "Sold", lost: "Lost" };

export const LOST_REASONS = ["Bought elsewhere", "Price", "Finance declined", "No response", "Not ready to buy", "Car no longer available", "Other"] as const;

export const NOTE_MAX = 2000;

export type StatusChange = { ok: true; status: LeadStatus; lostReason: string | null } | { ok: false; field: "status" | "lost_reason"; message: string };

/** Read a status change from a form: a known stage, and for "lost" a known reason (other stages drop any reason). */
export function readStatusChange(status: unknown, lostReason: unknown): StatusChange {
  if (typeof status !== "string" || !(LEAD_STATUSES as readonly string[]).includes(status)) {
    return { ok: false, field: "status", message: `Choose one of: ${LEAD_STATUSES.map((s) => LEAD_STATUS_LABELS[s]).join(", ")}` };
  }
  if (status !== "lost") return { ok: true, status: status as LeadStatus, lostReason: null };
  if (typeof lostReason !== "string" || !(LOST_REASONS as readonly string[]).includes(lostReason)) {
    return { ok: false, field: "lost_reason", message: "Say why the lead was lost" };
  }
  return { ok: true, status: "lost", lostReason };
}

export type NoteCheck = { ok: true; body: string } | { ok: false; field: "note"; message: string };

export function readNote(body: unknown): NoteCheck {
  const text = typeof body === "string" ? body.replace(/\r\n/g, "\n").trim() : "";
  if (!text) return { ok: false, field: "note", message: "Write the note first" };
  if (text.length > NOTE_MAX) return { ok: false, field: "note", message: `A note is at most ${NOTE_MAX.toLocaleString("en-AU")} characters (this one is ${text.length.toLocaleString("en-AU")})` };
  return { ok: true, body: text };
}
