/**
 * Lead reminders by e-mail (issue 20, point 3): when a reminder set in the console comes due, the
 * member the lead is assigned to gets an e-mail with who to call and what for. Each reminder is
 * e-mailed once (`leads.remind_mailed_at`; setting a new reminder clears it); a send that fails is
 * tried again on the worker's next pass, and the message id is the same each time, so a mail system
 * drops a repeat. A lead nobody is assigned to shows its reminder in the console only.
 */
import { and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { leads, sites, staff } from "../db/schema";
import type { MailTransport } from "./delivery/transports";
import type { OutgoingEmail } from "./delivery/messages";
import { leadReference } from "../domain/lead-reference";
import { log } from "../platform/log";

export interface DueReminder {
  leadId: number;
  publicId: string;
  siteId: number;
  siteName: string;
  domain: string | null;
  remindAt: Date;
  note: string | null;
  customer: string;
  phone: string | null;
  email: string | null;
  form: string;
  memberName: string;
  memberEmail: string;
}

/** The reminder e-mail for one lead (plain text: it is read on a phone between customers). */
export function reminderEmail(r: DueReminder, from: string): OutgoingEmail {
  const link = r.domain ? `https://${r.domain}/console/leads#lead-${r.publicId}` : null;
  const lines = [
    `Hello ${r.memberName},`,
    "",
    `Your reminder for ${r.customer} (lead ${leadReference(r.leadId)}, ${r.form.replace(/_/g, " ")}) is due${r.note ? `: ${r.note}` : "."}`,
    "",
    ...(r.phone ? [`Phone: ${r.phone}`] : []),
    ...(r.email ? [`E-mail: ${r.email}`] : []),
    ...(link ? ["", `The lead in the console: ${link}`] : []),
  ];
  return {
    messageId: `<reminder-${r.publicId}-${r.remindAt.getTime()}@forecourt>`,
    from,
    to: r.memberEmail,
    replyTo: null,
    subject: `Reminder: ${r.customer}${r.note ? ` — ${r.note}` : ""}`,
    text: lines.join("\n"),
    html: null,
    headers: { "X-Forecourt-Console": "reminder" },
  };
}

/** E-mail every due, not yet e-mailed reminder of an assigned lead (up to `limit` a pass). */
export async function sendDueReminders(db: Database, mail: MailTransport, opts: { now: Date; mailFrom: string; limit?: number }): Promise<{ sent: number; failed: number }> {
  const due = await db.orm
    .select({
      leadId: leads.id,
      publicId: leads.publicId,
      siteId: leads.siteId,
      siteName: sites.name,
      domain: sql<string | null>`${sites.domains}[1]`,
      remindAt: leads.remindAt,
      note: leads.remindNote,
      name: leads.name,
      lastName: leads.lastName,
      phone: leads.phone,
      email: leads.email,
      form: leads.form,
      memberName: staff.name,
      memberEmail: staff.email,
    })
    .from(leads)
    .innerJoin(staff, and(eq(staff.id, leads.assignedStaffId), isNull(staff.disabledAt)))
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .where(and(isNotNull(leads.remindAt), isNull(leads.remindMailedAt), lte(leads.remindAt, opts.now)))
    .orderBy(leads.remindAt)
    .limit(opts.limit ?? 50);
  let sent = 0;
  let failed = 0;
  for (const row of due) {
    const r: DueReminder = { ...row, remindAt: row.remindAt!, customer: [row.name, row.lastName].filter(Boolean).join(" ") || "your customer" };
    try {
      await mail.send(reminderEmail(r, opts.mailFrom), { siteId: r.siteId, leadId: r.leadId });
      // Only this reminder: one moved while the e-mail went out stays due.
      await db.orm.update(leads).set({ remindMailedAt: opts.now }).where(and(eq(leads.id, r.leadId), eq(leads.remindAt, r.remindAt)));
      sent++;
    } catch (err) {
      failed++;
      log.warn({ err, lead: r.publicId }, "reminder e-mail failed; it is tried again on the next pass");
    }
  }
  return { sent, failed };
}
