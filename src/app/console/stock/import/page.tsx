import type { Metadata } from "next";
import { requireStaff } from "@/web/console-session";
import { listFeedMappings } from "@/stock/mappings";
import { FEED_PRESETS } from "@/stock/feed-mapping";
import { Outcome } from "../../Outcome";
import { saveMappingAction } from "../../actions";
import { ImportFeedForm } from "./ImportFeedForm";
import { countOf } from "@/domain/count-of";
import styles from "../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Import a feed", robots: { index: false, follow: false } };

const EXAMPLE = JSON.stringify({ preset: "au-dms", columns: { "Yard Notes": null }, dealer_codes: { HCT: "your-dealership-slug" } }, null, 2);

/** The group admin's feed import: a saved column mapping or a preset, a dry run, then the import. */
export default async function ConsoleImport({ searchParams }: { searchParams: Promise<{ done?: string; error?: string; field?: string }> }) {
  const params = await searchParams;
  const { db, site } = await requireStaff("/console/stock/import", "stock:import");
  const mappings = await listFeedMappings(db, site);
  return (
    <div>
      <h1 className={styles.title}>Import a feed</h1>
      <p className={styles.lede}>
        A stock file from your DMS, in its own layout through a saved column mapping, or in ours (docs/stock-import.md). Run it dry first: the report shows every row that
        would be refused, every column left out and every value the mapping altered.
      </p>
      <Outcome done={params.done} error={params.error} field={params.field} />
      <section className={styles.card}>
        <ImportFeedForm mappings={mappings.map((m) => m.name)} presets={Object.keys(FEED_PRESETS)} />
      </section>
      <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="mappings-heading">
        <h2 id="mappings-heading" style={{ marginTop: 0 }}>
          Saved column mappings
        </h2>
        {mappings.length ? (
          <ul className={styles.list} data-testid="saved-mappings">
            {mappings.map((m) => (
              <li key={m.name}>
                <strong>{m.name}</strong>
                {m.mapping.preset ? ` · preset ${m.mapping.preset}` : ""} · {countOf(Object.keys(m.mapping.columns).length, "column rule")} ·{" "}
                {countOf(Object.keys(m.mapping.dealer_codes).length, "dealer code")}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>None yet.</p>
        )}
        <form action={saveMappingAction} className={styles.form} data-testid="mapping-form">
          <input type="hidden" name="back" value="/console/stock/import" />
          <label htmlFor="mapping-name">Name (lower-case letters, digits, hyphens)</label>
          <input id="mapping-name" name="name" type="text" required pattern="[a-z0-9][a-z0-9-]{0,59}" aria-invalid={params.field === "name" ? true : undefined} />
          <label htmlFor="mapping-json">Mapping (JSON: a preset, column headings → our fields or null to leave out, dealer codes → dealership slugs)</label>
          <textarea id="mapping-json" name="mapping" rows={8} required defaultValue={EXAMPLE} style={{ fontFamily: "monospace" }} aria-invalid={params.field?.startsWith("mapping") ? true : undefined} />
          <button type="submit" className="btn btn-outline">
            Save the mapping
          </button>
        </form>
      </section>
    </div>
  );
}
