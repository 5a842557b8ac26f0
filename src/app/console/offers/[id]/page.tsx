import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff } from "@/web/console-session";
import { findConsoleOffer, listOfferVersions } from "@/staff/console-offers";
import { coversDealership, dealershipScope } from "@/domain/staff-roles";
import { offerState } from "@/domain/offer-edit";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../../Outcome";
import { VersionHistory } from "../../VersionHistory";
import { OfferForm } from "../OfferForm";
import { offerModels } from "../offer-models";
import { endOfferAction, removeOfferAction, undoOfferAction } from "../../actions";
import styles from "../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Offer", robots: { index: false, follow: false } };

export default async function EditOffer({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string; error?: string; field?: string }> }) {
  const { id } = await params;
  const query = await searchParams;
  const here = `/console/offers/${id.replace(/\D/g, "")}`;
  const { db, site, member } = await requireStaff(here, "offers:edit");
  const offer = /^\d{1,12}$/.test(id) ? await findConsoleOffer(db, site, member, Number(id)) : null;
  if (!offer) notFound();
  const [versions, zones] = await Promise.all([listOfferVersions(db, site, offer.id), dealershipTimeZones(db, site)]);
  const zone = zones.zoneOf(offer.dealershipId);
  const state = offerState(offer, new Date());
  const live = state === "running" && !offer.excludedWebsiteIds.includes(site.id);
  return (
    <div>
      <p className={styles.muted}>
        <Link href="/console/offers">← Offers</Link>
      </p>
      <h1 className={styles.title}>{offer.name}</h1>
      <p className={styles.lede}>
        {live ? (
          <>
            On the website now:{" "}
            <a href={`/offers/${offer.id}`} data-testid="offer-on-site">
              see it
            </a>
            .
          </>
        ) : state === "scheduled" ? (
          "Not on the website yet: it starts on its first day."
        ) : state === "ended" ? (
          "Ended: no longer on the website."
        ) : (
          "Hidden from the website."
        )}
      </p>
      <Outcome done={query.done} error={query.error} field={query.field} />
      <OfferForm offer={offer} siteId={site.id} dealerships={site.dealerships.filter((d) => coversDealership(member, d.id))} siteWide={dealershipScope(member) === null} zone={zone} field={query.field} models={await offerModels(db, site)} />
      {state !== "ended" ? (
        <form action={endOfferAction} style={{ marginTop: "1rem" }}>
          <input type="hidden" name="offer_id" value={offer.id} />
          <input type="hidden" name="back" value={here} />
          <button type="submit" className="btn btn-outline" data-testid="offer-end">
            End it now
          </button>
        </form>
      ) : null}
      <VersionHistory
        heading="Versions"
        versions={versions}
        zone={zone}
        current="current"
        empty="This offer has not been changed here."
        testId="offer-history"
        undo={{ action: undoOfferAction, fields: { offer_id: offer.id, back: here }, label: "Undo: put the previous version back", testId: "offer-undo" }}
      />
      <form action={removeOfferAction} className={styles.card} data-testid="offer-remove-form">
        <input type="hidden" name="offer_id" value={offer.id} />
        <input type="hidden" name="back" value={here} />
        <p>Remove this offer for good (End it now keeps it in this list). The audit log keeps what it was.</p>
        <button type="submit" className="btn btn-outline" data-testid="offer-remove">
          Remove offer
        </button>
      </form>
    </div>
  );
}
