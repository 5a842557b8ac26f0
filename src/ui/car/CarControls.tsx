"use client";
/**
 * The vehicle page's small interactive controls: call now (masked until revealed where the site
 * asks), share (the device's share sheet, else a share bar; or copy-with-toast on the clipboard
 * layout), favourite, the history report link (event 60), the comparison-rate dialog and the
 * sticky mobile bar (print and PDF: PrintAndPdf.tsx).
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { ANALYTICS_EVENTS } from "../../domain/events";
import { maskPhone } from "../../domain/phone";
import { MOBILE_BAR_SCROLL_PX } from "../../domain/vehicle-details";
import { PhoneIcon } from "../icons";
import { CheckIcon, FileIcon, HeartIcon, InfoIcon, ShareIcon } from "./car-icons";
import { track } from "./track";
import styles from "./car.module.css";
import type { FavouriteEntry } from "../../domain/favourites";
import { useFavourite } from "../use-favourite";

export function CallNow({ display, href, reveal, carId, dealershipId, siteId, className, label = "Call now" }: { display: string; href: string; reveal: boolean; carId: number; dealershipId: number; siteId: number; className?: string; label?: string }) {
  const [shown, setShown] = useState(!reveal);
  if (!shown) {
    return (
      <button
        type="button"
        className={className}
        data-testid="phone-reveal"
        onClick={() => {
          setShown(true);
          track({ name: "phone_reveal", car_id: carId, payload: { dealership_id: dealershipId, website_id: siteId } });
        }}
      >
        <PhoneIcon size={18} />
        <span>{maskPhone(display)}</span>
        <span className="visually-hidden">: show the full number</span>
      </button>
    );
  }
  return (
    <a href={href} className={className} data-testid="call-now" onClick={() => track({ name: "phone_click", car_id: carId, payload: { dealership_id: dealershipId } })}>
      <PhoneIcon size={18} />
      <span>
        {label} <span className={styles.phoneDigits}>{display}</span>
      </span>
    </a>
  );
}

/** Polls a share popup every second until the shopper closes it (then it is a completed share). */
const POPUP = { width: 550, height: 400, pollMs: 1000 } as const;
const COPIED_MS = 1500;
const TOAST_MS = 3000;

export function Share({ url, title, carName, carId, twitter, layout }: { url: string; title: string; carName: string; carId: number; twitter: boolean; layout: "bar" | "clipboard" }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  // One timer each: a second press restarts the full 1.5 s / 3 s rather than being cut short by the first's.
  const timers = useRef<{ copied?: number; toast?: number }>({});
  useEffect(() => () => Object.values(timers.current).forEach((t) => clearTimeout(t)), []);
  const root = useRef<HTMLDivElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  // An open share bar closes as menus do: on Escape (focus back on Share) and on a click elsewhere.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const copy = async (): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(url);
      return true;
    } catch {
      return false;
    }
  };

  const onShare = async () => {
    if (layout === "clipboard") {
      const ok = await copy();
      setToast(ok ? `Copied ${carName} to your clipboard!` : "Could not copy the link. Copy it from the address bar.");
      clearTimeout(timers.current.toast);
      timers.current.toast = window.setTimeout(() => setToast(null), TOAST_MS);
      track({ name: "share", car_id: carId, payload: { channel: "clipboard" } });
      return;
    }
    if (typeof navigator.share === "function" && matchMedia("(pointer: coarse)").matches) {
      try {
        await navigator.share({ title, url });
        track({ name: "share", car_id: carId, payload: { channel: "native" } });
        return;
      } catch {
        // Dismissed or refused: offer the share bar instead.
      }
    }
    setOpen((o) => !o);
  };

  const popup = (channel: string, href: string) => (e: React.MouseEvent) => {
    const left = Math.max(0, (window.screen.width - POPUP.width) / 2);
    const top = Math.max(0, (window.screen.height - POPUP.height) / 2);
    const w = window.open(href, `share-${channel}`, `width=${POPUP.width},height=${POPUP.height},left=${left},top=${top},noopener=no`);
    if (!w) return; // Blocked: the link opens normally in a new tab.
    e.preventDefault();
    const poll = window.setInterval(() => {
      if (w.closed) {
        clearInterval(poll);
        track({ name: "share", car_id: carId, payload: { channel } });
      }
    }, POPUP.pollMs);
  };

  const enc = encodeURIComponent;
  const text = `${title} ${url}`;
  return (
    <div className={styles.share} ref={root}>
      <button ref={button} type="button" className={styles.iconButton} onClick={onShare} aria-expanded={layout === "bar" ? open : undefined} aria-controls={layout === "bar" ? "share-bar" : undefined} data-testid="share-button">
        <ShareIcon size={18} />
        Share
      </button>
      {layout === "bar" ? (
        <ul id="share-bar" className={styles.shareBar} hidden={!open} aria-label={`Share ${carName}`} data-testid="share-bar">
          <li>
            <a href={`https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`} target="_blank" rel="noopener noreferrer" onClick={popup("facebook", `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`)}>
              Facebook
            </a>
          </li>
          {twitter ? (
            <li>
              <a href={`https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(title)}`} target="_blank" rel="noopener noreferrer" onClick={popup("twitter", `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(title)}`)}>
                X (Twitter)
              </a>
            </li>
          ) : null}
          <li>
            <a href={`https://api.whatsapp.com/send?text=${enc(text)}`} target="_blank" rel="noopener noreferrer" onClick={popup("whatsapp", `https://api.whatsapp.com/send?text=${enc(text)}`)}>
              WhatsApp
            </a>
          </li>
          <li>
            <a href={`mailto:?subject=${enc(title)}&body=${enc(text)}`}>Email</a>
          </li>
          <li>
            <a href={`sms:?&body=${enc(text)}`}>SMS</a>
          </li>
          <li>
            <button
              type="button"
              onClick={async () => {
                if (await copy()) {
                  setCopied(true);
                  clearTimeout(timers.current.copied);
                  timers.current.copied = window.setTimeout(() => setCopied(false), COPIED_MS);
                  track({ name: "share", car_id: carId, payload: { channel: "copy" } });
                }
              }}
              data-testid="copy-link"
            >
              {copied ? (
                <>
                  <CheckIcon size={16} /> Copied
                </>
              ) : (
                "Copy link"
              )}
            </button>
          </li>
        </ul>
      ) : null}
      <div role="status" aria-live="polite" className={toast ? styles.toast : "visually-hidden"} data-testid="share-toast">
        {toast}
      </div>
    </div>
  );
}

/** The car's history report (its `file`), in a new tab; opening it is tracked as event 60. */
export function HistoryReportLink({ href, carId }: { href: string; carId: number }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid="history-report" onClick={() => track({ event_id: ANALYTICS_EVENTS.HISTORY_REPORT, name: "history_report", car_id: carId })}>
      <FileIcon size={18} /> Vehicle history report<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** The same local favourites the result cards keep (src/ui/use-favourite.ts), so a heart here shows on the card. */
export function Favourite({ car, price }: { car: FavouriteEntry; price: number | null }) {
  const [on, toggle] = useFavourite(car, price);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={on}
      data-testid="favourite-button"
      onClick={() => {
        if (toggle()) track({ event_id: ANALYTICS_EVENTS.FAVOURITE, name: "favourite", car_id: car.id, payload: {} });
      }}
    >
      <HeartIcon size={18} filled={on} />
      {/* "Favourite", not "Save": Save is the signed-in watchlist's word (one name per way of keeping a car). */}
      Favourite<span className="visually-hidden"> the {car.name} (kept on this device)</span>
    </button>
  );
}

/** The comparison-rate disclaimer in a dialog (focus kept inside, Escape closes, focus returns). */
export function DisclaimerDialog({ text, phone, phoneHref, buttonLabel = "Comparison rate info" }: { text: string; phone: string | null; phoneHref: string | null; buttonLabel?: string }) {
  const ref = useRef<HTMLDialogElement | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <button ref={opener} type="button" className={styles.infoButton} aria-haspopup="dialog" onClick={() => ref.current?.showModal()} data-testid="finance-disclaimer-open">
        <InfoIcon size={16} />
        {buttonLabel}
      </button>
      <dialog ref={ref} className={styles.dialog} aria-labelledby="finance-disclaimer-title" onClose={() => opener.current?.focus()} data-testid="finance-disclaimer">
        <h2 id="finance-disclaimer-title">About this finance estimate</h2>
        <p>{text}</p>
        {phone && phoneHref ? (
          <p>
            Finance team:{" "}
            <a href={phoneHref} className={styles.strong}>
              {phone}
            </a>
          </p>
        ) : null}
        <form method="dialog">
          <button type="submit" className="btn btn-primary">
            Close
          </button>
        </form>
      </dialog>
    </>
  );
}

/**
 * A fixed element that is always in the page (no layout shift) and comes into view once the
 * shopper has scrolled past the sidebar's buttons: more than 900 px, where it is marked opened
 * (and stays so). Until then it is hidden from assistive technology and inert.
 */
function OpenedOnScroll({ className, testId, children }: { className: string | undefined; testId: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const check = () => setOpened((was) => was || window.scrollY > MOBILE_BAR_SCROLL_PX);
    check();
    window.addEventListener("scroll", check, { passive: true });
    return () => window.removeEventListener("scroll", check);
  }, []);
  return (
    <div className={className} data-opened={opened ? "true" : "false"} data-testid={testId} aria-hidden={opened ? undefined : true} inert={!opened}>
      {children}
    </div>
  );
}

/**
 * The chat bubble (sites with chat on, vehicle spec §2): a round "Chat with us" button at the
 * bottom right of a wide screen, opened like the phone's sticky bar (which carries Instant Message
 * itself, so the bubble is not shown on phones).
 */
export function ChatBubble({ children }: { children: ReactNode }) {
  return (
    <OpenedOnScroll className={styles.chatBubble} testId="chat-bubble">
      {children}
    </OpenedOnScroll>
  );
}

/** The sticky bottom bar on phones: it slides up once opened. */
export function MobileBar({ children }: { children: ReactNode }) {
  return (
    <OpenedOnScroll className={styles.mobileBar} testId="mobile-bar">
      {children}
    </OpenedOnScroll>
  );
}
