import type { Metadata } from "next";
import { requireStaff } from "@/web/console-session";
import { listConsoleReservations } from "@/staff/console-reservations";
import { formatPrice } from "@/domain/money";
import { formatLeadTime } from "@/domain/lead-export";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../Outcome";
import { ReservationActions } from "../ReservationActions";
import { reservationConsoleAction } from "../actions";
import styles from "../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Reservations", robots: { index: false, follow: false } };

const STATUS: Record<string, string> = { pending_payment: "Awaiting payment", held: "Held", expired: "Expired", refunded: "Refunded", converted: "Sold", cancelled: "Cancelled", failed: "Payment failed" };

/** Deposits on the cars the member reaches: a held one can be extended, converted to a sale or refunded. */
export default async function ConsoleReservations({ searchParams }: { searchParams: Promise<{ done?: string; error?: string; field?: string }> }) {
  const params = await searchParams;
  const { db, site, member } = await requireStaff("/console/reservations", "reservations:manage");
  const [items, zones] = await Promise.all([listConsoleReservations(db, site, member, { limit: 100 }), dealershipTimeZones(db, site)]);
  return (
    <div>
      <h1 className={styles.title}>Reservations</h1>
      <p className={styles.lede}>Refundable deposits shoppers paid to hold a car. A held car shows as reserved on the website until the hold ends.</p>
      <Outcome done={params.done} error={params.error} field={params.field} />
      {items.length === 0 ? (
        <p className={styles.card} data-testid="console-no-reservations">
          No reservations yet.
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="console-reservations">
            <thead>
              <tr>
                <th scope="col">Car</th>
                <th scope="col">Customer</th>
                <th scope="col">Deposit</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => {
                const zone = zones.zoneOf(r.car_dealership_id);
                return (
                  <tr key={r.id} data-testid="console-reservation" data-status={r.status}>
                    <td>
                      <a href={`/cars/${r.car_slug}`}>{r.car_name}</a>
                      <div className={styles.muted}>Stock {r.car_stocknum} · since {formatLeadTime(r.created_at, zone)}</div>
                    </td>
                    <td>
                      {r.name} {r.last_name}
                      <div className={styles.muted}>
                        {r.phone ? <a href={`tel:${r.phone.replace(/\s/g, "")}`}>{r.phone}</a> : null} {r.email}
                      </div>
                    </td>
                    <td>{formatPrice(r.amount_cents / 100)}</td>
                    <td>
                      <span className={styles.badge}>{STATUS[r.status] ?? r.status}</span>
                      {r.status === "held" && r.expires_at ? <div className={styles.muted}>until {formatLeadTime(r.expires_at, zone)}</div> : null}
                      {r.status_reason ? <div className={styles.muted}>{r.status_reason}</div> : null}
                    </td>
                    <td>
                      {r.status === "held" ? (
                        <ReservationActions reservation={r} action={reservationConsoleAction} back="/console/reservations" />
                      ) : (
                        <span className={styles.muted}>—</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
