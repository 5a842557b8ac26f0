/**
 * The console's lead routing rules (issue 20, point 3; the rule itself in
 * src/domain/lead-routing.ts, applied to each new lead in src/leads/routing.ts). Managers set them
 * for their dealership, group admins for any; a rule names a member who may take that
 * dealership's leads. Every change leaves an audit row.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { leadRoutingRules, staff } from "../db/schema";
import type { Site } from "../site/store";
import { readRoutingRule, ROUTING_FORMS } from "../domain/lead-routing";
import { can, coversDealership, dealershipScope, mayTakeLead, type StaffActor } from "../domain/staff-roles";
import { AppError, ValidationError } from "../platform/errors";
import { findStaffById, type StaffMember } from "./accounts";
import { recordAudit } from "./audit";

export interface RoutingRuleView {
  id: number;
  dealershipId: number;
  form: string | null;
  carType: string | null;
  staffId: number;
  staffName: string;
  staffDisabled: boolean;
  assign: boolean;
  notify: boolean;
}

export async function listRoutingRules(db: Database, site: Pick<Site, "id">, actor: StaffActor): Promise<RoutingRuleView[]> {
  if (!can(actor, "leads:assign")) return [];
  const scope = dealershipScope(actor);
  const rows = await db.orm
    .select({
      id: leadRoutingRules.id,
      dealershipId: leadRoutingRules.dealershipId,
      form: leadRoutingRules.form,
      carType: leadRoutingRules.carType,
      staffId: leadRoutingRules.staffId,
      staffName: staff.name,
      staffDisabled: sql<boolean>`${staff.disabledAt} is not null`,
      assign: leadRoutingRules.assign,
      notify: leadRoutingRules.notify,
    })
    .from(leadRoutingRules)
    .innerJoin(staff, eq(staff.id, leadRoutingRules.staffId))
    .where(and(eq(leadRoutingRules.siteId, site.id), scope === null ? undefined : scope.length ? inArray(leadRoutingRules.dealershipId, scope) : sql`false`))
    .orderBy(asc(leadRoutingRules.dealershipId), asc(leadRoutingRules.id));
  return rows;
}

/** Add a rule for a dealership in the actor's reach, naming a member who may take its leads. */
export async function addRoutingRule(
  db: Database,
  site: Pick<Site, "id" | "dealerships">,
  actor: StaffMember,
  input: { dealershipId: unknown; staffId: unknown; form?: unknown; carType?: unknown; assign?: unknown; notify?: unknown },
): Promise<{ id: number }> {
  if (!can(actor, "leads:assign")) throw new AppError("forbidden", "Your role cannot set lead routing");
  const dealershipId = Number(input.dealershipId);
  if (!site.dealerships.some((d) => d.id === dealershipId) || !coversDealership(actor, dealershipId)) throw new ValidationError([{ field: "dealership", message: "Choose one of your dealerships" }]);
  const read = readRoutingRule(Object.keys(ROUTING_FORMS), input);
  if (!read.ok) throw new ValidationError([{ field: read.field, message: read.message }]);
  const member = Number.isSafeInteger(Number(input.staffId)) ? await findStaffById(db, site, Number(input.staffId)) : null;
  if (!member) throw new ValidationError([{ field: "staff", message: "Choose a member of your team" }]);
  if (!mayTakeLead(member, dealershipId)) throw new ValidationError([{ field: "staff", message: `${member.name} does not take this dealership's leads` }]);
  return db.orm.transaction(async (tx) => {
    const [row] = await tx.insert(leadRoutingRules).values({ siteId: site.id, dealershipId, staffId: member.id, ...read.rule }).returning({ id: leadRoutingRules.id });
    await recordAudit(tx, site, { kind: "staff", member: actor }, {
      action: "routing.add",
      subjectType: "routing_rule",
      subjectId: String(row!.id),
      dealershipId,
      after: { form: read.rule.form ?? "any", carType: read.rule.carType ?? "any", staff: member.name, assign: read.rule.assign, notify: read.rule.notify },
    });
    return { id: row!.id };
  });
}

export async function removeRoutingRule(db: Database, site: Pick<Site, "id">, actor: StaffMember, ruleId: number): Promise<void> {
  if (!can(actor, "leads:assign")) throw new AppError("forbidden", "Your role cannot set lead routing");
  await db.orm.transaction(async (tx) => {
    const [rule] = Number.isSafeInteger(ruleId) ? await tx.select().from(leadRoutingRules).where(and(eq(leadRoutingRules.siteId, site.id), eq(leadRoutingRules.id, ruleId))) : [];
    if (!rule || !coversDealership(actor, rule.dealershipId)) throw new AppError("not_found", "No such rule");
    await tx.delete(leadRoutingRules).where(eq(leadRoutingRules.id, rule.id));
    await recordAudit(tx, site, { kind: "staff", member: actor }, {
      action: "routing.remove",
      subjectType: "routing_rule",
      subjectId: String(rule.id),
      dealershipId: rule.dealershipId,
      before: { form: rule.form ?? "any", carType: rule.carType ?? "any", staffId: rule.staffId, assign: rule.assign, notify: rule.notify },
    });
  });
}
