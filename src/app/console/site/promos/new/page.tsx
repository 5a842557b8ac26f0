import type { Metadata } from "next";
import Link from "next/link";
import { requireStaff } from "@/web/console-session";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../../../Outcome";
import { PromoForm } from "../PromoForm";
import styles from "../../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "New promo tile", robots: { index: false, follow: false } };

export default async function NewPromo({ searchParams }: { searchParams: Promise<{ error?: string; field?: string }> }) {
  const params = await searchParams;
  const { db, site } = await requireStaff("/console/site/promos/new", "site:edit");
  const zones = await dealershipTimeZones(db, site);
  return (
    <div>
      <p className={styles.muted}>
        <Link href="/console/site/promos">← Promo tiles</Link>
      </p>
      <h1 className={styles.title}>New promo tile</h1>
      <Outcome error={params.error} field={params.field} />
      <PromoForm promo={null} positions={site.config.promo_tile_positions} zone={zones.fallback} field={params.field} />
    </div>
  );
}
