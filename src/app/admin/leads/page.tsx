import type { Metadata } from "next";
import Link from "next/link";
import { requireAdmin } from "@/admin/session";
import { listLeads, type DeliveryRow } from "@/leads/store";
import { FORM_TITLES } from "@/leads/delivery/lead-view";
import { leadReference } from "@/domain/lead-reference";
import { getPageSite } from "@/web/site-context";
import { deleteLeadAction, leadNoteAction, leadStatusAction, logoutAction, resendAction } from "../actions";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, LOST_REASONS, NOTE_MAX, type LeadStatus } from "@/domain/lead-workflow";
import { dealershipTimeZones, leadTimes } from "@/web/admin-leads";
import { formatLeadTime } from "@/domain/lead-export";
import { countOf } from "@/domain/count-of";
import styles from "../admin.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Leads", robots: { index: false, follow: false } };

const PAGE_SIZE = 50;

function DeliveryLine({ d, back }: { d: DeliveryRow; back: string }) {
  return (
    <li data-testid="lead-delivery" data-kind={d.kind} data-status={d.status}>
      <span className={`${styles.status} ${styles[d.status] ?? ""}`}>{d.status}</span> {d.kind} → <span className={styles.small}>{d.target}</span>
      <span className={styles.small}>
        {" "}
        · {countOf(d.attempts, "attempt")}
        {d.deliveredAt ? ` · delivered ${d.deliveredAt.toISOString().slice(0, 16).replace("T", " ")} UTC` : ""}
      </span>
      {d.status !== "sending" ? (
        <form action={resendAction} style={{ display: "inline" }}>
          <input type="hidden" name="delivery_id" value={d.id} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className={styles.resend} aria-label={`Resend ${d.kind} to ${d.target}`}>
            Resend
          </button>
        </form>
      ) : null}
      {d.lastError ? (
        <p className={styles.error} data-testid="delivery-error">
          {d.lastError}
        </p>
      ) : null}
    </li>
  );
}

export default async function AdminLeads({ searchParams }: { searchParams: Promise<{ dealership?: string; page?: string; deleted?: string; not_deleted?: string; undelivered?: string; done?: string; error?: string }> }) {
  const params = await searchParams;
  const back = `/admin/leads${params.dealership ? `?dealership=${encodeURIComponent(params.dealership)}` : ""}`;
  await requireAdmin(back);
  const { db, site } = await getPageSite();
  const dealership = params.dealership ? site.dealerships.find((d) => d.slug === params.dealership) : undefined;
  const page = Math.max(1, Number(params.page) || 1);
  const [items, zones] = await Promise.all([listLeads(db, site, { dealershipId: dealership?.id, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, undelivered: params.undelivered === "1" }), dealershipTimeZones(db, site)]);
  const exportHref = `/admin/leads/export.csv${dealership ? `?dealership=${encodeURIComponent(dealership.slug)}` : ""}`;
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.bar}>
        <div>
          <h1 style={{ margin: 0 }}>Leads</h1>
          <p className={styles.small} style={{ margin: 0 }}>
            {site.name}
            {dealership ? ` · ${dealership.name}` : " · all dealerships"} · <Link href="/admin/reservations">Reservations</Link> · <Link href="/admin/mail">Captured e-mail</Link> ·{" "}
            <a href={exportHref} data-testid="leads-export" download>
              Export CSV
            </a>
          </p>
          {params.error ? (
            <p role="alert" data-testid="admin-error">
              {params.error.slice(0, 200)}
            </p>
          ) : params.done ? (
            <p role="status" data-testid="admin-done">
              {params.done.slice(0, 100)}
            </p>
          ) : null}
          {params.deleted ? (
            <p role="status" data-testid="lead-deleted">
              The lead was deleted, with its deliveries and copies.
            </p>
          ) : params.not_deleted ? (
            <p role="alert">Nothing was deleted: tick the box to confirm the customer asked for it.</p>
          ) : null}
        </div>
        <form method="get" action="/admin/leads">
          <label htmlFor="dealership-filter">Dealership</label>
          <select id="dealership-filter" name="dealership" defaultValue={dealership?.slug ?? ""}>
            <option value="">All dealerships</option>
            {site.dealerships.map((d) => (
              <option key={d.slug} value={d.slug}>
                {d.name}
              </option>
            ))}
          </select>
          <label>
            <input type="checkbox" name="undelivered" value="1" defaultChecked={params.undelivered === "1"} data-testid="undelivered-filter" /> Not delivered only
          </label>
          <button type="submit" className="btn btn-outline">
            Show
          </button>
        </form>
        <form action={logoutAction}>
          <button type="submit" className="btn btn-outline">
            Sign out
          </button>
        </form>
      </div>
      {items.length === 0 ? (
        <p data-testid="no-leads">No leads yet{dealership ? ` for ${dealership.name}` : ""}.</p>
      ) : (
        <table className={styles.table} data-testid="leads-table">
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Lead</th>
              <th scope="col">Customer</th>
              <th scope="col">About</th>
              <th scope="col">Deliveries</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const { lead, dealershipSlug, deliveries } = item;
              const times = leadTimes(item, zones);
              const p = lead.payload as Record<string, unknown>;
              const v = p.vehicle as { year?: number; make?: string; model?: string; stock?: string } | null;
              return (
                <tr key={lead.id} data-testid="lead-row" data-lead-id={lead.publicId}>
                  <td>
                    <time dateTime={lead.createdAt.toISOString()} data-testid="lead-received">
                      {times.received}
                    </time>
                    <details className={styles.small}>
                      <summary>Delete</summary>
                      <form action={deleteLeadAction}>
                        <input type="hidden" name="lead_id" value={lead.publicId} />
                        <label>
                          <input type="checkbox" name="confirm" value="yes" required /> The customer asked for their details to be deleted
                        </label>{" "}
                        <button type="submit" className={styles.resend}>
                          Delete lead
                        </button>
                      </form>
                    </details>
                  </td>
                  <td>
                    {FORM_TITLES[lead.form] ?? lead.form}
                    {lead.completedAt ? null : <span className={`${styles.status} ${styles.pending}`}> incomplete</span>}
                    <div className={styles.small}>{typeof p.category === "string" ? p.category : null}</div>
                    <div className={styles.small} data-testid="lead-row-reference">Ref {leadReference(lead.id)} · {lead.publicId}</div>
                    <form action={leadStatusAction} className={styles.workflow} data-testid="lead-workflow" data-status={lead.workflowStatus}>
                      <input type="hidden" name="lead_id" value={lead.publicId} />
                      <input type="hidden" name="back" value={back} />
                      <label>
                        Stage{" "}
                        <select name="status" defaultValue={lead.workflowStatus}>
                          {LEAD_STATUSES.map((st) => (
                            <option key={st} value={st}>
                              {LEAD_STATUS_LABELS[st]}
                            </option>
                          ))}
                        </select>
                      </label>{" "}
                      <label>
                        If lost, why{" "}
                        <select name="lost_reason" defaultValue={lead.lostReason ?? ""}>
                          <option value="">—</option>
                          {LOST_REASONS.map((r) => (
                            <option key={r} value={r}>
                              {r}
                            </option>
                          ))}
                        </select>
                      </label>{" "}
                      <button type="submit" className={styles.resend}>
                        Save stage
                      </button>
                      {lead.workflowStatus === "lost" && lead.lostReason ? <div className={styles.small}>Lost: {lead.lostReason}</div> : null}
                      {lead.statusChangedAt ? <div className={styles.small}>{LEAD_STATUS_LABELS[lead.workflowStatus as LeadStatus] ?? lead.workflowStatus} since {formatLeadTime(lead.statusChangedAt, times.timeZone)}</div> : null}
                    </form>
                  </td>
                  <td>
                    {[lead.name, lead.lastName].filter(Boolean).join(" ") || "—"}
                    <div className={styles.small}>{lead.email}</div>
                    <div className={styles.small}>
                      {lead.phone} {lead.postcode ? `· ${lead.postcode}` : ""}
                    </div>
                  </td>
                  <td>
                    {v ? `${v.year ?? ""} ${v.make ?? ""} ${v.model ?? ""}`.trim() : "—"}
                    {v?.stock ? <div className={styles.small}>Stock {v.stock}</div> : null}
                    {times.testDrive ? (
                      <div className={styles.small} data-testid="lead-test-drive">
                        Test drive: {times.testDrive}
                      </div>
                    ) : null}
                    {typeof p.message === "string" && p.message ? <div className={styles.small}>“{p.message.slice(0, 140)}”</div> : null}
                    <div className={styles.small}>{dealershipSlug}</div>
                    {item.notes.length ? (
                      <ul className={styles.notes} data-testid="lead-notes">
                        {item.notes.map((n) => (
                          <li key={n.id}>
                            <span className={styles.small}>{formatLeadTime(n.createdAt, times.timeZone)}:</span> {n.body}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <form action={leadNoteAction} className={styles.noteForm}>
                      <input type="hidden" name="lead_id" value={lead.publicId} />
                      <input type="hidden" name="back" value={back} />
                      <label className="visually-hidden" htmlFor={`note-${lead.publicId}`}>
                        Note on this lead
                      </label>
                      <textarea id={`note-${lead.publicId}`} name="note" rows={2} maxLength={NOTE_MAX} placeholder="Add a note (called, left a message…)" required />
                      <button type="submit" className={styles.resend}>
                        Add note
                      </button>
                    </form>
                  </td>
                  <td>
                    {deliveries.length ? (
                      <ul className={styles.deliveries}>
                        {deliveries.map((d) => (
                          <DeliveryLine key={d.id} d={d} back={back} />
                        ))}
                      </ul>
                    ) : (
                      <span className={styles.small}>{lead.completedAt ? "No destination configured" : "Not sent until completed"}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p>
        {page > 1 ? <Link href={`/admin/leads?${new URLSearchParams({ ...(dealership ? { dealership: dealership.slug } : {}), ...(params.undelivered === "1" ? { undelivered: "1" } : {}), page: String(page - 1) })}`}>← Newer</Link> : null}{" "}
        {items.length === PAGE_SIZE ? <Link href={`/admin/leads?${new URLSearchParams({ ...(dealership ? { dealership: dealership.slug } : {}), ...(params.undelivered === "1" ? { undelivered: "1" } : {}), page: String(page + 1) })}`}>Older →</Link> : null}
      </p>
    </div>
  );
}
