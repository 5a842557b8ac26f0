import styles from "./console-pages.module.css";

interface HeldReservation {
  id: string;
  car_name: string;
  name: string;
  last_name: string;
}

/**
 * The three things a dealer can do with a held deposit — extend the hold by 1 to 336 hours,
 * convert it to a sale, refund it — as plain forms posting to `action`. Used by the console's
 * reservations page and the operator's (/admin/reservations), each with its own server action
 * and its own permission check.
 */
export function ReservationActions({ reservation: r, action, back }: { reservation: HeldReservation; action: (form: FormData) => Promise<void>; back?: string }) {
  const hidden = (kind: string) => (
    <>
      <input type="hidden" name="reservation_id" value={r.id} />
      <input type="hidden" name="action" value={kind} />
      {back ? <input type="hidden" name="back" value={back} /> : null}
    </>
  );
  return (
    <div className={styles.row}>
      <form action={action} className={styles.row}>
        {hidden("extend")}
        <label className={styles.form}>
          Hours
          <input name="hours" type="number" min={1} max={336} defaultValue={24} className={styles.input} style={{ width: "5.5rem" }} />
        </label>
        <button type="submit" className="btn btn-outline" aria-label={`Extend the hold on ${r.car_name}`}>
          Extend
        </button>
      </form>
      <form action={action}>
        {hidden("convert")}
        <button type="submit" className="btn btn-outline" aria-label={`Mark ${r.car_name} sold to ${r.name} ${r.last_name}`}>
          Convert to sale
        </button>
      </form>
      <form action={action}>
        {hidden("refund")}
        <button type="submit" className="btn btn-outline" aria-label={`Refund ${r.name} ${r.last_name}'s deposit for ${r.car_name}`} data-testid="refund-button">
          Refund deposit
        </button>
      </form>
    </div>
  );
}
