import type { Metadata } from "next";
import { requireStaff } from "@/web/console-session";
import { listFeatureVersions } from "@/staff/site-features";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../../Outcome";
import { VersionHistory } from "../../VersionHistory";
import { publishHomeAction, undoHomeAction } from "../../actions";
import { SiteEditorNav } from "../SiteEditorNav";
import styles from "../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Home page", robots: { index: false, follow: false } };

const LABELS = { eyebrow: "Small heading (optional)", title: "Title", text: "Text", href: "Link", cta: "Button text", image_url: "Picture address (optional)" } as const;

/** The home page's three tiles and the banner's service-booking link: edit, publish, undo. */
export default async function ConsoleHome({ searchParams }: { searchParams: Promise<{ done?: string; error?: string; field?: string }> }) {
  const params = await searchParams;
  const { db, site } = await requireStaff("/console/site/home", "site:edit");
  const [versions, zones] = await Promise.all([listFeatureVersions(db, site), dealershipTimeZones(db, site)]);
  const custom = site.config.home_tiles;
  const hero = site.config.home_hero;
  const bad = (f: string) => (params.field === f ? true : undefined);
  return (
    <div>
      <SiteEditorNav here="/console/site/home" />
      <h1 className={styles.title}>Home page</h1>
      <p className={styles.lede}>The top banner&rsquo;s words and picture, the three tiles further down, and where the service booking goes. Links are pages of this site (like /finance) or https:// addresses.</p>
      <Outcome done={params.done} error={params.error} field={params.field} />
      <form action={publishHomeAction} data-testid="home-form">
        <input type="hidden" name="back" value="/console/site/home" />
        <fieldset className={`${styles.card} ${styles.form}`} style={{ marginBottom: "1rem" }}>
          <legend className={styles.legend}>Top banner</legend>
          <p className={styles.muted}>Leave a field empty for the standard one: the site&rsquo;s name, a line made from its makes and places, and the theme&rsquo;s colours.</p>
          <label htmlFor="hero_title">Heading (optional)</label>
          <input id="hero_title" name="hero_title" maxLength={80} defaultValue={hero.title ?? ""} placeholder={site.name} className={styles.input} aria-invalid={bad("hero_title")} />
          <label htmlFor="hero_tagline">Line under the heading (optional)</label>
          <textarea id="hero_tagline" name="hero_tagline" rows={2} maxLength={240} defaultValue={hero.tagline ?? ""} className={styles.input} aria-invalid={bad("hero_tagline")} />
          <label htmlFor="hero_image_url">Picture behind the banner (optional; a wide photo, 1600 px or more)</label>
          <input id="hero_image_url" name="hero_image_url" defaultValue={hero.image_url ?? ""} placeholder="https://…" className={styles.input} aria-invalid={bad("hero_image_url")} />
        </fieldset>
        <fieldset className={styles.card} style={{ marginBottom: "1rem" }}>
          <legend className={styles.legend}>Tiles</legend>
          <label>
            <input type="hidden" name="standard" value="0" />
            <input type="checkbox" name="standard" value="1" defaultChecked={!custom} /> Use the standard tiles (the featured new model, finance, and the dealer&rsquo;s commitment); untick to use the three below
          </label>
        </fieldset>
        {[0, 1, 2].map((i) => {
          const t = custom?.[i];
          return (
            <fieldset key={i} className={`${styles.card} ${styles.form}`} style={{ marginBottom: "1rem" }}>
              <legend className={styles.legend}>Tile {i + 1}</legend>
              {(Object.keys(LABELS) as Array<keyof typeof LABELS>).map((f) => (
                <div key={f} className={styles.form}>
                  <label htmlFor={`tile${i}_${f}`}>{LABELS[f]}</label>
                  {f === "text" ? (
                    <textarea id={`tile${i}_${f}`} name={`tile${i}_${f}`} rows={2} maxLength={200} defaultValue={t?.[f] ?? ""} className={styles.input} aria-invalid={bad(`tile${i}_${f}`)} />
                  ) : (
                    <input id={`tile${i}_${f}`} name={`tile${i}_${f}`} defaultValue={t?.[f] ?? ""} className={styles.input} aria-invalid={bad(`tile${i}_${f}`)} />
                  )}
                </div>
              ))}
            </fieldset>
          );
        })}
        <fieldset className={`${styles.card} ${styles.form}`} style={{ marginBottom: "1rem" }}>
          <legend className={styles.legend}>Banner</legend>
          <label htmlFor="service_booking_url">Manufacturer&rsquo;s service booking page (optional; otherwise the banner links this site&rsquo;s service page)</label>
          <input id="service_booking_url" name="service_booking_url" defaultValue={site.config.manufacturer_service_booking_url ?? ""} className={styles.input} aria-invalid={bad("service_booking_url")} placeholder="https://…" />
        </fieldset>
        <div className={styles.stickyBar}>
          <button type="submit" className="btn btn-primary" data-testid="home-publish">
            Publish the home page
          </button>
        </div>
      </form>
      <VersionHistory
        heading="Published site settings (features and home page)"
        versions={versions}
        zone={zones.fallback}
        current="on the website now"
        empty="The home page is as the site file sets it; nothing has been published here yet."
        testId="home-history"
        undo={{ action: undoHomeAction, fields: { back: "/console/site/home" }, label: "Undo: put the previous settings back", testId: "home-undo" }}
      />
    </div>
  );
}
