"use client";
/** The compare page's two small islands: copy the shareable link, and open the list kept on this device. */
import { useEffect, useState } from "react";
import { compareHref } from "../../domain/compare";
import { useCompareList } from "./compare-store";
import styles from "./compare-page.module.css";

export function CopyLink() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <button
      type="button"
      className="btn btn-light"
      data-testid="compare-copy-link"
      onClick={() => {
        navigator.clipboard.writeText(location.href).then(
          () => setCopied(true),
          (err) => console.warn("compare: copy failed", err),
        );
      }}
    >
      {copied ? "Copied" : "Copy link to share"}
    </button>
  );
}

/** /compare without ids: show the shopper's own list when this device has one. */
export function OpenStoredComparison() {
  const list = useCompareList();
  useEffect(() => {
    if (list.length > 0) location.replace(compareHref(list.map((e) => e.id)));
  }, [list]);
  return list.length > 0 ? <p className={styles.notice}>Opening your comparison…</p> : null;
}
