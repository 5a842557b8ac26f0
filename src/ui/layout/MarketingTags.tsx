"use client";
/**
 * The dealer's own marketing tags (site config gtm_container_id, ga4_measurement_id): Google Tag
 * Manager and/or gtag.js, loaded after the shopper's first interaction (a tap, a key, a scroll)
 * or once the browser is idle, whichever is first, so they cost nothing on first load. The scripts
 * are inserted by this (nonced) code, which the page's CSP trusts with 'strict-dynamic'; the CSP
 * admits Google's collection endpoints on such a site only (src/platform/security-headers.ts).
 */
import { useEffect } from "react";

const EVENTS = ["pointerdown", "keydown", "scroll", "touchstart"] as const;
/** Without an interaction, tags wait this long after the page's load event, then for an idle moment (at most IDLE_TIMEOUT_MS more). */
const AFTER_LOAD_MS = 3000;
const IDLE_TIMEOUT_MS = 2000;

function addScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

export function loadMarketingTags(gtm: string | null, ga4: string | null): void {
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void; __forecourtTags?: boolean };
  if (w.__forecourtTags) return;
  w.__forecourtTags = true;
  w.dataLayer = w.dataLayer ?? [];
  if (gtm) {
    w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtm)}`);
  }
  if (ga4) {
    w.gtag = function gtag() {
      // gtag.js reads the arguments object itself, as Google's snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    w.gtag("js", new Date());
    w.gtag("config", ga4);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga4)}`);
  }
}

export function MarketingTags({ gtm, ga4 }: { gtm: string | null; ga4: string | null }) {
  useEffect(() => {
    if (!gtm && !ga4) return;
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      cleanup();
      loadMarketingTags(gtm, ga4);
    };
    const w = window as unknown as { requestIdleCallback?: (cb: () => void, o: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
    let idle: number | null = null;
    let timer: number | null = null;
    const whenIdle = () => {
      timer = window.setTimeout(() => {
        if (w.requestIdleCallback) idle = w.requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
        else go();
      }, AFTER_LOAD_MS);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    for (const e of EVENTS) window.addEventListener(e, go, { once: true, passive: true });
    function cleanup() {
      if (timer !== null) window.clearTimeout(timer);
      if (idle !== null) w.cancelIdleCallback?.(idle);
      window.removeEventListener("load", whenIdle);
      for (const e of EVENTS) window.removeEventListener(e, go);
    }
    return cleanup;
  }, [gtm, ga4]);
  return null;
}
