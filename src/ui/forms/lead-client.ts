/**
 * The browser side of POST /api/leads: fetch the form's anti-spam material when it opens, solve
 * the proof of work in the background, and send with retries under one idempotency key (so a
 * retry after a timeout can never create a second lead).
 */
import { ga4GenerateLead } from "../../domain/ga4-events";
import { solveChallenge, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { sendEvent } from "../send-event";
import { pushToDataLayer } from "../data-layer";

export interface ChallengeReply {
  form_token: string;
  min_fill_ms: number;
  captcha: Challenge | null;
}

export interface PreparedForm {
  key: string;
  token: string;
  minFillMs: number;
  /** performance.now() when the token arrived: the server's clock started about then. */
  receivedAt: number;
  captcha: Promise<{ challenge: Challenge; solution: Solution } | null>;
}

export function newIdempotencyKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? `lead-${crypto.randomUUID()}` : `lead-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export async function prepareForm(key: string): Promise<PreparedForm> {
  const res = await fetch("/api/leads/challenge", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ idempotency_key: key }) });
  if (!res.ok) throw new Error(`challenge ${res.status}`);
  const reply = (await res.json()) as ChallengeReply;
  const captcha = reply.captcha
    ? solveChallenge({ challenge: reply.captcha, deriveKey, timeout: 60_000 }).then((solution) => (solution ? { challenge: reply.captcha!, solution } : null))
    : Promise.resolve(null);
  return { key, token: reply.form_token, minFillMs: reply.min_fill_ms, receivedAt: performance.now(), captcha };
}

export type SendOutcome =
  | { kind: "ok"; leadId: string; reference: string | null; inlineSuccess: boolean }
  | { kind: "invalid"; error: string | null; errors: Array<{ field: string; message: string }> }
  | { kind: "failed"; error: string | null; status: number | null };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Send the lead. Network errors and 5xx are retried (same key: the server answers the same lead
 * id if the first attempt did get through). An expired form token is renewed once.
 */
export async function sendLead(prepared: PreparedForm, body: Record<string, unknown>, renew: () => Promise<PreparedForm>): Promise<SendOutcome> {
  let p = prepared;
  let renewed = false;
  for (let attempt = 1; ; attempt++) {
    // A pre-filled form can be sent within a second: hold it for the rest of the minimum time.
    const wait = p.minFillMs + 250 - (performance.now() - p.receivedAt);
    if (wait > 0) await sleep(wait);
    const captcha = await p.captcha;
    let res: Response | null = null;
    try {
      res = await fetch("/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...body, idempotency_key: p.key, form_token: p.token, ...(captcha ? { captcha } : {}) }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      res = null;
    }
    if (res && res.status < 500) {
      const json = (await res.json().catch(() => ({}))) as { lead_id?: unknown; reference?: unknown; error?: unknown; errors?: unknown; inline_success?: unknown };
      const error = typeof json.error === "string" ? json.error : null;
      if (res.ok && typeof json.lead_id === "string") return { kind: "ok", leadId: json.lead_id, reference: typeof json.reference === "string" ? json.reference : null, inlineSuccess: json.inline_success === true };
      const errors = Array.isArray(json.errors) ? (json.errors as Array<{ field: string; message: string }>) : [];
      if (res.status === 400 && !renewed && errors.some((e) => e.field === "form_token" || e.field === "captcha")) {
        renewed = true;
        p = await renew();
        continue;
      }
      if (res.status === 400 && errors.length) return { kind: "invalid", error, errors };
      return { kind: "failed", error, status: res.status };
    }
    if (attempt >= 3) return { kind: "failed", error: null, status: res?.status ?? null };
    await sleep(800 * attempt);
  }
}

/** Analytics for a stored lead: dataLayer for the site's tags, and our own record. Never throws. */
export function trackLead(event: { event_id: number; form: string; lead_id: string; car_id: number | null; category: string | null }): void {
  pushToDataLayer({ event: "lead_submitted", event_id: event.event_id, form: event.form, lead_id: event.lead_id, car_id: event.car_id, category: event.category });
  // The same lead under GA4's recommended name (src/domain/ga4-events.ts).
  pushToDataLayer(ga4GenerateLead(event));
  sendEvent({ event_id: event.event_id, name: "lead_submitted", car_id: event.car_id, payload: { form: event.form, lead_id: event.lead_id, category: event.category } });
}
