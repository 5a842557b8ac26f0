import type { Metadata } from "next";
import Link from "next/link";
import { requireStaff } from "@/web/console-session";
import { listEditableLocations } from "@/staff/location-hours";
import { weeklyHoursRows } from "@/domain/opening-hours";
import { countOf } from "@/domain/count-of";
import styles from "../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Opening hours", robots: { index: false, follow: false } };

/** The locations whose hours the member looks after, each with its week at a glance. */
export default async function ConsoleLocations() {
  const { db, site, member } = await requireStaff("/console/locations", "hours:edit");
  const list = await listEditableLocations(db, site, member);
  const dealerName = (id: number) => site.dealerships.find((d) => d.id === id)?.name ?? "";
  return (
    <div>
      <h1 className={styles.title}>Opening hours</h1>
      <p className={styles.lede}>Each location&rsquo;s week and its special days (public holidays, stocktake). Shoppers see them on the location page and in the footer, and test drives are offered only in open hours.</p>
      {list.length === 0 ? (
        <p className={styles.card}>No locations in your reach.</p>
      ) : (
        <ul className={styles.cardList} data-testid="console-locations">
          {list.map((l) => (
            <li key={l.id} className={styles.card} data-testid="console-location">
              <h2 style={{ margin: 0, fontSize: "1.1rem" }}>
                <Link href={`/console/locations/${l.id}`}>{l.name}</Link>
              </h2>
              <p className={styles.muted} style={{ margin: "0.25rem 0" }}>
                {dealerName(l.dealershipId)}
                {l.visible ? "" : " · not shown on the website"} · {countOf(l.specialHours.length, "special day")}
              </p>
              <p style={{ margin: 0 }}>{weeklyHoursRows(l.openingHours).map((r) => `${r.label} ${r.text}`).join(" · ") || "No hours set"}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
