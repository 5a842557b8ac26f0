"use client";
/**
 * The lead forms a result card opens (enquiry, test drive, request photos, "find me something
 * similar"): one shared modal per results page instead of one per card, so the form context
 * (dealerships, locations, test-drive times) travels to the browser once, and the form's code
 * loads only when a shopper first opens it. Without the provider (or without JavaScript) the
 * card's buttons are plain links to the form pages.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type MouseEvent, type ReactNode } from "react";
import type { LeadFormCar, LeadFormContext } from "../../leads/form-rules";
import type { LeadForm } from "../../leads/schemas";

export type CardForm = Extract<LeadForm, "enquiry" | "test_drive" | "request_photos">;

export interface LeadRequest {
  form: CardForm;
  car: LeadFormCar;
  heading?: string;
  defaults?: Record<string, string | boolean>;
}

const LeadModalContext = createContext<((req: LeadRequest, opener: HTMLElement) => void) | null>(null);

// React.lazy rather than next/dynamic: the modal only ever renders after a click (never on the
// server), so next/dynamic's SSR machinery would be ~2 KB of first-load script for nothing.
const LeadModal = lazy(() => import("./LeadModal").then((m) => ({ default: m.LeadModal })));

export function LeadModalProvider({ context, pageId, children }: { context: LeadFormContext; pageId: string; children: ReactNode }) {
  const [request, setRequest] = useState<LeadRequest | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((req: LeadRequest, from: HTMLElement) => {
    opener.current = from;
    setRequest(req);
  }, []);
  const close = useCallback(() => {
    setRequest(null);
    opener.current?.focus();
  }, []);
  return (
    <LeadModalContext.Provider value={open}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <LeadModal request={request} context={context} pageId={pageId} onClose={close} />
        </Suspense>
      ) : null}
    </LeadModalContext.Provider>
  );
}

/** The form page a card button falls back to. */
export function leadFormHref(form: CardForm, carId: number): string {
  if (form === "test_drive") return `/book-test-drive?car_id=${carId}`;
  return `/enquire?car_id=${carId}${form === "request_photos" ? "&form=request_photos" : ""}`;
}

export function CardLeadLink({ request, label, className, testId }: { request: LeadRequest; label: string; className?: string; testId?: string }) {
  const open = useContext(LeadModalContext);
  const onClick = useMemo(
    () =>
      open
        ? (e: MouseEvent<HTMLAnchorElement>) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            open(request, e.currentTarget);
          }
        : undefined,
    [open, request],
  );
  return (
    <a href={leadFormHref(request.form, request.car.id)} className={className} onClick={onClick} aria-haspopup={open ? "dialog" : undefined} data-testid={testId} rel="nofollow">
      {label}
    </a>
  );
}
