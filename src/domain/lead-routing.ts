/**
 * A dealership's lead routing (issue 20, point 3): rules a manager sets in the console, each "a
 * new lead of this form (or any form) for this kind of car (or any car) goes to this member" —
 * assigned to them, e-mailed to them, or both.
 *
 * Assignment: the most specific matching rule that assigns wins (form and car type, then form,
 * then car type, then any), the oldest rule first among equals; a lead already assigned keeps its
 * member. E-mail: every matching rule that notifies sends the member the lead (each member once),
 * through the lead's own outbox, so it is retried like every delivery.
 */
export const ROUTING_CAR_TYPES = ["new", "used", "demo"] as const;

/** The forms a rule can name (the lead forms, and a reservation's lead), as staff call them. */
export const ROUTING_FORMS: Record<string, string> = {
  enquiry: "Enquiry",
  test_drive: "Test drive",
  finance: "Finance",
  trade_in: "Trade-in",
  valuation: "Valuation",
  request_photos: "Photo request",
  contact: "Contact",
  reservation: "Reservation",
};

export interface RoutingRule {
  id: number;
  form: string | null;
  carType: string | null;
  staffId: number;
  assign: boolean;
  notify: boolean;
}

const specificity = (r: RoutingRule) => (r.form ? 2 : 0) + (r.carType ? 1 : 0);

/** Which member a new lead is assigned to, and which members are e-mailed it. */
export function routeLead(rules: readonly RoutingRule[], lead: { form: string; carType: string | null }): { assignTo: number | null; notify: number[] } {
  const matching = rules.filter((r) => (r.form === null || r.form === lead.form) && (r.carType === null || r.carType === lead.carType));
  const assigner = matching.filter((r) => r.assign).sort((a, b) => specificity(b) - specificity(a) || a.id - b.id)[0];
  const notify = [...new Set(matching.filter((r) => r.notify).sort((a, b) => a.id - b.id).map((r) => r.staffId))];
  return { assignTo: assigner?.staffId ?? null, notify };
}

export type RuleInput = { form: string | null; carType: string | null; assign: boolean; notify: boolean };

/** A rule from the console's form: a known form or "any", a car type or "any", and at least one of assign / e-mail. */
export function readRoutingRule(forms: readonly string[], raw: { form?: unknown; carType?: unknown; assign?: unknown; notify?: unknown }): { ok: true; rule: RuleInput } | { ok: false; field: string; message: string } {
  const form = raw.form === "" || raw.form === "any" || raw.form === undefined ? null : String(raw.form);
  if (form !== null && !forms.includes(form)) return { ok: false, field: "form", message: "Choose one of the listed forms, or any form" };
  const carType = raw.carType === "" || raw.carType === "any" || raw.carType === undefined ? null : String(raw.carType);
  if (carType !== null && !(ROUTING_CAR_TYPES as readonly string[]).includes(carType)) return { ok: false, field: "carType", message: "Choose new, used, demo or any car" };
  const yes = (v: unknown) => v === true || v === "1" || v === "on";
  const assign = yes(raw.assign);
  const notify = yes(raw.notify);
  if (!assign && !notify) return { ok: false, field: "assign", message: "A rule assigns the lead, e-mails it, or both" };
  return { ok: true, rule: { form, carType, assign, notify } };
}
