import type { Metadata } from "next";
import { requireStaff } from "@/web/console-session";
import { featureToggles, toggleValue, type FeatureToggle } from "@/site/feature-toggles";
import { listFeatureVersions } from "@/staff/site-features";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../../Outcome";
import { VersionHistory } from "../../VersionHistory";
import { publishFeaturesAction, undoFeaturesAction } from "../../actions";
import { SiteEditorNav } from "../SiteEditorNav";
import styles from "../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Site features", robots: { index: false, follow: false } };

const idOf = (key: string) => `feature-${key.replace(/\./g, "-")}`;

/** The site editor's feature toggles: each yes/no setting with its description, published together, with undo. */
export default async function ConsoleSiteFeatures({ searchParams }: { searchParams: Promise<{ done?: string; error?: string; field?: string }> }) {
  const params = await searchParams;
  const { db, site } = await requireStaff("/console/site/features", "site:edit");
  const [versions, zones] = await Promise.all([listFeatureVersions(db, site), dealershipTimeZones(db, site)]);
  const groups = new Map<string, FeatureToggle[]>();
  for (const t of featureToggles()) groups.set(t.group, [...(groups.get(t.group) ?? []), t]);
  return (
    <div>
      <SiteEditorNav here="/console/site/features" />
      <h1 className={styles.title}>Site features</h1>
      <p className={styles.lede}>
        What {site.name} offers shoppers. Tick or untick, then publish: the website changes at once. A page you turn off answers &ldquo;not found&rdquo; and no menu or button links to it.
      </p>
      <Outcome done={params.done} error={params.error} field={params.field} />
      <form action={publishFeaturesAction} data-testid="features-form">
        <input type="hidden" name="back" value="/console/site/features" />
        {[...groups].map(([group, toggles]) => (
          <fieldset key={group} className={styles.card} style={{ marginBottom: "1rem" }}>
            <legend className={styles.legend}>{group}</legend>
            <ul className={styles.toggleList}>
              {toggles.map((t) => (
                <li key={t.key} className={styles.toggle}>
                  <input type="hidden" name={t.key} value="0" />
                  <input type="checkbox" id={idOf(t.key)} name={t.key} value="1" defaultChecked={toggleValue(site.config, t.key)} aria-describedby={`${idOf(t.key)}-key`} />
                  <label htmlFor={idOf(t.key)}>
                    {t.description}
                    <span id={`${idOf(t.key)}-key`} className={styles.muted}>
                      {" "}
                      <code>{t.key}</code>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
        <div className={styles.stickyBar}>
          <button type="submit" className="btn btn-primary" data-testid="features-publish">
            Publish features
          </button>
        </div>
      </form>
      <VersionHistory
        heading="Published sets"
        versions={versions}
        zone={zones.fallback}
        current="on the website now"
        empty="The site has the features its site file sets; nothing has been published here yet."
        testId="features-history"
        undo={{ action: undoFeaturesAction, fields: { back: "/console/site/features" }, label: "Undo: put the previous set back", testId: "features-undo" }}
      />
    </div>
  );
}
