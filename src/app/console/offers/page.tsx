import type { Metadata } from "next";
import Link from "next/link";
import { requireStaff } from "@/web/console-session";
import { listConsoleOffers } from "@/staff/console-offers";
import { offerDays, offerState } from "@/domain/offer-edit";
import { formatPrice } from "@/domain/money";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../Outcome";
import styles from "../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Offers", robots: { index: false, follow: false } };

const STATE = { running: "On the website", scheduled: "Starts later", ended: "Ended" } as const;

/** The offers the member looks after: running and scheduled first, then ended ones. */
export default async function ConsoleOffers({ searchParams }: { searchParams: Promise<{ done?: string; error?: string }> }) {
  const params = await searchParams;
  const { db, site, member } = await requireStaff("/console/offers", "offers:edit");
  const [list, zones] = await Promise.all([listConsoleOffers(db, site, member), dealershipTimeZones(db, site)]);
  const now = new Date();
  const dealerName = (id: number | null) => (id === null ? "Every dealership" : (site.dealerships.find((d) => d.id === id)?.name ?? ""));
  return (
    <div>
      <h1 className={styles.title}>Offers</h1>
      <p className={styles.lede}>
        Special offers on the website, each shown only between its first and last day. <Link href="/console/offers/new">New offer</Link>
      </p>
      <Outcome done={params.done} error={params.error} />
      {list.length === 0 ? (
        <p className={styles.card}>No offers yet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="console-offers">
            <thead>
              <tr>
                <th scope="col">Offer</th>
                <th scope="col">For</th>
                <th scope="col">Runs</th>
                <th scope="col">Price</th>
                <th scope="col">Now</th>
              </tr>
            </thead>
            <tbody>
              {list.map((o) => {
                const zone = zones.zoneOf(o.dealershipId);
                const { first: from, last: to } = offerDays(o, zone);
                const state = offerState(o, now);
                const hidden = o.excludedWebsiteIds.includes(site.id);
                return (
                  <tr key={o.id} data-testid="console-offer" data-state={state}>
                    <td>
                      <Link href={`/console/offers/${o.id}`}>{o.name}</Link>
                    </td>
                    <td>{dealerName(o.dealershipId)}</td>
                    <td>{from || to ? `${from ?? "…"} to ${to ?? "…"}` : "No end"}</td>
                    <td>{o.price ? formatPrice(o.price) : "—"}</td>
                    <td>
                      <span className={styles.badge}>{hidden ? "Hidden" : STATE[state]}</span>
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
