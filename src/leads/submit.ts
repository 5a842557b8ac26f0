/**
 * `POST /api/leads`: validate with the form's shared schema, check the car, dealership and
 * location belong to this site, stop spam, and store the lead with its outbox rows in one
 * transaction; only then answer with the lead id. A replay of the same idempotency key answers
 * the same lead id and writes nothing.
 *
 * Order matters:
 *  1. a known idempotency key answers at once (a retry must never be refused by a limit or a
 *     check that has since changed, or the shopper would think a stored lead was lost);
 *  2. validation (400 naming each field), tenancy (400: another site's car is invalid input);
 *  3. spam: honeypot and too-fast forms are dropped quietly (a lead_id-shaped answer, nothing
 *     stored), a bad token or captcha gets a 400 the form can recover from;
 *  4. rate limits (429), counted only for submissions that would be stored;
 *  5. the transaction.
 */
import { cleanJson } from "../platform/clean-text";
import { randomInt, randomUUID } from "node:crypto";
import type { Database } from "../db/client";
import { log } from "../platform/log";
import { timeZoneForState } from "../domain/opening-hours";
import { leadReference, MAX_REFERENCED_ID } from "../domain/lead-reference";
import { listPublicLocations, type PublicLocation } from "../site/locations";
import type { Site } from "../site/store";
import { appointmentSchedule, checkAppointment, localNow } from "./appointments";
import { destinationsFor } from "./delivery/destinations";
import { schemaOptionsFor, type LeadFormContext } from "./form-rules";
import { buildLeadPayload, type LeadCarFacts, type LeadValuation } from "./payload";
import { checkTradeInLead } from "./trade-in-lead";
import { tradeInPhotoPath } from "../valuation/photos";
import { hitRateLimit } from "../platform/rate-limit";
import { HONEYPOT_FIELD, LEAD_FORMS, validateLead, type FieldIssue, type LeadForm, type LeadInput } from "./schemas";
import { leadSettings } from "../platform/config";
import { checkCaptcha, checkFormToken, formSecret } from "./spam";
import { findCarForLead, findLeadByKey, loadDealershipRouting, saveLead } from "./store";
import { notifyLeadStored } from "./delivery/wake";
import { AppError } from "../platform/errors";

export interface SubmitMeta {
  ip: string;
  userAgent: string | null;
  origin: string | null;
  nowMs?: number;
}

/** A lead stored (or a replay of one, or a spam submission quietly dropped), as the browser is told. */
export interface SubmittedLead {
  lead_id: string;
  reference: string;
  /** The same submission again (its idempotency key): nothing new was stored. */
  replayed: boolean;
}

const NO_STORE = { "cache-control": "no-store" };

export const MESSAGES = {
  formToken: "This form could not be verified. Please reload the page and try again.",
  formExpired: "This form has expired. Please send it again.",
  captcha: "The automatic spam check did not complete. Please wait a moment and send again.",
  rateLimited:
    "We have received too many enquiries from your connection in the last few minutes. Please wait a few minutes and try again, or call the dealership.",
  siteRateLimited: "This dealership is receiving an unusual number of enquiries right now. Please try again in a few minutes, or call the dealership.",
} as const;

/** Refuse the submission naming each field ("Please fix the following errors: email, phone"). */
const invalid = (errors: FieldIssue[]): never => {
  throw new AppError("invalid", "Please fix the following errors", errors, { title: "Please fix the following errors", headers: NO_STORE });
};

/** Too many submissions: 429 with when to try again (the body keeps its empty `errors`). */
const rateLimited = (message: string, retryAfterS: number): never => {
  throw new AppError("rate_limited", message, [], { headers: { ...NO_STORE, "retry-after": String(retryAfterS) }, body: { errors: [] } });
};

/** A lead-shaped answer that stores nothing: bots learn nothing from it. */
function quietDrop(reason: string, site: Pick<Site, "slug">, ip: string): SubmittedLead {
  log.info({ site: site.slug, ip, reason }, "lead dropped as spam");
  return { lead_id: randomUUID(), reference: leadReference(randomInt(1, MAX_REFERENCED_ID)), replayed: false };
}

/** The serialisable form context for this site (used by pages and, here, by validation). */
export async function loadLeadFormContext(db: Database, site: Site, nowMs = Date.now()): Promise<LeadFormContext & { publicLocations: PublicLocation[] }> {
  const publicLocations = await listPublicLocations(db, site);
  const schedules: LeadFormContext["schedules"] = {};
  for (const l of publicLocations.slice(0, 50)) {
    schedules[String(l.id)] = appointmentSchedule(l, localNow(new Date(nowMs), timeZoneForState(l.state)));
  }
  schedules[""] = appointmentSchedule({ openingHours: [], specialHours: [] }, localNow(new Date(nowMs), "Australia/Sydney"));
  return {
    config: {
      enquiry_message_required: site.config.enquiry_message_required,
      terms_checkbox: site.config.terms_checkbox,
      opt_in_label: site.config.opt_in_label,
      captcha_enabled: site.config.captcha_enabled,
    },
    dealerships: site.dealerships.map((d) => ({ value: d.slug, label: d.name })),
    locations: publicLocations.map((l) => ({ value: String(l.id), label: l.name, dealership_slug: l.dealershipSlug })),
    schedules,
    publicLocations,
  };
}

/**
 * Take a lead: the stored lead (or the replay, or a quiet drop) is returned; bad input throws an
 * AppError naming the fields, too many submissions one with its retry-after
 * (src/web/lead-submission.ts answers both as HTTP).
 */
export async function submitLead(db: Database, site: Site, body: unknown, meta: SubmitMeta): Promise<SubmittedLead> {
  const settings = leadSettings();
  const nowMs = meta.nowMs ?? Date.now();
  if (typeof body !== "object" || body === null || Array.isArray(body)) return invalid([{ field: "(body)", message: "Expected a JSON object." }]);
  // The route's readJson has done this already; a caller that parsed the body itself gets the
  // same rule, so no NUL or lone surrogate can reach PostgreSQL and lose the lead.
  const raw = cleanJson(body) as Record<string, unknown>;

  // 1. A replay of a completed submission.
  if (typeof raw.idempotency_key === "string" && /^[A-Za-z0-9_:.-]{8,100}$/.test(raw.idempotency_key)) {
    const existing = await findLeadByKey(db, site, raw.idempotency_key);
    if (existing?.completedAt) return { lead_id: existing.publicId, reference: leadReference(existing.id), replayed: true };
  }

  // 2. Validation with the same options the form was rendered with.
  const form = typeof raw.form === "string" && (LEAD_FORMS as readonly string[]).includes(raw.form) ? (raw.form as LeadForm) : null;
  if (!form) return invalid([{ field: "form", message: `form must be one of ${LEAD_FORMS.join(", ")}.` }]);
  const ctx = await loadLeadFormContext(db, site, nowMs);
  const hasCar = raw.car_id !== undefined && raw.car_id !== null && raw.car_id !== "";
  const partial = raw.last_step === false;
  const result = validateLead(raw, schemaOptionsFor(form, ctx, hasCar, typeof raw.page_id === "string" ? raw.page_id : null), partial);
  if (!result.ok) return invalid(result.errors);
  const input = result.data;

  const tenancy = await resolveTenancy(db, site, input, ctx.publicLocations);
  if ("errors" in tenancy) return invalid(tenancy.errors);
  const { car, dealership, location } = tenancy;

  if (input.form === "test_drive" && input.dateTime) {
    const loc = location ?? ctx.publicLocations.find((l) => l.dealershipId === dealership?.id && l.primary) ?? null;
    const hours = loc ?? { openingHours: [], specialHours: [] };
    const err = checkAppointment(input.dateTime, hours, localNow(new Date(nowMs), timeZoneForState(loc?.state)));
    if (err) return invalid([{ field: "dateTime", message: err }]);
  }

  // 3. Spam.
  if (input[HONEYPOT_FIELD]) return quietDrop("honeypot", site, meta.ip);
  const secret = await formSecret(db);
  const token = checkFormToken(secret, input.form_token, site.id, nowMs, { minFillMs: settings.LEADS_MIN_FILL_MS, ttlMs: settings.LEADS_FORM_TTL_S * 1000 });
  if (!token.ok) {
    if (token.reason === "too_fast") return quietDrop("too_fast", site, meta.ip);
    return invalid([{ field: "form_token", message: token.reason === "expired" ? MESSAGES.formExpired : MESSAGES.formToken }]);
  }
  if (site.config.captcha_enabled) {
    const captcha = await checkCaptcha(secret, input.captcha, { siteId: site.id, idempotencyKey: input.idempotency_key });
    if (!captcha.ok) return invalid([{ field: "captcha", message: MESSAGES.captcha }]);
  }

  // Trade-in leads: the estimate from its seal, and a postcode that exists (last step only: a
  // draft step saves what it has).
  let valuation: LeadValuation | null = null;
  let photos: string[] = [];
  if ((input.form === "trade_in" || input.form === "valuation") && !partial) {
    const checked = await checkTradeInLead(db, site, input, secret, nowMs);
    if ("errors" in checked) return invalid(checked.errors);
    valuation = checked.valuation;
    photos = checked.photos;
  }

  // 4. Rate limits: per client address across all sites, and per site.
  const perIp = await hitRateLimit(db, `leads:ip:${meta.ip}`, settings.LEADS_RATE_LIMIT_IP, nowMs);
  if (!perIp.allowed) return rateLimited(MESSAGES.rateLimited, perIp.retryAfterS);
  const perSite = await hitRateLimit(db, `leads:site:${site.id}`, settings.LEADS_RATE_LIMIT_SITE, nowMs);
  if (!perSite.allowed) return rateLimited(MESSAGES.siteRateLimited, perSite.retryAfterS);

  // 5. Store with the outbox.
  const payload = buildLeadPayload(input, {
    car,
    dealership: dealership ? { id: dealership.id, slug: dealership.slug, name: dealership.name, manufacturerName: dealership.manufacturerName } : null,
    location: location ? { id: location.id, name: location.name } : null,
    request: { userAgent: meta.userAgent, origin: meta.origin },
    valuation,
    photoUrls: photos.map((id) => `${meta.origin ?? ""}${tradeInPhotoPath(id)}`),
    autogaugeEnabled: site.config.autogauge_enabled,
  });
  const routing = dealership ? await loadDealershipRouting(db, site, dealership.id) : { destinations: [], emails: [] };
  const saved = await saveLead(
    db,
    site,
    {
      form: input.form,
      idempotencyKey: input.idempotency_key,
      lastStep: input.last_step !== false,
      dealershipId: dealership?.id ?? null,
      carId: car?.id ?? null,
      name: input.name ?? null,
      lastName: input.last_name ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      postcode: input.postcode ?? null,
      payload,
      claimPhotos: photos,
    },
    destinationsFor(routing.destinations, routing.emails),
  );
  if (saved.completed && !saved.replayed) {
    if (saved.deliveries === 0) log.warn({ site: site.slug, dealership: dealership?.slug, lead: saved.leadId }, "lead stored with no delivery destination");
    notifyLeadStored();
  }
  return { lead_id: saved.leadId, reference: saved.reference, replayed: saved.replayed };
}

type Tenancy =
  | { car: LeadCarFacts | null; dealership: Site["dealerships"][number] | null; location: PublicLocation | null }
  | { errors: FieldIssue[] };

/** The car, dealership and location of the lead, each proven to belong to this site. */
async function resolveTenancy(db: Database, site: Site, input: LeadInput, locs: PublicLocation[]): Promise<Tenancy> {
  let car: LeadCarFacts | null = null;
  if (input.car_id !== undefined) {
    car = await findCarForLead(db, site, input.car_id);
    if (!car) return { errors: [{ field: "car_id", message: "There is no such car on this site." }] };
  }
  let dealership: Site["dealerships"][number] | null = null;
  if (input.dealership_slug !== undefined) {
    dealership = site.dealerships.find((d) => d.slug === input.dealership_slug) ?? null;
    if (!dealership) return { errors: [{ field: "dealership_slug", message: "There is no such dealership on this site." }] };
  }
  if (car) {
    if (dealership && dealership.id !== car.dealership_id) {
      return { errors: [{ field: "dealership_slug", message: "This is not the dealership that has the car." }] };
    }
    dealership = site.dealerships.find((d) => d.id === car.dealership_id) ?? null;
  }
  let location: PublicLocation | null = null;
  if (input.location_id !== undefined) {
    location = locs.find((l) => l.id === input.location_id) ?? null;
    if (!location) return { errors: [{ field: "location_id", message: "Please choose a location." }] };
    if (dealership && location.dealershipId !== dealership.id) {
      return { errors: [{ field: "location_id", message: "This location is not part of the chosen dealership." }] };
    }
    dealership ??= site.dealerships.find((d) => d.id === location!.dealershipId) ?? null;
  } else if (car?.location_id) {
    location = locs.find((l) => l.id === car.location_id) ?? null;
  }
  if (!dealership && site.dealerships.length === 1) dealership = site.dealerships[0]!;
  return { car, dealership, location };
}
