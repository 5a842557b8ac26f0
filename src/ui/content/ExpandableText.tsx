"use client";
/**
 * Offer text over 200 characters (vehicle spec §4 and §8): shown cut — to about 160 characters for
 * a description, 200 for a disclaimer — with "View more", and whole with "View less". Text that
 * fits is shown as it is, with no toggle. Both versions are in the page for crawlers and print. On an offer card the toggle sits above the card's
 * stretched link, so pressing it does not open the offer.
 */
import { useId, useState } from "react";
import { truncateOfferText } from "../../domain/offer-text";
import styles from "./content.module.css";

export function ExpandableOfferText({ text, kind, className }: { text: string; kind: "description" | "disclaimer"; className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const cut = truncateOfferText(text, kind);
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  if (!cut.truncated) {
    return (
      <>
        {paragraphs.map((p, i) => (
          <p key={i} className={className}>
            {p}
          </p>
        ))}
      </>
    );
  }
  // Both versions are in the server HTML (crawlers and print read the whole text); the toggle swaps them.
  return (
    <div data-testid={`offer-${kind}`}>
      <p className={className} hidden={open}>
        {cut.text}
      </p>
      <div id={id} hidden={!open}>
        {paragraphs.map((p, i) => (
          <p key={i} className={className}>
            {p}
          </p>
        ))}
      </div>
      <button type="button" className={styles.viewMore} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {open ? "View less" : "View more"}
      </button>
    </div>
  );
}
