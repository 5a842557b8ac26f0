"use client";
/**
 * "How far is it from you?" loaded after the page has hydrated (it sits below the fold and needs
 * JavaScript anyway), so its code is not part of the car page's first-load script.
 */
import { lazy, Suspense, useSyncExternalStore } from "react";
import type { DistancePlace } from "./DistanceFromYou";

const DistanceFromYou = lazy(() => import("./DistanceFromYou").then((m) => ({ default: m.DistanceFromYou })));
const noSubscribe = () => () => {};

export function DistanceFromYouLazy({ places }: { places: DistancePlace[] }) {
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <DistanceFromYou places={places} />
    </Suspense>
  );
}
