import type { Metadata } from "next";
import Link from "next/link";
import { requireAdmin } from "@/admin/session";
import { listReservations } from "@/reservations/store";
import { formatPrice } from "@/domain/money";
import { getPageSite } from "@/web/site-context";
import { logoutAction, reservationAction } from "../actions";
import { ReservationActions } from "../../console/ReservationActions";
import styles from "../admin.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Reservations", robots: { index: false, follow: false } };

const when = (d: Date | null) => (d ? `${d.toISOString().slice(0, 16).replace("T", " ")} UTC` : "—");

/** The site's online reservations: held ones can be extended, converted to a sale or refunded. */
export default async function AdminReservations({ searchParams }: { searchParams: Promise<{ done?: string; error?: string }> }) {
  await requireAdmin("/admin/reservations");
  const params = await searchParams;
  const { db, site } = await getPageSite();
  const items = await listReservations(db, site, { limit: 100 });
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.bar}>
        <div>
          <h1 style={{ margin: 0 }}>Reservations</h1>
          <p className={styles.small} style={{ margin: 0 }}>
            {site.name} · <Link href="/admin/leads">Leads</Link> · <Link href="/admin/mail">Captured e-mail</Link>
          </p>
        </div>
        <form action={logoutAction}>
          <button type="submit" className="btn btn-outline">
            Sign out
          </button>
        </form>
      </div>
      {params.done ? (
        <p role="status" data-testid="reservation-action-done">
          Done — {params.done}
        </p>
      ) : null}
      {params.error ? (
        <p role="alert" className={styles.error} data-testid="reservation-action-error">
          {params.error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p data-testid="no-reservations">No reservations yet.</p>
      ) : (
        <table className={styles.table} data-testid="reservations-table">
          <thead>
            <tr>
              <th scope="col">Started</th>
              <th scope="col">Car</th>
              <th scope="col">Customer</th>
              <th scope="col">Deposit</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <tr key={r.id} data-testid="reservation-row" data-reservation-id={r.id} data-status={r.status}>
                <td>{when(r.created_at)}</td>
                <td>
                  <Link href={`/cars/${r.car_slug}`}>{r.car_name}</Link>
                  <div className={styles.small}>Stock {r.car_stocknum}</div>
                </td>
                <td>
                  {r.name} {r.last_name}
                  <div className={styles.small}>{r.email}</div>
                  <div className={styles.small}>
                    {r.phone} · {r.postcode}
                  </div>
                </td>
                <td>
                  {formatPrice(r.amount_cents / 100)}
                  <div className={styles.small}>{r.provider}</div>
                </td>
                <td>
                  <span className={styles.status}>{r.status.replace("_", " ")}</span>
                  {r.status === "held" ? <div className={styles.small}>until {when(r.expires_at)}</div> : null}
                  {r.status_reason ? <div className={styles.small}>{r.status_reason}</div> : null}
                  {r.status === "refunded" ? <div className={styles.small}>{r.refunded_at ? `refunded ${when(r.refunded_at)}` : "refund pending with the processor"}</div> : null}
                </td>
                <td>
                  {r.status === "held" ? (
                    <ReservationActions reservation={r} action={reservationAction} />
                  ) : (
                    <span className={styles.small}>—</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
