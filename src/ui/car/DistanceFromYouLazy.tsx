"use client";
/**
 * "How far is it from you?" loaded after the page has hydrated (it sits below the fold and needs
 * JavaScript anyway), so its code is not part of the car page's first-load script.
 */
import { lazy, Suspense } from "react";
import type { NamedPlace } from "../../domain/distance";
import { useHydrated } from "../use-hydrated";

const DistanceFromYou = lazy(() => import("./DistanceFromYou").then((m) => ({ default: m.DistanceFromYou })));

export function DistanceFromYouLazy({ places }: { places: NamedPlace[] }) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <DistanceFromYou places={places} />
    </Suspense>
  );
}
