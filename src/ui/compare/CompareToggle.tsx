"use client";
/**
 * The Compare box on a result card and on the vehicle page. The list holds four cars; ticking a
 * fifth opens a dialog asking which one makes room (nothing is dropped without the shopper
 * choosing). The dialog is a native <dialog>: focus moves in, Escape closes, focus returns.
 */
import { useRef, useState } from "react";
import { COMPARE_LIMIT, replaceInCompare, toggleCompare, type CompareEntry } from "../../domain/compare";
import { useCompareList, writeCompareList } from "./compare-store";
import styles from "./compare.module.css";

export function CompareToggle({ car, className }: { car: CompareEntry; className?: string }) {
  const list = useCompareList();
  const on = list.some((e) => e.id === car.id);
  const dialog = useRef<HTMLDialogElement | null>(null);
  const [full, setFull] = useState<CompareEntry[]>([]);

  const press = () => {
    const next = toggleCompare(list, car);
    if (next.kind === "full") {
      setFull(next.list);
      dialog.current?.showModal();
      return;
    }
    writeCompareList(next.list);
  };
  const makeRoom = (dropId: number) => {
    writeCompareList(replaceInCompare(full, dropId, car));
    dialog.current?.close();
  };

  return (
    <>
      <button type="button" className={className ?? styles.toggle} aria-pressed={on} aria-label={`Compare the ${car.name}`} data-testid="compare-toggle" onClick={press}>
        <span className={styles.box} aria-hidden="true">
          {on ? "✓" : ""}
        </span>
        Compare
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`compare-full-${car.id}`} data-testid="compare-full-dialog">
        <h2 id={`compare-full-${car.id}`}>You can compare {COMPARE_LIMIT} cars at a time</h2>
        <p>Choose a car to take out so the {car.name} can take its place.</p>
        <ul className={styles.dropList}>
          {full.map((e) => (
            <li key={e.id}>
              <button type="button" className="btn btn-outline" onClick={() => makeRoom(e.id)} data-testid="compare-drop">
                Replace the {e.name}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn-light" onClick={() => dialog.current?.close()}>
          Keep my list
        </button>
      </dialog>
    </>
  );
}
