"use client";
/**
 * Print and PDF on the vehicle page. "Print" opens the printable window card
 * (`/print?car_id={slug}`) in a new tab; "Download PDF" fetches the server-made PDF
 * (`/cars/{slug}/pdf`) and saves it as `{slug}.pdf`, showing a spinner and "Preparing..." while it
 * is made, and an alert when it fails (spec §4, §8). Both fire the print event (61). Without
 * JavaScript both are plain links that still work.
 */
import { useState } from "react";
import { ANALYTICS_EVENTS } from "../../domain/events";
import { PrintIcon } from "./car-icons";
import { track } from "./track";
import styles from "./car.module.css";
import own from "./print-controls.module.css";

export const PDF_FAILED_MESSAGE = "Sorry, we could not prepare the PDF. Please try again, or print the page instead.";

export const printPath = (slug: string) => `/print?car_id=${encodeURIComponent(slug)}`;
export const pdfPath = (slug: string) => `/cars/${encodeURIComponent(slug)}/pdf`;

export function PrintLink({ slug, carId, className = styles.iconButton, label = "Print" }: { slug: string; carId: number; className?: string; label?: string }) {
  return (
    <a
      href={printPath(slug)}
      target="_blank"
      rel="noopener"
      className={className}
      data-testid="print-link"
      onClick={() => track({ event_id: ANALYTICS_EVENTS.PRINT, name: "print", car_id: carId, payload: { format: "page" } })}
    >
      <PrintIcon size={18} />
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

const DownloadIcon = ({ size = 18 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M12 3v12m0 0-5-5m5 5 5-5M5 21h14" />
  </svg>
);

export function DownloadPdf({ slug, carId, className = styles.iconButton }: { slug: string; carId: number; className?: string }) {
  const [busy, setBusy] = useState(false);
  const download = async (e: React.MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    track({ event_id: ANALYTICS_EVENTS.PRINT, name: "print", car_id: carId, payload: { format: "pdf" } });
    try {
      const res = await fetch(pdfPath(slug), { headers: { accept: "application/pdf" } });
      if (!res.ok) throw new Error(`PDF request answered ${res.status}`);
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = `${slug}.pdf`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      // Give the browser time to start the download before the blob is released.
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      console.warn("pdf: download failed", err);
      window.alert(PDF_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  return (
    <a
      href={pdfPath(slug)}
      download={`${slug}.pdf`}
      className={`${className} ${busy ? own.busy : ""}`}
      aria-busy={busy}
      aria-disabled={busy || undefined}
      data-testid="download-pdf"
      onClick={download}
    >
      {busy ? <span className={own.spinner} aria-hidden="true" /> : <DownloadIcon />}
      <span aria-live="polite">{busy ? "Preparing..." : "Download PDF"}</span>
    </a>
  );
}

/** The print page's own button: the browser's print dialog (the page's CSS lays it out on A4). */
export function PrintNowButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()} data-testid="print-now">
      <PrintIcon size={18} />
      Print
    </button>
  );
}
