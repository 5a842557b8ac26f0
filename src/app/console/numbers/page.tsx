import type { Metadata } from "next";
import { requireStaff } from "@/web/console-session";
import { conversion, loadNumbers, NUMBERS_PERIODS, type NumbersPeriod } from "@/staff/numbers";
import { FORM_TITLES } from "@/leads/delivery/lead-view";
import { countOf, nounFor } from "@/domain/count-of";
import { formatCount } from "@/domain/stock-count";
import { barChartSvg, dailyChartSvg, type ChartRow } from "../charts";
import styles from "../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Numbers", robots: { index: false, follow: false } };

/** A chart from src/app/console/charts.ts (Observable Plot on the server), or a line when there is nothing to draw. */
function Chart({ label, rows, daily = false }: { label: string; rows: ChartRow[]; daily?: boolean }) {
  if (!rows.length) return <p className={styles.muted}>None in this period.</p>;
  return <div className={styles.chart} data-testid="numbers-chart" dangerouslySetInnerHTML={{ __html: daily ? dailyChartSvg(label, rows) : barChartSvg(label, rows) }} />;
}

/** Views, leads and conversion per car; leads by form, source and day; searches that found nothing. */
export default async function ConsoleNumbers({ searchParams }: { searchParams: Promise<{ days?: string }> }) {
  const asked = Number((await searchParams).days);
  const days: NumbersPeriod = (NUMBERS_PERIODS as readonly number[]).includes(asked) ? (asked as NumbersPeriod) : 30;
  const { db, site, member } = await requireStaff(`/console/numbers?days=${days}`, "audit:view");
  const numbers = (await loadNumbers(db, site, member, days))!;
  return (
    <div>
      <h1 className={styles.title}>Numbers</h1>
      <p className={styles.lede}>
        Last {days} days
        {NUMBERS_PERIODS.filter((p) => p !== days).map((p) => (
          <span key={p}>
            {" · "}
            <a href={`/console/numbers?days=${p}`}>{p} days</a>
          </span>
        ))}
        {" · "}
        <a href={`/console/numbers/export.csv?days=${days}`} download data-testid="numbers-export">
          Export CSV
        </a>
      </p>
      <div className={styles.row} style={{ marginBottom: "1rem" }} data-testid="numbers-totals">
        <p className={styles.card} style={{ margin: 0 }}>
          <strong style={{ fontSize: "1.5rem" }}>{formatCount(numbers.totals.leads)}</strong>
          <br />
          {nounFor(numbers.totals.leads, "lead")} in {days} days
        </p>
        <p className={styles.card} style={{ margin: 0 }}>
          <strong style={{ fontSize: "1.5rem" }}>{formatCount(numbers.totals.views)}</strong>
          <br />
          car page {nounFor(numbers.totals.views, "view")}
        </p>
        <p className={styles.card} style={{ margin: 0 }}>
          <strong style={{ fontSize: "1.5rem" }}>{formatCount(numbers.totals.cars)}</strong>
          <br />
          {nounFor(numbers.totals.cars, "car")} for sale
        </p>
      </div>
      <section className={styles.card} aria-labelledby="by-day">
        <h2 id="by-day" style={{ marginTop: 0 }}>
          Leads per day
        </h2>
        <Chart daily label="Leads per day" rows={numbers.byDay.map((d) => ({ key: d.day, value: d.leads }))} />
      </section>
      <div style={{ display: "grid", gap: "1rem", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))" }}>
        <section className={styles.card} aria-labelledby="by-form">
          <h2 id="by-form" style={{ marginTop: 0 }}>
            Leads by form
          </h2>
          <Chart label="Leads by form" rows={numbers.byForm.map((f) => ({ key: FORM_TITLES[f.form] ?? f.form, value: f.leads }))} />
        </section>
        <section className={styles.card} aria-labelledby="by-source">
          <h2 id="by-source" style={{ marginTop: 0 }}>
            Leads by source page
          </h2>
          <Chart label="Leads by source page" rows={numbers.bySource.map((f) => ({ key: f.source, value: f.leads }))} />
        </section>
      </div>
      <section aria-labelledby="per-car">
        <h2 id="per-car">Most viewed cars</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="numbers-cars">
            <thead>
              <tr>
                <th scope="col">Car</th>
                <th scope="col">Views</th>
                <th scope="col">Leads ({days} days)</th>
                <th scope="col">View to lead</th>
                <th scope="col">In stock</th>
              </tr>
            </thead>
            <tbody>
              {numbers.cars.map((c) => (
                <tr key={c.id}>
                  <td>
                    <a href={`/cars/${c.slug}`}>{c.name}</a>
                    <div className={styles.muted}>Stock {c.stocknum}</div>
                  </td>
                  <td>{c.views.toLocaleString("en-AU")}</td>
                  <td>{c.leads}</td>
                  <td>{conversion(c.leads, c.views)}</td>
                  <td>{countOf(c.daysInStock, "day")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="no-results" style={{ marginTop: "1rem" }}>
        <h2 id="no-results" style={{ marginTop: 0 }}>
          Searches that found nothing
        </h2>
        {numbers.emptySearches.length ? (
          <ul className={styles.list} data-testid="numbers-empty-searches">
            {numbers.emptySearches.map((s) => (
              <li key={`${s.words}|${s.path}`}>
                “{s.words}” <span className={styles.muted}>on {s.path || "search"} · {countOf(s.times, "time")}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>None in this period.</p>
        )}
      </section>
    </div>
  );
}
