import { formatLeadTime } from "@/domain/lead-export";
import styles from "./console-pages.module.css";

interface Version {
  id: number;
  createdAt: Date;
  actor: string;
}

/**
 * The kept versions of something the console edits (the look, the features, a location's hours,
 * an offer, a promo tile), newest first, with Undo when there is one to go back to.
 */
export function VersionHistory({
  heading,
  versions,
  zone,
  current,
  empty,
  testId,
  undo,
}: {
  heading: string;
  versions: readonly Version[];
  zone: string;
  /** What the newest version is called, e.g. "on the website now". */
  current: string;
  empty: string;
  testId: string;
  undo: { action: (form: FormData) => Promise<void>; fields: Record<string, string | number>; label: string; testId: string };
}) {
  const headingId = `${testId}-heading`;
  return (
    <section className={`${styles.card} ${styles.narrow}`} style={{ marginTop: "1rem" }} aria-labelledby={headingId}>
      <h2 id={headingId} style={{ marginTop: 0 }}>
        {heading}
      </h2>
      {versions.length ? (
        <ol className={styles.list} data-testid={testId}>
          {versions.map((v, i) => (
            <li key={v.id}>
              {formatLeadTime(v.createdAt, zone)} · {v.actor}
              {i === 0 ? ` (${current})` : ""}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{empty}</p>
      )}
      {versions.length > 1 ? (
        <form action={undo.action}>
          {Object.entries(undo.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="btn btn-outline" data-testid={undo.testId}>
            {undo.label}
          </button>
        </form>
      ) : null}
    </section>
  );
}
