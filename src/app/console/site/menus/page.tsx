import type { Metadata } from "next";
import Link from "next/link";
import { requireStaff } from "@/web/console-session";
import { buildStandardMenu } from "@/site/menu";
import { MENU_LINK_ROWS } from "@/site/menu-editor";
import { loadSiteChrome } from "@/site/chrome";
import { listShownOwnPages } from "@/site/pages";
import { listFeatureVersions } from "@/staff/site-features";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../../Outcome";
import { VersionHistory } from "../../VersionHistory";
import { SiteEditorNav } from "../SiteEditorNav";
import { publishMenusAction, undoMenusAction } from "../../actions";
import styles from "../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Menus", robots: { index: false, follow: false } };

const SECTION_NAMES = { stock: "Our Stock", shopping: "Shopping Tools", ownership: "Ownership", company: "Company" } as const;
/** Blank rows under the site's own links, for new ones. */
const BLANK_ROWS = 3;

/** The menus editor: which standard links show, and the site's own links, published with the features' history. */
export default async function ConsoleMenus({ searchParams }: { searchParams: Promise<{ done?: string; error?: string; field?: string }> }) {
  const params = await searchParams;
  const { db, site } = await requireStaff("/console/site/menus", "site:edit");
  const [chrome, ownPages, versions, zones] = await Promise.all([loadSiteChrome(db, site), listShownOwnPages(db, site), listFeatureVersions(db, site), dealershipTimeZones(db, site)]);
  const standard = buildStandardMenu({
    config: site.config,
    dealerships: site.dealerships,
    models: [],
    hasBlogPosts: chrome.hasBlogPosts,
    teamLocationSlug: chrome.locations.find((l) => l.team.length > 0)?.slug ?? null,
  });
  const hidden = new Set(site.config.menus.hidden);
  const own = site.config.menus.links;
  const rows = [...own, ...Array.from({ length: Math.min(BLANK_ROWS, MENU_LINK_ROWS - own.length) }, () => ({ section: "company" as const, label: "", href: "" }))];
  const bad = (f: string) => (params.field === f ? true : undefined);
  return (
    <div>
      <SiteEditorNav here="/console/site/menus" />
      <h1 className={styles.title}>Menus</h1>
      <p className={styles.lede}>
        The header&rsquo;s and footer&rsquo;s links. Untick a standard link to leave it out; add links of your own to any menu: a page of this site, one of{" "}
        <Link href="/console/site/pages">your own pages</Link>, a search (like <code>/search/used-cars?body=ute</code>) or another website (https://…). A link to an address this site does not
        serve is refused, so no menu ends in &ldquo;not found&rdquo;.
      </p>
      <Outcome done={params.done} error={params.error} field={params.field} />
      <form action={publishMenusAction} data-testid="menus-form">
        <input type="hidden" name="back" value="/console/site/menus" />
        {standard.map((s) =>
          "links" in s ? (
            <fieldset key={s.id} className={styles.card} style={{ marginBottom: "1rem", minWidth: 0 }}>
              <legend className={styles.legend}>{s.label}</legend>
              <ul className={styles.toggleList}>
                {s.links.map((l, i) => {
                  const id = `menu-${s.id}-${i}`;
                  return (
                    <li key={`${l.href}-${i}`} className={styles.toggle}>
                      <input type="hidden" name="listed" value={l.href} />
                      <input type="checkbox" id={id} name="show" value={l.href} defaultChecked={!hidden.has(l.href)} />
                      <label htmlFor={id}>
                        Show {l.label} <span className={styles.muted}>{l.href}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ) : null,
        )}
        <fieldset className={styles.card} style={{ marginBottom: "1rem", minWidth: 0 }} data-testid="menus-own-links">
          <legend className={styles.legend}>Your own links</legend>
          <p className={styles.muted}>
            Shown after the menu&rsquo;s standard links, in this order. Clear a row&rsquo;s words and address to take the link out.
            {ownPages.length ? ` Your pages: ${ownPages.map((p) => p.path).join(", ")}.` : ""}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Menu</th>
                  <th scope="col">Words</th>
                  <th scope="col">Address</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((l, i) => (
                  <tr key={i} data-testid="menus-link-row" data-blank={l.label ? undefined : "true"}>
                    <td>
                      <select name={`link${i}_section`} defaultValue={l.section} aria-label={`Menu of link ${i + 1}`} className={styles.input} aria-invalid={bad(`link${i}_section`)}>
                        {Object.entries(SECTION_NAMES).map(([value, name]) => (
                          <option key={value} value={value}>
                            {name}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <input name={`link${i}_label`} defaultValue={l.label} maxLength={40} aria-label={`Words of link ${i + 1}`} className={styles.input} aria-invalid={bad(`link${i}_label`)} />
                    </td>
                    <td>
                      <input name={`link${i}_href`} defaultValue={l.href} aria-label={`Address of link ${i + 1}`} className={styles.input} aria-invalid={bad(`link${i}_href`)} placeholder="/pages/… or https://…" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </fieldset>
        <div className={styles.stickyBar}>
          <button type="submit" className="btn btn-primary" data-testid="menus-publish">
            Publish menus
          </button>
        </div>
      </form>
      <VersionHistory
        heading="Published sets (menus, features and home page share one history)"
        versions={versions}
        zone={zones.fallback}
        current="on the website now"
        empty="The site has the menus its site file sets; nothing has been published here yet."
        testId="menus-history"
        undo={{ action: undoMenusAction, fields: { back: "/console/site/menus" }, label: "Undo: put the previous set back", testId: "menus-undo" }}
      />
    </div>
  );
}
