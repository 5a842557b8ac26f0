"use client";
/**
 * The thank-you message, personalised from the success marker the form left behind. The marker is
 * in this browser's storage, so the server cannot know it: the page is drawn without a message until
 * the browser has read it, and a visit with no marker (a bookmark, another device, cleared storage)
 * says so rather than claiming an enquiry was sent.
 */
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { readSuccessMarker, successMarkerVersion, type LeadSuccessMarker } from "./browser-store";

const WHAT: Record<string, string> = { test_drive: "test drive request", request_photos: "photo request", finance: "finance enquiry", trade_in: "trade-in details", valuation: "valuation request" };

let cached: { version: ReturnType<typeof successMarkerVersion> | undefined; marker: LeadSuccessMarker | null } = { version: undefined, marker: null };
function snapshot(): LeadSuccessMarker | null {
  const version = successMarkerVersion();
  if (version !== cached.version) cached = { version, marker: readSuccessMarker() };
  return cached.marker;
}

/** What the server draws, and the browser until it has read its storage: not yet known. */
const NOT_READ = "not-read" as const;

export function SuccessView({ siteName, searchPath, contactPath, stockNoun }: { siteName: string; searchPath: string; contactPath: string; stockNoun: string }) {
  const marker = useSyncExternalStore<LeadSuccessMarker | null | typeof NOT_READ>(
    () => () => {},
    snapshot,
    () => NOT_READ,
  );
  const browse = (
    <p>
      <Link href={searchPath} className="btn btn-primary">
        Keep browsing {stockNoun}
      </Link>
    </p>
  );
  if (marker === NOT_READ) return <div data-testid="lead-success-pending">{browse}</div>;
  if (!marker) {
    return (
      <div data-testid="lead-success-none" role="status">
        <h2>No enquiry from this browser</h2>
        <p>
          This page confirms an enquiry after you send it, and this browser has not sent one to {siteName}. If you sent one from another device, its
          confirmation is there. To ask us something now, <Link href={contactPath}>contact us</Link>.
        </p>
        {browse}
      </div>
    );
  }
  const what = WHAT[marker.form] ?? "enquiry";
  return (
    <div data-testid="lead-success" role="status">
      <h2>{marker.name ? `Thanks, ${marker.name}!` : "Thanks!"}</h2>
      <p>
        Your {what}
        {marker.car ? ` about the ${marker.car.name}` : ""} {what.endsWith("details") ? "have" : "has"} been sent to {marker.dealership ?? siteName}. Our team will be in touch shortly.
      </p>
      <p className="muted">
          Your reference:{" "}
          <strong data-testid="lead-reference" data-lead-id={marker.lead_id}>
            {marker.reference ?? marker.lead_id}
          </strong>{" "}
          — quote it if you call us about this {what.replace(/ details$/, "")}.
      </p>
      {browse}
    </div>
  );
}
