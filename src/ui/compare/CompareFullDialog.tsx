"use client";
/**
 * Asked when a fifth car is ticked: which of the four makes room (nothing is dropped without the
 * shopper choosing). Loaded only then (CompareToggle), so result pages do not carry it. A native
 * <dialog> opened modal on mount: focus moves in, Escape closes, focus returns to the box.
 */
import { useEffect, useRef } from "react";
import { COMPARE_LIMIT, type CompareEntry } from "../../domain/compare";
import { nounsForItems } from "../../domain/stock-noun";
import styles from "./compare.module.css";

export function CompareFullDialog({ car, full, onReplace, onClose }: { car: CompareEntry; full: CompareEntry[]; onReplace: (dropId: number) => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement | null>(null);
  const nouns = nounsForItems([...full, car].map((e) => e.item_type));
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`compare-full-${car.id}`} data-testid="compare-full-dialog" onClose={onClose}>
      <h2 id={`compare-full-${car.id}`}>You can compare {COMPARE_LIMIT} {nouns.many} at a time</h2>
      <p>
        Choose a {nouns.one} to take out so the {car.name} can take its place.
      </p>
      <ul className={styles.dropList}>
        {full.map((e) => (
          <li key={e.id}>
            <button type="button" className="btn btn-outline" onClick={() => {
                onReplace(e.id);
                // Closing (not unmounting) gives focus back to the Compare box.
                dialog.current?.close();
              }} data-testid="compare-drop">
              Replace the {e.name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-light" onClick={() => dialog.current?.close()}>
        Keep my list
      </button>
    </dialog>
  );
}
