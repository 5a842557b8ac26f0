"use client";
/**
 * The site chrome's disclosure button: it opens a panel of links. As a `dropdown` (header menus)
 * it opens on hover or click and by keyboard (Enter/Space toggle, ArrowDown/ArrowUp open and move
 * through the links, Home/End, Escape closes and returns focus to the button). As a `drawer` (the
 * mobile menu) it opens a full-screen panel with a close button, keeps focus inside it and locks
 * page scroll.
 *
 * A dropdown's panel is wrapped in React's <Activity>, hidden while closed: the server sends the
 * panel empty and the browser renders its links after hydration, at idle priority, so they are
 * there (hidden) before the first open. The header's dropdowns are ~130 of every page's ~900
 * elements that no shopper sees until they open a menu; leaving them out of the HTML takes them
 * out of the HTML render and out of hydration (docs/benchmarks.md, 2026-11-27 afternoon). The
 * panels are client components drawn from the menu's data (MenuPanels), so the server does not
 * render them into the page's RSC payload either.
 * The drawer's content is not deferred: from 70rem it is the visible horizontal menu bar.
 *
 * Without JavaScript the CSS opens the drawer on :focus-within (see header.module.css, rules on
 * elements without data-enhanced); a dropdown's panel is empty then and stays shut, and the
 * footer repeats the menus' links (of the models, the first eight and "All models").
 */
import { Activity, useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from "react";
import { useHydrated } from "../use-hydrated";

type Kind = "dropdown" | "drawer";


/** Where the header switches from the drawer to the horizontal menu (header.module.css agrees). */
const DESKTOP_QUERY = "(min-width: 70rem)";

// One dropdown open at a time: opening one closes the other.
let closeCurrentDropdown: (() => void) | null = null;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface MenuDisclosureProps {
  kind: Kind;
  /** Content of the toggle button. */
  label: ReactNode;
  /** Accessible name of the drawer's close button. */
  closeLabel?: string;
  panelId: string;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  closeClassName?: string;
  children: ReactNode;
}

export function MenuDisclosure({ kind, label, closeLabel = "Close menu", panelId, className, buttonClassName, panelClassName, closeClassName, children }: MenuDisclosureProps) {
  const [open, setOpen] = useState(false);
  // False in the server HTML and during hydration, true once this script runs: CSS switches from
  // the no-JavaScript :hover/:focus-within rules to data-open.
  const enhanced = useHydrated();
  // Opened by a click (stays open when the pointer leaves) rather than by hovering.
  const pinned = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const close = useCallback((returnFocus = false) => {
    pinned.current = false;
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  const closeSelf = useRef(() => close());
  const show = useCallback(
    (pin: boolean) => {
      if (kind === "dropdown" && closeCurrentDropdown && closeCurrentDropdown !== closeSelf.current) closeCurrentDropdown();
      if (kind === "dropdown") closeCurrentDropdown = closeSelf.current;
      pinned.current = pin || pinned.current;
      setOpen(true);
    },
    [kind],
  );

  const links = () => Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);

  // Outside click closes; a drawer also locks page scroll and takes focus while open.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: globalThis.PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    let restore: (() => void) | undefined;
    if (kind === "drawer") {
      const html = document.documentElement;
      const prev = html.style.overflow;
      html.style.overflow = "hidden";
      panel.current?.querySelector<HTMLElement>("[data-drawer-close]")?.focus();
      restore = () => {
        html.style.overflow = prev;
      };
    }
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      restore?.();
    };
  }, [open, kind, close]);

  // A drawer left open on a phone must not stay "open" after the window grows to desktop.
  useEffect(() => {
    if (kind !== "drawer" || !open) return;
    const mq = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => mq.matches && close();
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, [kind, open, close]);

  const hoverCapable = () => kind === "dropdown" && window.matchMedia(`(hover: hover) and ${DESKTOP_QUERY}`).matches;

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== "mouse" || !hoverCapable()) return;
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    show(false);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== "mouse" || !hoverCapable() || pinned.current) return;
    // A short grace period lets the pointer cross the gap between button and panel.
    hoverTimer.current = setTimeout(() => close(), 150);
  };

  const onButtonClick = () => {
    if (open && (pinned.current || kind === "drawer")) close();
    else show(true);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && open) {
      e.preventDefault();
      e.stopPropagation();
      close(true);
      return;
    }
    const items = links();
    const inPanel = panel.current?.contains(document.activeElement) ?? false;
    if (kind === "drawer") {
      // Keep Tab inside the open full-screen menu.
      if (e.key === "Tab" && open && items.length) {
        const first = items[0]!;
        const last = items[items.length - 1]!;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
      return;
    }
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp" && e.key !== "Home" && e.key !== "End") return;
    if (!inPanel && (e.key === "Home" || e.key === "End")) return;
    e.preventDefault();
    if (!open) show(true);
    // The panel renders on the next frame when it was closed.
    requestAnimationFrame(() => {
      const list = links();
      if (!list.length) return;
      const at = list.indexOf(document.activeElement as HTMLElement);
      let next = 0;
      if (e.key === "End" || (e.key === "ArrowUp" && at === -1)) next = list.length - 1;
      else if (e.key === "ArrowDown") next = at === -1 ? 0 : (at + 1) % list.length;
      else if (e.key === "ArrowUp") next = (at - 1 + list.length) % list.length;
      list[next]!.focus();
    });
  };

  const onBlur = (e: FocusEvent) => {
    if (kind === "dropdown" && open && !root.current?.contains(e.relatedTarget as Node | null)) close();
  };

  // Following a link (client-side navigation keeps the layout mounted) closes the menu.
  const onPanelClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest("a")) close();
  };

  return (
    <div
      ref={root}
      className={className}
      data-open={open ? "true" : "false"}
      data-enhanced={enhanced ? "" : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button ref={button} type="button" className={buttonClassName} aria-expanded={open} aria-controls={panelId} onClick={onButtonClick}>
        {label}
      </button>
      <div
        ref={panel}
        id={panelId}
        className={panelClassName}
        onClick={onPanelClick}
        {...(kind === "drawer" && open ? { role: "dialog", "aria-modal": true, "aria-label": "Site menu" } : {})}
      >
        {kind === "drawer" ? (
          <button type="button" className={closeClassName} data-drawer-close="" aria-label={closeLabel} onClick={() => close(true)}>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        ) : null}
        {kind === "dropdown" ? <Activity mode={open ? "visible" : "hidden"}>{children}</Activity> : children}
      </div>
    </div>
  );
}
