import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff } from "@/web/console-session";
import { findConsolePage, listPageVersions } from "@/staff/site-pages";
import { isStandardPagePath } from "@/domain/page-edit";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../../../Outcome";
import { VersionHistory } from "../../../VersionHistory";
import { PageForm } from "../PageForm";
import { removePageAction, undoPageAction } from "../../../actions";
import styles from "../../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Page", robots: { index: false, follow: false } };

export default async function EditPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string; error?: string; field?: string }> }) {
  const { id } = await params;
  const query = await searchParams;
  const here = `/console/site/pages/${id.replace(/\D/g, "")}`;
  const { db, site, member } = await requireStaff(here, "site:edit");
  const page = /^\d{1,12}$/.test(id) ? await findConsolePage(db, site, member, Number(id)) : null;
  if (!page) notFound();
  const [versions, zones] = await Promise.all([listPageVersions(db, site, page.id), dealershipTimeZones(db, site)]);
  const standard = isStandardPagePath(page.path);
  return (
    <div>
      <p className={styles.muted}>
        <Link href="/console/site/pages">← Pages</Link>
      </p>
      <h1 className={styles.title}>{page.title}</h1>
      <p className={styles.lede}>
        At{" "}
        <a href={page.path} target="_blank" rel="noopener">
          {page.path}
        </a>
        {standard ? ", in place of the standard text." : "."}
      </p>
      <Outcome done={query.done} error={query.error} field={query.field} />
      <PageForm page={page} standard={null} field={query.field} />
      <VersionHistory
        heading="Versions"
        versions={versions}
        zone={zones.fallback}
        current="on the website now"
        empty="No earlier versions."
        testId="page-history"
        undo={{ action: undoPageAction, fields: { page_id: page.id, back: here }, label: "Undo: put the previous version back", testId: "page-undo" }}
      />
      <form action={removePageAction} className={styles.card} data-testid="page-remove-form">
        <input type="hidden" name="page_id" value={page.id} />
        <input type="hidden" name="back" value={here} />
        <p>{standard ? "Go back to the standard text: your words are taken off the website (the audit log keeps them)." : "Remove this page: its address answers “not found” and the menus stop linking it."}</p>
        <button type="submit" className="btn btn-outline" data-testid="page-remove">
          {standard ? "Use the standard text again" : "Remove page"}
        </button>
      </form>
    </div>
  );
}
