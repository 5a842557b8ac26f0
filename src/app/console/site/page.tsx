import type { Metadata } from "next";
import { requireStaff } from "@/web/console-session";
import { FONT_STACKS, listThemeVersions } from "@/staff/site-theme";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../Outcome";
import { undoThemeAction } from "../actions";
import { ThemeEditor } from "./ThemeEditor";
import { VersionHistory } from "../VersionHistory";
import { SiteEditorNav } from "./SiteEditorNav";
import styles from "../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Site look", robots: { index: false, follow: false } };

/** The site editor's theme: edit with a live preview, publish, and undo to the look before. */
export default async function ConsoleSite({ searchParams }: { searchParams: Promise<{ done?: string; error?: string; field?: string }> }) {
  const params = await searchParams;
  const { db, site } = await requireStaff("/console/site", "site:edit");
  const [versions, zones] = await Promise.all([listThemeVersions(db, site), dealershipTimeZones(db, site)]);
  const t = site.theme;
  return (
    <div>
      <SiteEditorNav here="/console/site" />
      <h1 className={styles.title}>Site look</h1>
      <p className={styles.lede}>The logo, colours, fonts and corners of {site.name}. Colours must stay readable (at least 4.5 : 1), or the site will not publish them.</p>
      <Outcome done={params.done} error={params.error} field={params.field} />
      <ThemeEditor siteName={site.name} fonts={FONT_STACKS} initial={{ logo_url: t.logo_url ?? "", logo_text: t.logo_text ?? "", colors: { ...t.colors }, font_heading: t.font_heading, font_body: t.font_body, radius: t.radius }} />
      <VersionHistory
        heading="Published looks"
        versions={versions}
        zone={zones.fallback}
        current="on the website now"
        empty="The site shows the look from its site file; nothing has been published here yet."
        testId="theme-history"
        undo={{ action: undoThemeAction, fields: { back: "/console/site" }, label: "Undo: put the previous look back", testId: "theme-undo" }}
      />
    </div>
  );
}
