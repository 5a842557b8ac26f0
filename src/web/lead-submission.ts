/**
 * `POST /api/leads` as HTTP (docs/ARCHITECTURE.md, ADR 0003): 201 `{ lead_id, reference }`
 * (`idempotent-replayed: true` for a replay), 400 `{ error, errors }` naming each field, 429 with
 * Retry-After. src/leads/submit.ts decides; this only answers.
 */
import "server-only";
import type { Database } from "../db/client";
import type { Site } from "../site/store";
import { submitLead, type SubmitMeta } from "../leads/submit";
import { errorResponse, json } from "./http";

export async function answerLeadSubmission(db: Database, site: Site, body: unknown, meta: SubmitMeta): Promise<Response> {
  try {
    const lead = await submitLead(db, site, body, meta);
    const headers: Record<string, string> = { "cache-control": "no-store" };
    if (lead.replayed) headers["idempotent-replayed"] = "true";
    return json({ lead_id: lead.lead_id, reference: lead.reference }, 201, headers);
  } catch (err) {
    return errorResponse(err);
  }
}
