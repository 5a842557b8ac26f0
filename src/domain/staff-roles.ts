/**
 * Who may do what in the dealer console (issue 20, point 1). Three roles, each on one site:
 *
 * | role         | dealerships       | leads                              | stock          | staff                          | audit log |
 * |--------------|-------------------|------------------------------------|----------------|--------------------------------|-----------|
 * | group_admin  | every one of site | all; assign, workflow, resend      | view, edit, import feeds | invite any role, disable | read |
 * | manager      | their own         | their dealership's; assign, …      | view and edit  | invite salespeople of theirs   | read      |
 * | salesperson  | their own         | only those assigned to them        | view           | —                              | —         |
 *
 * Reservations (extend a hold, convert to a sale, refund the deposit) are a manager's and a group
 * admin's, within their reach.
 *
 * Feed imports (and saved column mappings) are the group admin's: one feed names many dealerships;
 * so is the site's look (the site editor's theme), which every dealership of the site shares.
 *
 * Every console page and action asks `can` for its permission and narrows its query with
 * `dealershipScope` / the salesperson's own id; the data functions take the site as well, so a
 * staff member of one site never reaches another's rows whatever they send.
 */
export const STAFF_ROLES = ["group_admin", "manager", "salesperson"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { group_admin: "Group admin", manager: "Dealership manager", salesperson: "Salesperson" };

export type Permission = "leads:view" | "leads:work" | "leads:assign" | "stock:view" | "stock:edit" | "stock:import" | "site:edit" | "hours:edit" | "offers:edit" | "reservations:manage" | "staff:view" | "staff:invite" | "staff:disable" | "audit:view";

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  group_admin: ["leads:view", "leads:work", "leads:assign", "stock:view", "stock:edit", "stock:import", "site:edit", "hours:edit", "offers:edit", "reservations:manage", "staff:view", "staff:invite", "staff:disable", "audit:view"],
  manager: ["leads:view", "leads:work", "leads:assign", "stock:view", "stock:edit", "hours:edit", "offers:edit", "reservations:manage", "staff:view", "staff:invite", "staff:disable", "audit:view"],
  salesperson: ["leads:view", "leads:work", "stock:view"],
};

export interface StaffActor {
  id: number;
  role: StaffRole;
  /** Null for a group admin (every dealership of the site). */
  dealershipId: number | null;
}

export function can(actor: Pick<StaffActor, "role">, permission: Permission): boolean {
  return GRANTS[actor.role].includes(permission);
}

/** The dealerships an actor works in: null means every dealership of the site. */
export function dealershipScope(actor: StaffActor): number[] | null {
  return actor.role === "group_admin" ? null : actor.dealershipId === null ? [] : [actor.dealershipId];
}

/** Whether the actor may touch something of this dealership (a car, a lead; null = a lead no dealership took). */
export function coversDealership(actor: StaffActor, dealershipId: number | null): boolean {
  const scope = dealershipScope(actor);
  if (scope === null) return true;
  return dealershipId !== null && scope.includes(dealershipId);
}

/** Whether a lead is the actor's to see: in their dealerships, and for a salesperson assigned to them. */
export function seesLead(actor: StaffActor, lead: { dealershipId: number | null; assignedStaffId: number | null }): boolean {
  if (!coversDealership(actor, lead.dealershipId)) return false;
  return actor.role !== "salesperson" || lead.assignedStaffId === actor.id;
}

export type InviteCheck = { ok: true; role: StaffRole; dealershipId: number | null } | { ok: false; field: "role" | "dealership"; message: string };

/**
 * What an invitation may ask for: a known role; a dealership of the site for a manager or a
 * salesperson (none for a group admin); and no more than the inviter holds — a manager invites
 * salespeople of their own dealership only. `inviter` null is the platform operator (ADMIN_TOKEN).
 */
export function checkInvite(inviter: StaffActor | null, role: unknown, dealershipId: number | null, siteDealershipIds: readonly number[]): InviteCheck {
  if (typeof role !== "string" || !(STAFF_ROLES as readonly string[]).includes(role)) {
    return { ok: false, field: "role", message: `Choose one of: ${STAFF_ROLES.map((r) => STAFF_ROLE_LABELS[r]).join(", ")}` };
  }
  const r = role as StaffRole;
  if (r === "group_admin") {
    if (inviter && inviter.role !== "group_admin") return { ok: false, field: "role", message: "Only a group admin can invite a group admin" };
    return { ok: true, role: r, dealershipId: null };
  }
  if (dealershipId === null || !siteDealershipIds.includes(dealershipId)) return { ok: false, field: "dealership", message: "Choose the dealership they work at" };
  if (inviter && inviter.role === "manager") {
    if (r !== "salesperson") return { ok: false, field: "role", message: "A manager can invite salespeople only" };
    if (inviter.dealershipId !== dealershipId) return { ok: false, field: "dealership", message: "A manager can invite staff of their own dealership only" };
  }
  if (inviter && inviter.role === "salesperson") return { ok: false, field: "role", message: "A salesperson cannot invite staff" };
  return { ok: true, role: r, dealershipId };
}

/** Whether `actor` may disable `member`: not themselves; a manager only salespeople of their dealership. */
export function mayDisable(actor: StaffActor, member: StaffActor): boolean {
  if (actor.id === member.id || !can(actor, "staff:disable")) return false;
  if (actor.role === "group_admin") return true;
  return member.role === "salesperson" && member.dealershipId === actor.dealershipId;
}

/** Who a lead may be assigned to: an active salesperson or manager of the lead's dealership (or a group admin). */
export function mayTakeLead(member: StaffActor & { disabled: boolean }, leadDealershipId: number | null): boolean {
  if (member.disabled) return false;
  return member.role === "group_admin" || (leadDealershipId !== null && member.dealershipId === leadDealershipId);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A staff e-mail address, trimmed and lower-cased, or null when it is not one. */
export function normaliseStaffEmail(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const v = raw.trim().toLowerCase();
  return v.length <= 254 && EMAIL.test(v) ? v : null;
}
