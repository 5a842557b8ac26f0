"use client";
import { useState } from "react";
import styles from "../../console-pages.module.css";

interface Rejected {
  row: number;
  field: string;
  message: string;
}
interface MappingChange {
  column: string;
  field: string;
  change: string;
  count: number;
  rows: number[];
}
interface ImportReport {
  inserted: number;
  updated: number;
  removed: number;
  rejected: Rejected[];
  warnings: string[];
  dry_run?: true;
  mapping?: { encoding?: string; columns: Record<string, string>; ignored_columns: string[]; changes: MappingChange[] };
}

const TYPES: Record<string, string> = { csv: "text/csv", json: "application/json", ndjson: "application/x-ndjson" };

/**
 * Choose a file and a mapping, run it dry to see what would change, then import. The file goes as
 * the request body to /api/console/stock/import (no upload size limit of a form post).
 */
export function ImportFeedForm({ mappings, presets }: { mappings: string[]; presets: string[] }) {
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(form: HTMLFormElement, dryRun: boolean) {
    setError(null);
    const file = (form.elements.namedItem("file") as HTMLInputElement).files?.[0];
    if (!file) {
      setError("Choose the feed file first");
      return;
    }
    const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
    const type = TYPES[ext];
    if (!type) {
      setError("Choose a .csv, .json or .ndjson file");
      return;
    }
    const choice = (form.elements.namedItem("mapping") as HTMLSelectElement).value;
    const params = new URLSearchParams({ file: file.name });
    if (choice.startsWith("preset:")) params.set("preset", choice.slice(7));
    else if (choice) params.set("mapping", choice);
    if (dryRun) params.set("dry_run", "1");
    setBusy(true);
    try {
      const res = await fetch(`/api/console/stock/import?${params}`, { method: "POST", headers: { "content-type": type }, body: file });
      const body = (await res.json()) as ImportReport & { error?: string; errors?: Rejected[] };
      if (!res.ok) {
        setReport(null);
        setError([body.error, ...(body.errors ?? []).map((e) => `${e.field}: ${e.message}`)].filter(Boolean).join(" — "));
      } else setReport(body);
    } catch {
      setError("The upload did not go through. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <form
        className={styles.form}
        data-testid="import-form"
        onSubmit={(e) => {
          e.preventDefault();
          const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          void run(e.currentTarget, submitter?.value !== "import");
        }}
      >
        <label htmlFor="feed-file">Feed file (.csv, .json or .ndjson)</label>
        <input id="feed-file" name="file" type="file" accept=".csv,.json,.ndjson,text/csv,application/json" required className={styles.input} />
        <label htmlFor="feed-mapping">Column mapping</label>
        <select id="feed-mapping" name="mapping" className={styles.input} defaultValue={mappings[0] ?? ""}>
          <option value="">None: our own column names</option>
          {mappings.map((m) => (
            <option key={m} value={m}>
              Saved: {m}
            </option>
          ))}
          {presets.map((p) => (
            <option key={p} value={`preset:${p}`}>
              Preset: {p}
            </option>
          ))}
        </select>
        <div className={styles.row}>
          <button type="submit" value="dry" className="btn btn-outline" disabled={busy}>
            Dry run: show what would change
          </button>
          <button type="submit" value="import" className="btn btn-primary" disabled={busy}>
            Import
          </button>
        </div>
      </form>
      {busy ? <p role="status">Reading the feed…</p> : null}
      {error ? (
        <p role="alert" className={styles.error} data-testid="import-error">
          {error}
        </p>
      ) : null}
      {report ? (
        <section className={styles.card} aria-live="polite" data-testid="import-report" data-dry-run={report.dry_run ? "1" : "0"} style={{ marginTop: "1rem" }}>
          <h2 style={{ marginTop: 0 }}>{report.dry_run ? "Dry run: nothing was written" : "Imported"}</h2>
          <p data-testid="import-counts">
            {report.dry_run ? "Would add" : "Added"} {report.inserted}, {report.dry_run ? "would update" : "updated"} {report.updated}
            {report.removed ? `, ${report.dry_run ? "would delist" : "delisted"} ${report.removed}` : ""}; {report.rejected.length} row{report.rejected.length === 1 ? "" : "s"} refused.
          </p>
          {report.warnings.map((w) => (
            <p key={w} className={styles.error}>
              {w}
            </p>
          ))}
          {report.rejected.length ? (
            <>
              <h3>Rows refused</h3>
              <ul className={styles.list} data-testid="import-rejected">
                {report.rejected.slice(0, 200).map((r) => (
                  <li key={`${r.row}-${r.field}`}>
                    Row {r.row}, {r.field}: {r.message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {report.mapping ? (
            <>
              <h3>What the mapping did</h3>
              {report.mapping.encoding ? <p>File read as {report.mapping.encoding === "windows-1252" ? "Windows-1252 (converted to UTF-8)" : "UTF-8"}.</p> : null}
              <p data-testid="import-ignored">Columns not imported: {report.mapping.ignored_columns.length ? report.mapping.ignored_columns.join(", ") : "none"}.</p>
              {report.mapping.changes.length ? (
                <ul className={styles.list} data-testid="import-changes">
                  {report.mapping.changes.map((c) => (
                    <li key={`${c.column}-${c.change}`}>
                      {c.column} → {c.field}: {c.change} ({c.count} row{c.count === 1 ? "" : "s"}, first {c.rows.join(", ")})
                    </li>
                  ))}
                </ul>
              ) : (
                <p>No value was altered.</p>
              )}
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
