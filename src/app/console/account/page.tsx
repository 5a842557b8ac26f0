import type { Metadata } from "next";
import { requireStaff } from "@/web/console-session";
import { listPasskeys } from "@/staff/passkeys";
import { listStaffSessions } from "@/staff/sessions";
import { STAFF_ROLE_LABELS } from "@/domain/staff-roles";
import { formatLeadTime } from "@/domain/lead-export";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../Outcome";
import { removePasskeyAction, revokeSessionAction } from "../actions";
import { AddPasskey } from "./AddPasskey";
import styles from "../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your account", robots: { index: false, follow: false } };

export default async function ConsoleAccount({ searchParams }: { searchParams: Promise<{ welcome?: string; done?: string; error?: string }> }) {
  const { db, site, member, sessionHash } = await requireStaff("/console/account");
  const params = await searchParams;
  const [passkeys, sessions, zones] = await Promise.all([listPasskeys(db, site, member), listStaffSessions(db, site, member), dealershipTimeZones(db, site)]);
  const ZONE = zones.zoneOf(member.dealershipId);
  const dealership = site.dealerships.find((d) => d.id === member.dealershipId);
  return (
    <div>
      <h1 className={styles.title}>Your account</h1>
      <p className={styles.lede}>
        {member.name} · {member.email} · {STAFF_ROLE_LABELS[member.role]}
        {dealership ? ` at ${dealership.name}` : ` of every ${site.name} dealership`}
      </p>
      {params.welcome ? (
        <p role="status" className={styles.done} data-testid="console-welcome">
          Welcome. Add a passkey now so that next time you sign in with your fingerprint, face or device PIN instead of an e-mail.
        </p>
      ) : null}
      <Outcome done={params.done} error={params.error} />
      <section className={styles.card} aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading" style={{ marginTop: 0 }}>
          Passkeys
        </h2>
        {passkeys.length ? (
          <ul className={styles.list} data-testid="passkey-list">
            {passkeys.map((p) => (
              <li key={p.id}>
                {p.label} <span className={styles.muted}>· added {formatLeadTime(p.createdAt, ZONE)}{p.lastUsedAt ? ` · last used ${formatLeadTime(p.lastUsedAt, ZONE)}` : ""}</span>
                <form action={removePasskeyAction} style={{ display: "inline", marginLeft: "0.5rem" }}>
                  <input type="hidden" name="passkey" value={p.id} />
                  <input type="hidden" name="back" value="/console/account" />
                  <button type="submit" className="btn btn-outline" aria-label={`Remove passkey ${p.label}`}>
                    Remove
                  </button>
                </form>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>No passkey yet: you sign in with e-mailed links.</p>
        )}
        <AddPasskey />
      </section>
      <section className={styles.card} aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" style={{ marginTop: 0 }}>
          Where you are signed in
        </h2>
        <ul className={styles.list} data-testid="session-list">
          {sessions.map((s) => (
            <li key={s.idHash}>
              {s.userAgent ? s.userAgent.slice(0, 80) : "Unknown browser"} · by {s.method === "passkey" ? "passkey" : "e-mailed link"} · last active {formatLeadTime(s.lastSeenAt, ZONE)}
              {s.idHash === sessionHash ? <strong> (this browser)</strong> : null}
              <form action={revokeSessionAction} style={{ display: "inline", marginLeft: "0.5rem" }}>
                <input type="hidden" name="session" value={s.idHash} />
                <input type="hidden" name="back" value="/console/account" />
                <button type="submit" className="btn btn-outline">
                  Sign out there
                </button>
              </form>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
