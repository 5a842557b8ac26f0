import type { OpeningHour, SpecialHour } from "../../db/types";
import { formatClock, upcomingSpecialHours, weeklyHoursRows } from "../../domain/opening-hours";
import styles from "./content.module.css";

const dateFormat = new Intl.DateTimeFormat("en-AU", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

/**
 * The weekly opening hours (Monday to Friday in one row when they are all the same) with today's
 * row marked, followed by upcoming special hours.
 */
export function HoursTable({ hours, specialHours, today, caption }: { hours: OpeningHour[]; specialHours: SpecialHour[]; today: { ymd: string; weekday: number }; caption: string }) {
  const rows = weeklyHoursRows(hours);
  const special = upcomingSpecialHours(specialHours, today.ymd);
  if (!rows.length && !special.length) return <p className="muted">Please call us for our opening hours.</p>;
  return (
    <div className={styles.hours}>
      {rows.length ? (
        <table className={styles.hoursTable}>
          <caption className="visually-hidden">{caption}</caption>
          <tbody>
            {rows.map((r) => {
              const isToday = r.weekdays.includes(today.weekday);
              return (
                <tr key={r.label} className={isToday ? styles.todayRow : undefined} aria-current={isToday ? "date" : undefined}>
                  <th scope="row">
                    {r.label}
                    {isToday ? <span className={styles.todayBadge}>Today</span> : null}
                  </th>
                  <td className={r.closed ? styles.closed : undefined}>{r.text}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {special.length ? (
        <div className={styles.specialHours}>
          <h3>Special hours</h3>
          <ul>
            {special.map((s) => (
              <li key={s.date}>
                <span>
                  {dateFormat.format(new Date(`${s.date}T00:00:00Z`))}
                  {s.name ? ` · ${s.name}` : ""}
                </span>
                <strong className={s.status === "Closed" ? styles.closed : undefined}>
                  {s.status === "Closed" ? "Closed" : s.start_hour && s.end_hour ? `${formatClock(s.start_hour)} – ${formatClock(s.end_hour)}` : "Open"}
                </strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
