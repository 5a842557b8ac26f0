import type { Metadata } from "next";
import Link from "next/link";
import { requireStaff } from "@/web/console-session";
import { listRoutingRules } from "@/staff/lead-routing";
import { listAssignableStaff } from "@/staff/accounts";
import { coversDealership, mayTakeLead, type StaffRole } from "@/domain/staff-roles";
import { ROUTING_CAR_TYPES, ROUTING_FORMS } from "@/domain/lead-routing";
import { Outcome } from "../../Outcome";
import { addRoutingRuleAction, removeRoutingRuleAction } from "../../actions";
import styles from "../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Lead routing", robots: { index: false, follow: false } };

const CAR_LABELS: Record<string, string> = { new: "New cars", used: "Used cars", demo: "Demo cars" };
/** A member's role under their dealership's heading in the "Go to" list, where "dealership" goes without saying. */
const ROLE_IN_GROUP: Record<StaffRole, string> = { group_admin: "group admin", manager: "manager", salesperson: "salesperson" };

/** Who gets a dealership's new leads: rules that assign them to a member, e-mail them, or both. */
export default async function LeadRouting({ searchParams }: { searchParams: Promise<{ done?: string; error?: string; field?: string }> }) {
  const params = await searchParams;
  const { db, site, member } = await requireStaff("/console/leads/routing", "leads:assign");
  const [rules, team] = await Promise.all([listRoutingRules(db, site, member), listAssignableStaff(db, site)]);
  const dealerships = site.dealerships.filter((d) => coversDealership(member, d.id));
  const candidates = team.filter((m) => dealerships.some((d) => mayTakeLead(m, d.id)));
  const dealerName = (id: number) => site.dealerships.find((d) => d.id === id)?.name ?? "—";
  // Grouped by dealership so that each choice is a short "name (role)": a phone shows the selected
  // choice in one line, and "name (role, dealership)" ran to twice the select's width at 390 px.
  const staffGroups = [...new Set(candidates.map((m) => m.dealershipId ?? null))].map((id) => ({
    label: id ? dealerName(id) : "Whole group",
    members: candidates.filter((m) => (m.dealershipId ?? null) === id),
  }));
  return (
    <div>
      <p className={styles.muted}>
        <Link href="/console/leads">← Leads</Link>
      </p>
      <h1 className={styles.title}>Lead routing</h1>
      <p className={styles.lede}>
        Who gets each new lead. A rule can assign the lead to a member, e-mail it to them, or both; the most specific rule assigns (form and car, then form, then car, then any), and every matching rule e-mails. The dealership&rsquo;s usual lead e-mail and CRM deliveries still go as set up.
      </p>
      <Outcome done={params.done} error={params.error} field={params.field} />
      {rules.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="routing-rules">
            <thead>
              <tr>
                <th scope="col">Dealership</th>
                <th scope="col">Leads</th>
                <th scope="col">Goes to</th>
                <th scope="col">How</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.map((r) => (
                <tr key={r.id} data-testid="routing-rule">
                  <td>{dealerName(r.dealershipId)}</td>
                  <td>
                    {r.form ? ROUTING_FORMS[r.form] ?? r.form : "Every form"} · {r.carType ? CAR_LABELS[r.carType] : "any car"}
                  </td>
                  <td>
                    {r.staffName}
                    {r.staffDisabled ? <span className={styles.muted}> (disabled: skipped)</span> : null}
                  </td>
                  <td>{[r.assign ? "assigned" : null, r.notify ? "e-mailed" : null].filter(Boolean).join(" and ")}</td>
                  <td>
                    <form action={removeRoutingRuleAction}>
                      <input type="hidden" name="rule_id" value={r.id} />
                      <input type="hidden" name="back" value="/console/leads/routing" />
                      <button type="submit" className="btn btn-outline" aria-label={`Remove the rule sending ${r.form ? ROUTING_FORMS[r.form] : "every"} lead to ${r.staffName}`}>
                        Remove
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.card} data-testid="no-routing-rules">
          No rules yet: new leads go to the dealership&rsquo;s lead e-mail and wait in this inbox, unassigned.
        </p>
      )}
      <form action={addRoutingRuleAction} className={`${styles.card} ${styles.form}`} style={{ marginTop: "1rem" }} data-testid="routing-form">
        <h2 style={{ marginTop: 0 }}>Add a rule</h2>
        <input type="hidden" name="back" value="/console/leads/routing" />
        <label htmlFor="rule-dealership">Dealership</label>
        <select id="rule-dealership" name="dealership" className={styles.input} aria-invalid={params.field === "dealership" || undefined}>
          {dealerships.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
        <label htmlFor="rule-form">Leads from</label>
        <select id="rule-form" name="form" className={styles.input} aria-invalid={params.field === "form" || undefined}>
          <option value="any">Every form</option>
          {Object.entries(ROUTING_FORMS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor="rule-car">About</label>
        <select id="rule-car" name="carType" className={styles.input} aria-invalid={params.field === "carType" || undefined}>
          <option value="any">Any car (or none)</option>
          {ROUTING_CAR_TYPES.map((t) => (
            <option key={t} value={t}>
              {CAR_LABELS[t]}
            </option>
          ))}
        </select>
        <label htmlFor="rule-staff">Go to</label>
        <select id="rule-staff" name="staff" className={styles.input} aria-invalid={params.field === "staff" || undefined}>
          {staffGroups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.members.map((m) => (
                <option key={m.id} value={m.id}>
                  {`${m.name} (${ROLE_IN_GROUP[m.role]})`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <fieldset className={styles.form} aria-invalid={params.field === "assign" || undefined}>
          <legend>How</legend>
          <label>
            <input type="checkbox" name="assign" value="1" defaultChecked /> Assign the lead to them
          </label>
          <label>
            <input type="checkbox" name="notify" value="1" defaultChecked /> E-mail the lead to them
          </label>
        </fieldset>
        <button type="submit" className="btn btn-primary">
          Add rule
        </button>
      </form>
    </div>
  );
}
