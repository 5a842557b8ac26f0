"use client";
/**
 * The Compare box on a result card, with its code (CompareToggle, the compare list store and its
 * rules) split off the results page's first load: the page renders the box on the server and
 * hydrates the rest at once; this part hydrates as soon as its small chunk arrives, and a tap
 * before then is replayed by React (cards rendered later in the browser find it loaded). Comparing is an extra most visits never use, and the results
 * page has a first-load JavaScript budget (docs/benchmarks.md).
 */
import { lazy, Suspense } from "react";
import type { CompareEntry } from "../../domain/compare";

const CompareToggle = lazy(() => import("./CompareToggle").then((m) => ({ default: m.CompareToggle })));

export function CardCompareToggle({ car }: { car: CompareEntry }) {
  return (
    <Suspense fallback={null}>
      <CompareToggle car={car} />
    </Suspense>
  );
}
