import type { Metadata } from "next";
import Link from "next/link";
import { requireStaff } from "@/web/console-session";
import { listConsolePromos } from "@/staff/console-promos";
import { isPromoLive } from "@/domain/promo-window";
import { promoDays } from "@/domain/promo-edit";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../../Outcome";
import { SiteEditorNav } from "../SiteEditorNav";
import styles from "../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Promo tiles", robots: { index: false, follow: false } };

/** The tiles among the site's search results, with where each stands today. */
export default async function ConsolePromos({ searchParams }: { searchParams: Promise<{ done?: string; error?: string }> }) {
  const params = await searchParams;
  const { db, site, member } = await requireStaff("/console/site/promos", "site:edit");
  const [list, zones] = await Promise.all([listConsolePromos(db, site, member), dealershipTimeZones(db, site)]);
  const now = new Date();
  return (
    <div>
      <SiteEditorNav here="/console/site/promos" />
      <h1 className={styles.title}>Promo tiles</h1>
      <p className={styles.lede}>
        Tiles among the search results (at result {site.config.promo_tile_positions.join(" and ")} on this site), each shown between its first and last day. <Link href="/console/site/promos/new">New tile</Link>
      </p>
      <Outcome done={params.done} error={params.error} />
      {list.length === 0 ? (
        <p className={styles.card}>No promo tiles yet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="console-promos">
            <thead>
              <tr>
                <th scope="col">Tile</th>
                <th scope="col">Position</th>
                <th scope="col">Runs</th>
                <th scope="col">Now</th>
              </tr>
            </thead>
            <tbody>
              {list.map((p) => {
                const live = isPromoLive({ start: p.startsAt, expiry: p.expiresAt, display: p.display }, now, zones.fallback);
                const { first, last } = promoDays(p, zones.fallback);
                return (
                  <tr key={p.id} data-testid="console-promo" data-live={live}>
                    <td>
                      <Link href={`/console/site/promos/${p.id}`}>{p.title}</Link>
                    </td>
                    <td>{p.position}</td>
                    <td>{first || last ? `${first ?? "…"} to ${last ?? "…"}` : "No end"}</td>
                    <td>
                      <span className={styles.badge}>{live ? "Showing" : p.display ? "Not in its dates" : "Switched off"}</span>
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
