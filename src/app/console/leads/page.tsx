import type { Metadata } from "next";
import Link from "next/link";
import { requireStaff } from "@/web/console-session";
import { listConsoleLeads } from "@/staff/console-leads";
import { listAssignableStaff } from "@/staff/accounts";
import { FORM_TITLES } from "@/leads/delivery/lead-view";
import { leadReference } from "@/domain/lead-reference";
import { can, mayTakeLead } from "@/domain/staff-roles";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, LOST_REASONS, NOTE_MAX, type LeadStatus } from "@/domain/lead-workflow";
import { dealershipTimeZones, leadTimes } from "@/web/admin-leads";
import { formatLeadTime } from "@/domain/lead-export";
import { Outcome } from "../Outcome";
import { leadAssignAction, leadNoteAction, leadReminderAction, leadResendAction, leadStageAction } from "../actions";
import { reminderDue, REMINDER_NOTE_MAX } from "@/domain/lead-reminder";
import { countOf } from "@/domain/count-of";
import { formatPhone, phoneHref } from "@/domain/phone";
import { localDateTime } from "@/leads/appointments";
import styles from "../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Leads", robots: { index: false, follow: false } };

const PAGE_SIZE = 25;

/**
 * The leads inbox: each lead with its car, form, source page, stage, assignee, notes and
 * deliveries (with resend). A salesperson sees the leads assigned to them; a manager their
 * dealership's; a group admin all of the site's.
 */
export default async function ConsoleLeads({ searchParams }: { searchParams: Promise<{ page?: string; undelivered?: string; due?: string; done?: string; error?: string; field?: string }> }) {
  const params = await searchParams;
  const page = Math.max(1, Math.floor(Number(params.page)) || 1);
  const back = `/console/leads${page > 1 ? `?page=${page}` : ""}`;
  const { db, site, member } = await requireStaff(back, "leads:view");
  const now = new Date();
  const dueOnly = params.due === "1";
  const [items, zones, team, due] = await Promise.all([
    listConsoleLeads(db, site, member, { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE, undelivered: params.undelivered === "1", ...(dueOnly ? { remindersDueBy: now } : {}) }),
    dealershipTimeZones(db, site),
    can(member, "leads:assign") ? listAssignableStaff(db, site) : Promise.resolve([]),
    listConsoleLeads(db, site, member, { limit: 100, remindersDueBy: now }),
  ]);
  const more = items.length > PAGE_SIZE;
  const shown = items.slice(0, PAGE_SIZE);
  const dealerName = (id: number | null) => site.dealerships.find((d) => d.id === id)?.name ?? "No dealership";
  return (
    <div>
      <h1 className={styles.title}>{member.role === "salesperson" ? "My leads" : "Leads"}</h1>
      <p className={styles.lede}>
        {member.role === "salesperson" ? "The leads assigned to you." : member.role === "manager" ? `Every lead of ${dealerName(member.dealershipId)}.` : `Every lead of ${site.name}.`}{" "}
        <a href={params.undelivered === "1" ? "/console/leads" : "/console/leads?undelivered=1"}>{params.undelivered === "1" ? "Show all leads" : "Show leads not delivered"}</a>
        {" · "}
        <a href={dueOnly ? "/console/leads" : "/console/leads?due=1"} data-testid="reminders-due">
          {dueOnly ? "Show all leads" : `Reminders due (${due.length >= 100 ? "100+" : due.length})`}
        </a>
        {can(member, "leads:assign") ? (
          <>
            {" · "}
            <Link href="/console/leads/routing">Lead routing</Link>
          </>
        ) : null}
      </p>
      <Outcome done={params.done} error={params.error} field={params.field} />
      {shown.length === 0 ? (
        <p className={styles.card} data-testid="console-no-leads">
          {member.role === "salesperson" ? "No leads are assigned to you yet." : "No leads yet."}
        </p>
      ) : (
        <ul className={styles.leads} data-testid="console-leads">
          {shown.map((item) => {
            const { lead, deliveries, notes } = item;
            const times = leadTimes(item, zones);
            const p = lead.payload as Record<string, unknown>;
            const v = p.vehicle as { year?: number; make?: string; model?: string; stock?: string; slug?: string } | null;
            const source = typeof p.url === "string" && /^https?:\/\//.test(p.url) ? p.url : null;
            const who = [lead.name, lead.lastName].filter(Boolean).join(" ") || "No name given";
            const anchor = `lead-${lead.publicId}`;
            const candidates = team.filter((t) => mayTakeLead(t, lead.dealershipId));
            const assignee = team.find((t) => t.id === lead.assignedStaffId);
            return (
              <li key={lead.id} id={anchor} className={styles.card} data-testid="console-lead" data-lead-id={lead.publicId} data-status={lead.workflowStatus}>
                <div className={styles.leadHead}>
                  <h2>
                    {FORM_TITLES[lead.form] ?? lead.form}: {who}
                  </h2>
                  <span className={styles.badge} data-testid="console-lead-stage">
                    {LEAD_STATUS_LABELS[lead.workflowStatus as LeadStatus] ?? lead.workflowStatus}
                    {lead.lostReason ? ` · ${lead.lostReason}` : ""}
                  </span>
                </div>
                {lead.remindAt ? (
                  <p className={reminderDue(lead.remindAt, now) ? styles.error : styles.muted} style={{ margin: "0.25rem 0" }} data-testid="lead-reminder" data-due={reminderDue(lead.remindAt, now) ? "1" : "0"}>
                    {reminderDue(lead.remindAt, now) ? "Reminder due" : "Reminder"}: {formatLeadTime(lead.remindAt, times.timeZone)}
                    {lead.remindNote ? ` — ${lead.remindNote}` : ""}
                  </p>
                ) : null}
                <p className={styles.muted} style={{ margin: "0.25rem 0" }}>
                  Ref {leadReference(lead.id)} · received {times.received} · {dealerName(lead.dealershipId)}
                  {assignee ? ` · assigned to ${assignee.name}` : lead.assignedStaffId ? " · assigned" : " · unassigned"}
                </p>
                <p style={{ margin: "0.25rem 0" }}>
                  {lead.phone ? (
                    <a href={phoneHref(lead.phone) ?? `tel:${lead.phone.replace(/\s/g, "")}`} data-testid="console-lead-phone">
                      {formatPhone(lead.phone)}
                    </a>
                  ) : null}
                  {lead.phone && lead.email ? " · " : null}
                  {lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : null}
                </p>
                <p style={{ margin: "0.25rem 0" }}>
                  Car: {v ? `${v.year ?? ""} ${v.make ?? ""} ${v.model ?? ""}`.trim() : "none"}
                  {v?.stock ? ` (stock ${v.stock})` : ""}
                  {times.testDrive ? <span data-testid="console-test-drive"> · test drive {times.testDrive}</span> : null}
                  {source ? (
                    <span className={styles.muted}>
                      {" "}
                      · from <a href={source}>{source.replace(/^https?:\/\/[^/]+/, "") || "/"}</a>
                    </span>
                  ) : null}
                </p>
                {typeof p.message === "string" && p.message ? <blockquote style={{ margin: "0.5rem 0", paddingLeft: "0.75rem", borderLeft: "3px solid var(--color-border-strong)" }}>{p.message.slice(0, 600)}</blockquote> : null}
                {notes.length ? (
                  <ul className={styles.list} data-testid="console-lead-notes">
                    {notes.map((n) => (
                      <li key={n.id}>
                        <span className={styles.muted}>{formatLeadTime(n.createdAt, times.timeZone)}:</span> {n.body}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <ul className={styles.list} aria-label="Deliveries">
                  {deliveries.map((d) => (
                    <li key={d.id} data-testid="console-delivery" data-status={d.status}>
                      <strong>{d.status}</strong> {d.kind} → {d.target} <span className={styles.muted}>· {countOf(d.attempts, "attempt")}</span>
                      {d.lastError ? <span className={styles.muted}> · {d.lastError.slice(0, 120)}</span> : null}
                      {d.status !== "sending" ? (
                        <form action={leadResendAction} style={{ display: "inline", marginLeft: "0.5rem" }}>
                          <input type="hidden" name="delivery_id" value={d.id} />
                          <input type="hidden" name="back" value={back} />
                          <input type="hidden" name="anchor" value={anchor} />
                          <button type="submit" className="btn btn-outline" aria-label={`Resend ${d.kind} to ${d.target}`}>
                            Resend
                          </button>
                        </form>
                      ) : null}
                    </li>
                  ))}
                  {deliveries.length === 0 ? <li className={styles.muted}>{lead.completedAt ? "No destination configured" : "Not sent until the shopper finishes the form"}</li> : null}
                </ul>
                <div className={styles.actions}>
                  <form action={leadStageAction} data-testid="console-stage-form">
                    <input type="hidden" name="lead_id" value={lead.publicId} />
                    <input type="hidden" name="back" value={back} />
                    <input type="hidden" name="anchor" value={anchor} />
                    <label htmlFor={`stage-${lead.publicId}`}>Stage</label>
                    <select id={`stage-${lead.publicId}`} name="status" defaultValue={lead.workflowStatus} className={styles.input}>
                      {LEAD_STATUSES.map((st) => (
                        <option key={st} value={st}>
                          {LEAD_STATUS_LABELS[st]}
                        </option>
                      ))}
                    </select>
                    <label htmlFor={`lost-${lead.publicId}`}>If lost, why</label>
                    <select id={`lost-${lead.publicId}`} name="lost_reason" defaultValue={lead.lostReason ?? ""} className={styles.input}>
                      <option value="">—</option>
                      {LOST_REASONS.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className="btn btn-outline">
                      Save stage
                    </button>
                  </form>
                  {can(member, "leads:assign") ? (
                    <form action={leadAssignAction} data-testid="console-assign-form">
                      <input type="hidden" name="lead_id" value={lead.publicId} />
                      <input type="hidden" name="back" value={back} />
                      <input type="hidden" name="anchor" value={anchor} />
                      <label htmlFor={`assign-${lead.publicId}`}>Assigned to</label>
                      <select id={`assign-${lead.publicId}`} name="assignee" defaultValue={lead.assignedStaffId ?? ""} className={styles.input}>
                        <option value="">Nobody</option>
                        {candidates.map((t) => (
                          <option key={t.id} value={t.id}>
                            {t.name}
                          </option>
                        ))}
                      </select>
                      <button type="submit" className="btn btn-outline">
                        Assign
                      </button>
                    </form>
                  ) : null}
                  <form action={leadReminderAction} data-testid="console-reminder-form">
                    <input type="hidden" name="lead_id" value={lead.publicId} />
                    <input type="hidden" name="back" value={back} />
                    <input type="hidden" name="anchor" value={anchor} />
                    <label htmlFor={`remind-${lead.publicId}`}>Remind me ({times.timeZone.split("/").pop()?.replace(/_/g, " ")} time)</label>
                    <input id={`remind-${lead.publicId}`} name="remind_at" type="datetime-local" className={styles.input} defaultValue={lead.remindAt ? localDateTime(lead.remindAt, times.timeZone) : ""} />
                    <label htmlFor={`remind-note-${lead.publicId}`}>What for</label>
                    <input id={`remind-note-${lead.publicId}`} name="remind_note" type="text" maxLength={REMINDER_NOTE_MAX} className={styles.input} defaultValue={lead.remindNote ?? ""} placeholder="Call back about finance" />
                    <button type="submit" className="btn btn-outline">
                      {lead.remindAt ? "Save reminder (empty clears it)" : "Set reminder"}
                    </button>
                  </form>
                  <form action={leadNoteAction}>
                    <input type="hidden" name="lead_id" value={lead.publicId} />
                    <input type="hidden" name="back" value={back} />
                    <input type="hidden" name="anchor" value={anchor} />
                    <label htmlFor={`note-${lead.publicId}`}>Note</label>
                    <textarea id={`note-${lead.publicId}`} name="note" rows={2} maxLength={NOTE_MAX} required className={styles.input} placeholder="Called, left a message…" />
                    <button type="submit" className="btn btn-outline">
                      Add note
                    </button>
                  </form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <nav aria-label="Pages" className={styles.pager}>
        {page > 1 ? <a href={`/console/leads?page=${page - 1}`}>← Newer</a> : null}
        {more ? <a href={`/console/leads?page=${page + 1}`}>Older →</a> : null}
      </nav>
    </div>
  );
}
