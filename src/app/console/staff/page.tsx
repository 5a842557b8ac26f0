import type { Metadata } from "next";
import { requireStaff } from "@/web/console-session";
import { listStaff } from "@/staff/accounts";
import { can, dealershipScope, mayDisable, STAFF_ROLE_LABELS, STAFF_ROLES } from "@/domain/staff-roles";
import { formatLeadTime } from "@/domain/lead-export";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../Outcome";
import { disableStaffAction } from "../actions";
import { InviteForm } from "./InviteForm";
import styles from "../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Staff", robots: { index: false, follow: false } };

/** The team: who has an account, their role and dealership, invitations, and disabling an account. */
export default async function ConsoleStaff({ searchParams }: { searchParams: Promise<{ done?: string; error?: string }> }) {
  const params = await searchParams;
  const { db, site, member } = await requireStaff("/console/staff", "staff:view");
  const [team, zones] = await Promise.all([listStaff(db, site, member), dealershipTimeZones(db, site)]);
  const scope = dealershipScope(member);
  const dealerships = (scope === null ? site.dealerships : site.dealerships.filter((d) => scope.includes(d.id))).map((d) => ({ id: d.id, name: d.name }));
  const roles = STAFF_ROLES.filter((r) => member.role === "group_admin" || r === "salesperson").map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] }));
  const dealerName = (id: number | null) => (id === null ? "All dealerships" : (site.dealerships.find((d) => d.id === id)?.name ?? "—"));
  return (
    <div>
      <h1 className={styles.title}>Staff</h1>
      <p className={styles.lede}>{member.role === "group_admin" ? `Everyone with a console account on ${site.name}.` : `The team of ${dealerName(member.dealershipId)}.`}</p>
      <Outcome done={params.done} error={params.error} />
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="staff-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Dealership</th>
              <th scope="col">Last signed in</th>
              <th scope="col">Account</th>
            </tr>
          </thead>
          <tbody>
            {team.map((m) => (
              <tr key={m.id} data-testid="staff-row" data-email={m.email}>
                <td>
                  {m.name}
                  <div className={styles.muted}>{m.email}</div>
                </td>
                <td>{STAFF_ROLE_LABELS[m.role]}</td>
                <td>{dealerName(m.dealershipId)}</td>
                <td>{m.lastSignInAt ? formatLeadTime(m.lastSignInAt, zones.zoneOf(m.dealershipId)) : "Not yet (invited)"}</td>
                <td>
                  {m.disabled ? (
                    "Disabled"
                  ) : mayDisable(member, m) ? (
                    <form action={disableStaffAction}>
                      <input type="hidden" name="staff_id" value={m.id} />
                      <input type="hidden" name="back" value="/console/staff" />
                      <button type="submit" className="btn btn-outline" aria-label={`Disable ${m.name}'s account`}>
                        Disable
                      </button>
                    </form>
                  ) : (
                    "Active"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {can(member, "staff:invite") ? (
        <section className={`${styles.card} ${styles.narrow}`} style={{ marginTop: "1rem" }} aria-labelledby="invite-heading">
          <h2 id="invite-heading" style={{ marginTop: 0 }}>
            Invite someone
          </h2>
          <p className={styles.muted}>They get an e-mail with a link that works for 7 days; after signing in they add a passkey.</p>
          <InviteForm roles={roles} dealerships={dealerships} />
        </section>
      ) : null}
    </div>
  );
}
