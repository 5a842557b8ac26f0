import type { Metadata } from "next";
import { requireStaff } from "@/web/console-session";
import { listAudit } from "@/staff/audit";
import { formatLeadTime } from "@/domain/lead-export";
import { dealershipTimeZones } from "@/web/admin-leads";
import styles from "../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Audit log", robots: { index: false, follow: false } };

const PAGE_SIZE = 100;

function fields(v: Record<string, unknown> | null): string {
  if (!v) return "—";
  return Object.entries(v)
    .map(([k, x]) => `${k}: ${x === null ? "—" : typeof x === "object" ? JSON.stringify(x) : String(x)}`)
    .join(", ");
}

/** Every change made in the console (who, what, before → after), newest first. */
export default async function ConsoleAudit({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = Math.max(1, Math.floor(Number((await searchParams).page)) || 1);
  const { db, site, member } = await requireStaff("/console/audit", "audit:view");
  const [rows, zones] = await Promise.all([listAudit(db, site, member, { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE }), dealershipTimeZones(db, site)]);
  return (
    <div>
      <h1 className={styles.title}>Audit log</h1>
      <p className={styles.lede}>Every change made in the console{member.role === "group_admin" ? "" : " at your dealership"}, newest first.</p>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="audit-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, PAGE_SIZE).map((r) => (
              <tr key={r.id} data-testid="audit-row" data-action={r.action}>
                <td>{formatLeadTime(r.createdAt, zones.zoneOf(r.dealershipId))}</td>
                <td>{r.actor}</td>
                <td>
                  {r.action} <span className={styles.muted}>· {r.subjectType} {r.subjectId}</span>
                </td>
                <td>{fields(r.before)}</td>
                <td>{fields(r.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" className={styles.pager}>
        {page > 1 ? <a href={`/console/audit?page=${page - 1}`}>← Newer</a> : null}
        {rows.length > PAGE_SIZE ? <a href={`/console/audit?page=${page + 1}`}>Older →</a> : null}
      </nav>
    </div>
  );
}
