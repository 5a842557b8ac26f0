import type { Metadata } from "next";
import Link from "next/link";
import { requireStaff } from "@/web/console-session";
import { coversDealership, dealershipScope } from "@/domain/staff-roles";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../../Outcome";
import { OfferForm } from "../OfferForm";
import { offerModels } from "../offer-models";
import styles from "../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "New offer", robots: { index: false, follow: false } };

export default async function NewOffer({ searchParams }: { searchParams: Promise<{ error?: string; field?: string }> }) {
  const params = await searchParams;
  const { db, site, member } = await requireStaff("/console/offers/new", "offers:edit");
  const zones = await dealershipTimeZones(db, site);
  const mine = site.dealerships.filter((d) => coversDealership(member, d.id));
  return (
    <div>
      <p className={styles.muted}>
        <Link href="/console/offers">← Offers</Link>
      </p>
      <h1 className={styles.title}>New offer</h1>
      <Outcome error={params.error} field={params.field} />
      <OfferForm offer={null} siteId={site.id} dealerships={mine} siteWide={dealershipScope(member) === null} zone={zones.zoneOf(mine[0]?.id)} field={params.field} models={await offerModels(db, site)} />
    </div>
  );
}
