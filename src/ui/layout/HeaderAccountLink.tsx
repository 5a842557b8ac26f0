"use client";
/**
 * The header's account link, hydrated after the page's first load: it is a plain link that works
 * before then ("Sign in", as the server renders it for everyone), and only its label depends on
 * the sign-in hint cookie (AccountLink). Keeps the header off every page's first-load budget.
 */
import { lazy, Suspense } from "react";

const AccountLink = lazy(() => import("./AccountLink").then((m) => ({ default: m.AccountLink })));

export function HeaderAccountLink({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <AccountLink className={className} />
    </Suspense>
  );
}
