import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff } from "@/web/console-session";
import { findConsolePromo, listPromoVersions } from "@/staff/console-promos";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../../../Outcome";
import { VersionHistory } from "../../../VersionHistory";
import { PromoForm } from "../PromoForm";
import { removePromoAction, undoPromoAction } from "../../../actions";
import styles from "../../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Promo tile", robots: { index: false, follow: false } };

export default async function EditPromo({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string; error?: string; field?: string }> }) {
  const { id } = await params;
  const query = await searchParams;
  const here = `/console/site/promos/${id.replace(/\D/g, "")}`;
  const { db, site, member } = await requireStaff(here, "site:edit");
  const promo = /^\d{1,12}$/.test(id) ? await findConsolePromo(db, site, member, Number(id)) : null;
  if (!promo) notFound();
  const [versions, zones] = await Promise.all([listPromoVersions(db, site, promo.id), dealershipTimeZones(db, site)]);
  return (
    <div>
      <p className={styles.muted}>
        <Link href="/console/site/promos">← Promo tiles</Link>
      </p>
      <h1 className={styles.title}>{promo.title}</h1>
      <Outcome done={query.done} error={query.error} field={query.field} />
      <PromoForm promo={promo} positions={site.config.promo_tile_positions} zone={zones.fallback} field={query.field} />
      <VersionHistory
        heading="Versions"
        versions={versions}
        zone={zones.fallback}
        current="current"
        empty="This tile comes from the site file; it has not been changed here."
        testId="promo-history"
        undo={{ action: undoPromoAction, fields: { promo_id: promo.id, back: here }, label: "Undo: put the previous version back", testId: "promo-undo" }}
      />
      <form action={removePromoAction} className={styles.card} data-testid="promo-remove-form">
        <input type="hidden" name="promo_id" value={promo.id} />
        <input type="hidden" name="back" value={here} />
        <p>Remove this tile for good (to take it off for a while, untick &ldquo;Show it&rdquo; instead). The audit log keeps what it was.</p>
        <button type="submit" className="btn btn-outline" data-testid="promo-remove">
          Remove tile
        </button>
      </form>
    </div>
  );
}
