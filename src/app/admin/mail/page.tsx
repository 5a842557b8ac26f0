import type { Metadata } from "next";
import Link from "next/link";
import { requireAdmin } from "@/admin/session";
import { getCapturedMessage, listCapturedMessages } from "@/leads/store";
import { getPageSite } from "@/web/site-context";
import styles from "../admin.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Captured e-mail", robots: { index: false, follow: false } };

/**
 * The demo's mail catcher: e-mails (lead and ADF) and captured webhook calls that were stored
 * instead of sent, because SMTP_URL is unset (or LEADS_WEBHOOK_TRANSPORT=capture), and sign-in
 * SMS while SMS_WEBHOOK_URL is unset.
 */
export default async function AdminMail({ searchParams }: { searchParams: Promise<{ id?: string }> }) {
  const { id } = await searchParams;
  await requireAdmin(id ? `/admin/mail?id=${encodeURIComponent(id)}` : "/admin/mail");
  const { db, site } = await getPageSite();
  const n = Number(id);
  const message = Number.isSafeInteger(n) && n > 0 ? await getCapturedMessage(db, site, n) : null;
  if (message) {
    return (
      <div className={`container ${styles.page}`}>
        <p>
          <Link href="/admin/mail">← All captured messages</Link>
        </p>
        <h1 data-testid="mail-subject">{message.subject ?? "(no subject)"}</h1>
        <p className={styles.small}>
          {message.channel} · to {message.recipient}
          {message.sender ? ` · from ${message.sender}` : ""} · {message.createdAt.toISOString()}
        </p>
        <h2>Headers</h2>
        <pre className={styles.pre}>{Object.entries(message.headers).map(([k, v]) => `${k}: ${v}`).join("\n")}</pre>
        <h2>{message.channel === "webhook" ? "Body (JSON)" : "Text"}</h2>
        <pre className={styles.pre} data-testid="mail-body">
          {message.body}
        </pre>
        {message.html ? (
          <>
            <h2>HTML</h2>
            <iframe className={styles.frame} sandbox="" srcDoc={message.html} title="HTML version of the e-mail" />
          </>
        ) : null}
      </div>
    );
  }
  const rows = await listCapturedMessages(db, site, { limit: 100 });
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.bar}>
        <div>
          <h1 style={{ margin: 0 }}>Captured e-mail</h1>
          <p className={styles.small} style={{ margin: 0 }}>
            Messages stored locally instead of sent (no SMTP_URL). <Link href="/admin/leads">Leads</Link>
          </p>
        </div>
      </div>
      {rows.length === 0 ? (
        <p>Nothing captured yet.</p>
      ) : (
        <table className={styles.table} data-testid="mail-table">
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Kind</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.id} data-testid="mail-row">
                <td>{m.createdAt.toISOString().slice(0, 19).replace("T", " ")}</td>
                <td>{m.recipient}</td>
                <td>
                  <Link href={`/admin/mail?id=${m.id}`}>{m.subject ?? "(no subject)"}</Link>
                </td>
                <td>{m.channel === "webhook" ? "webhook" : m.channel === "sms" ? "SMS" : m.body.includes("<?adf") ? "ADF" : "e-mail"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
