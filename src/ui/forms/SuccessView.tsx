"use client";
/** The thank-you message, personalised from the success marker the form left behind. */
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { readSuccessMarker, STORAGE_KEYS, type LeadSuccessMarker } from "./browser-store";

const WHAT: Record<string, string> = { test_drive: "test drive request", request_photos: "photo request", finance: "finance enquiry", trade_in: "trade-in details", valuation: "valuation request" };

let cached: { raw: string | null; marker: LeadSuccessMarker | null } = { raw: null, marker: null };
function snapshot(): LeadSuccessMarker | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.success);
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, marker: readSuccessMarker() };
  return cached.marker;
}

export function SuccessView({ siteName, searchPath, stockNoun }: { siteName: string; searchPath: string; stockNoun: string }) {
  const marker = useSyncExternalStore(
    () => () => {},
    snapshot,
    () => null,
  );
  const what = marker ? (WHAT[marker.form] ?? "enquiry") : "enquiry";
  return (
    <div data-testid="lead-success" role="status">
      <h2>{marker?.name ? `Thanks, ${marker.name}!` : "Thanks!"}</h2>
      <p>
        Your {what}
        {marker?.car ? ` about the ${marker.car.name}` : ""} {what.endsWith("details") ? "have" : "has"} been sent to {marker?.dealership ?? siteName}. Our team will be in touch shortly.
      </p>
      {marker ? (
        <p className="muted">
          Your reference:{" "}
          <strong data-testid="lead-reference" data-lead-id={marker.lead_id}>
            {marker.reference ?? marker.lead_id}
          </strong>{" "}
          — quote it if you call us about this {what.replace(/ details$/, "")}.
        </p>
      ) : null}
      <p>
        <Link href={searchPath} className="btn btn-primary">
          Keep browsing {stockNoun}
        </Link>
      </p>
    </div>
  );
}
