"use client";
/**
 * The filter sheet on phones: the sidebar opened full screen by the Filters button.
 *
 * Whether it is open is kept here, not in SearchApp's state: opening or closing it re-renders the
 * <aside> and the button only. As SearchApp's state, every open and close re-rendered the whole
 * results page with it (~40 components, every filter section) in the tap's own task
 * (docs/benchmarks.md, 2026-11-27 evening). The sheet's content is SearchApp's element, passed as
 * children, so React leaves it alone when only the sheet changes.
 *
 * Without JavaScript the button is a link to #filters and the CSS opens the sheet on :target.
 */
import { useEffect, useSyncExternalStore, type MouseEvent, type ReactNode, type RefObject } from "react";

export interface SheetState {
  isOpen(): boolean;
  setOpen(open: boolean): void;
  subscribe(onChange: () => void): () => void;
}

/** One per results page: SearchApp keeps it for its lifetime (`useState(createSheetState)`). */
export function createSheetState(): SheetState {
  let open = false;
  const listeners = new Set<() => void>();
  return {
    isOpen: () => open,
    setOpen(next) {
      if (next === open) return;
      open = next;
      for (const l of listeners) l();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

const closedOnServer = () => false;

function useSheetOpen(sheet: SheetState): boolean {
  return useSyncExternalStore(sheet.subscribe, sheet.isOpen, closedOnServer);
}

export interface FilterSheetProps {
  sheet: SheetState;
  className: string;
  openClassName: string;
  /** Class on <html> while the sheet is open (the page behind it does not scroll). */
  noScrollClassName: string;
  /** Focused when the sheet opens (its close button). */
  focusOnOpen: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** The sidebar: a sticky column on wide screens, a full-screen sheet on phones while open. */
export function FilterSheet({ sheet, className, openClassName, noScrollClassName, focusOnOpen, children }: FilterSheetProps) {
  const open = useSheetOpen(sheet);

  // Open: focus goes in, Escape closes, the page behind stops scrolling.
  useEffect(() => {
    if (!open) return;
    focusOnOpen.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") sheet.setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.documentElement.classList.add(noScrollClassName);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.documentElement.classList.remove(noScrollClassName);
    };
  }, [open, sheet, focusOnOpen, noScrollClassName]);

  return (
    <aside id="filters" className={open ? `${className} ${openClassName}` : className} aria-label="Filters">
      {children}
    </aside>
  );
}

export interface FiltersButtonProps {
  sheet: SheetState;
  className: string;
  buttonRef: RefObject<HTMLAnchorElement | null>;
  children: ReactNode;
}

/** Opens the sheet; a plain link to #filters until the page's script runs. */
export function FiltersButton({ sheet, className, buttonRef, children }: FiltersButtonProps) {
  const open = useSheetOpen(sheet);
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    sheet.setOpen(true);
  };
  return (
    <a ref={buttonRef} href="#filters" className={className} data-testid="filters-button" aria-expanded={open} aria-controls="filters" onClick={onClick}>
      {children}
    </a>
  );
}

