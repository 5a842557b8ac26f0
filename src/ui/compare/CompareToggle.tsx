"use client";
/**
 * The Compare box on a result card and on the vehicle page. The list holds four cars; ticking a
 * fifth opens a dialog (CompareFullDialog, loaded only then) asking which one makes room.
 */
import { lazy, Suspense, useState } from "react";
import { replaceInCompare, toggleCompare, type CompareEntry } from "../../domain/compare";
import { useCompareList, writeCompareList } from "./compare-store";
import styles from "./compare-toggle.module.css";

const CompareFullDialog = lazy(() => import("./CompareFullDialog").then((m) => ({ default: m.CompareFullDialog })));

export function CompareToggle({ car, className }: { car: CompareEntry; className?: string }) {
  const list = useCompareList();
  const on = list.some((e) => e.id === car.id);
  // The four cars on the list when a fifth was ticked; null while nothing is asked.
  const [full, setFull] = useState<CompareEntry[] | null>(null);

  const press = () => {
    const next = toggleCompare(list, car);
    if (next.kind === "full") {
      setFull(next.list);
      return;
    }
    writeCompareList(next.list);
  };

  return (
    <>
      <button type="button" className={className ?? styles.toggle} aria-pressed={on} aria-label={`Compare the ${car.name}`} data-testid="compare-toggle" onClick={press}>
        <span className={styles.box} aria-hidden="true">
          {on ? "✓" : ""}
        </span>
        Compare
      </button>
      {full ? (
        <Suspense fallback={null}>
          <CompareFullDialog
            car={car}
            full={full}
            onReplace={(dropId) => writeCompareList(replaceInCompare(full, dropId, car))}
            onClose={() => setFull(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
