"use client";
/**
 * Where the compare tray goes on search and vehicle pages. Everything to do with comparing (the
 * list store, the tray) is loaded after the page's first load: most visits never compare, and the
 * results page has a first-load JavaScript budget (docs/benchmarks.md). The tray shows once the
 * shopper has a car on the list.
 */
import { lazy, Suspense } from "react";

const CompareTrayWhenListed = lazy(() => import("./CompareTray").then((m) => ({ default: m.CompareTrayWhenListed })));

export function CompareTraySlot() {
  return (
    <Suspense fallback={null}>
      <CompareTrayWhenListed />
    </Suspense>
  );
}
