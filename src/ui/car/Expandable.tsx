"use client";
/**
 * Lists that show their first few entries with a toggle for the rest: key information (4, Show
 * More/Less), features (8, Show All/Hide). Every entry is in the server HTML; the rest are hidden
 * until the toggle, so crawlers and print see them all.
 */
import { useId, useState } from "react";
import { textBlocks } from "../../domain/dealer-html";
import styles from "./car.module.css";

export function ExpandableList({
  items,
  preview,
  more,
  less,
  kind,
  testId,
}: {
  items: Array<{ label?: string; value: string }>;
  preview: number;
  more: string;
  less: string;
  kind: "specs" | "features";
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const hasMore = items.length > preview;
  const shown = (i: number) => open || i < preview;
  return (
    <div data-testid={testId}>
      {kind === "specs" ? (
        <dl id={id} className={styles.specGrid}>
          {items.map((it, i) => (
            <div key={`${it.label}-${i}`} hidden={!shown(i)} className={styles.specItem}>
              <dt>{it.label}</dt>
              <dd>{it.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <ul id={id} className={styles.featureList}>
          {items.map((it, i) => (
            <li key={`${it.value}-${i}`} hidden={!shown(i)}>
              {it.value}
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <button type="button" className={styles.textButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? less : more}
        </button>
      ) : null}
    </div>
  );
}

/** Dealer comments: the preview (400 characters) and the whole text, toggled with Show More/Less. */
export function DealerCommentsText({ preview, full }: { preview: string; full: string | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const text = open && full ? full : preview;
  return (
    <div data-testid="dealer-comments">
      <div id={id} className={styles.comments}>
        {textBlocks(text).map((b, i) =>
          b.kind === "paragraph" ? (
            <p key={i}>{b.text}</p>
          ) : (
            <ul key={i}>
              {b.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </div>
      {full ? (
        <button type="button" className={styles.textButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? "Show Less" : "Show More"}
        </button>
      ) : null}
    </div>
  );
}
