/**
 * A completed lead meets its dealership's routing rules (src/domain/lead-routing.ts) inside the
 * transaction that stores it: the member a rule assigns it to is set (unless the lead already has
 * one), and the members rules e-mail become `email` deliveries in the lead's outbox — stored with
 * the lead, sent and retried like every other delivery. Disabled members are skipped.
 */
import { and, eq, isNull } from "drizzle-orm";
import { cars, leadRoutingRules, leads, staff } from "../db/schema";
import { routeLead } from "../domain/lead-routing";
import type { Site } from "../site/store";
import type { Destination } from "./delivery/destinations";
import type { Transaction } from "../db/client";

export async function applyLeadRouting(tx: Transaction, site: Pick<Site, "id">, leadRowId: number, form: string): Promise<Destination[]> {
  const [lead] = await tx
    .select({ dealershipId: leads.dealershipId, assignedStaffId: leads.assignedStaffId, carType: cars.carType })
    .from(leads)
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(eq(leads.id, leadRowId));
  if (!lead?.dealershipId) return [];
  const rules = await tx
    .select({ id: leadRoutingRules.id, form: leadRoutingRules.form, carType: leadRoutingRules.carType, staffId: leadRoutingRules.staffId, assign: leadRoutingRules.assign, notify: leadRoutingRules.notify, email: staff.email })
    .from(leadRoutingRules)
    .innerJoin(staff, and(eq(staff.id, leadRoutingRules.staffId), eq(staff.siteId, site.id), isNull(staff.disabledAt)))
    .where(and(eq(leadRoutingRules.siteId, site.id), eq(leadRoutingRules.dealershipId, lead.dealershipId)));
  if (!rules.length) return [];
  const routed = routeLead(rules, { form, carType: lead.carType ?? null });
  if (routed.assignTo !== null && lead.assignedStaffId === null) {
    await tx.update(leads).set({ assignedStaffId: routed.assignTo }).where(eq(leads.id, leadRowId));
  }
  const emailOf = new Map(rules.map((r) => [r.staffId, r.email]));
  return routed.notify.map((id) => ({ kind: "email", target: emailOf.get(id)! }));
}
