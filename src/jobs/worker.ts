/**
 * The delivery worker: works the `lead_deliveries` outbox.
 *
 * - Claim: due rows are leased with `FOR UPDATE SKIP LOCKED` (so any number of workers on any
 *   number of nodes never take the same row) and marked `sending` with a claim token and a
 *   lease (`locked_until`). The send happens outside any transaction, so a slow receiver holds
 *   no database lock or connection.
 * - Result: written only by the holder of the claim token. Success → delivered. Failure → back to
 *   pending after an exponential backoff with jitter, or dead after LEADS_MAX_ATTEMPTS (8) or a
 *   permanent error, with the reason in last_error.
 * - Crash: a worker killed mid-send leaves the row `sending`; when the lease runs out another
 *   worker claims it again. The receiver may therefore see a lead twice (at-least-once), always
 *   with the same Idempotency-Key (webhook) or Message-ID (e-mail) so it can drop the repeat.
 */
import { getEnv, leadSettings } from "../platform/config";
import { listSites, purgeRetiredSites } from "../site/store";
import { purgeLeadsOlderThan } from "../leads/store";
import { purgeUnclaimedPhotos } from "../valuation/photos";
import { sendSavedSearchAlerts } from "../search/saved-searches";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { log } from "../platform/log";
import type { LeadDestination } from "../db/types";
import { retryDelayMs } from "../leads/delivery/backoff";
import { webhookSecret } from "../leads/delivery/destinations";
import type { LeadForDelivery } from "../leads/delivery/lead-view";
import { adfEmail, deadDeliveryAlertEmail, leadEmail, reservationReceiptEmail, webhookRequest } from "../leads/delivery/messages";
import { transportsFromEnv, type Transports } from "../leads/delivery/transports";
import { notifyLeadStored, onLeadStored } from "../leads/delivery/wake";
import { pruneRateLimits } from "../platform/rate-limit";
import { pruneSignInCodes } from "../accounts/sign-in";
import { leadReference } from "../domain/lead-reference";
import { ServiceError } from "../platform/errors";
import { releaseExpiredReservations, retryDueRefunds } from "../reservations/lifecycle";
import { sendDueReminders } from "../leads/reminder-mail";
import { paymentProviderFor } from "../payments/from-env";
import { DAY_MS } from "../domain/availability";
import { countOf } from "../domain/count-of";

/** Every site with a lead retention period: its leads older than that are deleted (a batch a site per call). */
export async function purgeExpiredLeads(db: Database, now: Date): Promise<Record<string, number>> {
  const purged: Record<string, number> = {};
  for (const site of await listSites(db)) {
    const days = site.config.lead_retention_days;
    if (days === null) continue;
    const n = await purgeLeadsOlderThan(db, site, new Date(now.getTime() - days * DAY_MS));
    if (n) purged[site.slug] = n;
  }
  if (Object.keys(purged).length) log.info({ purged }, "leads past their site's retention period deleted");
  return purged;
}

/** How often a saved search is checked for new cars (its alert job runs with the housekeeping). */
const SAVED_SEARCH_CHECK_MS = 3_600_000;

export interface WorkerOptions {
  maxAttempts: number;
  leaseMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  batchSize: number;
  concurrency: number;
  mailFrom: string;
}

export function workerOptionsFromEnv(): WorkerOptions {
  const s = leadSettings();
  return {
    maxAttempts: s.LEADS_MAX_ATTEMPTS,
    leaseMs: s.LEADS_LEASE_MS,
    retryBaseMs: s.LEADS_RETRY_BASE_MS,
    retryMaxMs: s.LEADS_RETRY_MAX_MS,
    batchSize: s.LEADS_WORKER_CONCURRENCY * 4,
    concurrency: s.LEADS_WORKER_CONCURRENCY,
    mailFrom: s.MAIL_FROM,
  };
}

interface ClaimedRow {
  id: number;
  lead_id: number;
  site_id: number;
  dealership_id: number | null;
  kind: string;
  target: string;
  idempotency_key: string;
  attempts: number;
  claim_token: string;
}

/** Lease up to `limit` due deliveries (pending and due, or sending with an expired lease). */
export async function claimDueDeliveries(db: Database, limit: number, leaseMs: number): Promise<ClaimedRow[]> {
  const token = randomUUID();
  const rows = await db.rows<ClaimedRow>(sql`
    update lead_deliveries d
       set status = 'sending',
           attempts = d.attempts + 1,
           claim_token = ${token},
           locked_until = now() + ${`${leaseMs} milliseconds`}::interval,
           last_attempt_at = now(),
           updated_at = now()
     where d.id in (
       select id from lead_deliveries
        where (status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and locked_until < now())
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
    returning d.id, d.lead_id, d.site_id, d.dealership_id, d.kind, d.target, d.idempotency_key, d.attempts, d.claim_token`);
  return rows.map((r) => ({ ...r, id: Number(r.id), lead_id: Number(r.lead_id), attempts: Number(r.attempts) }));
}

async function markDelivered(db: Database, row: ClaimedRow): Promise<boolean> {
  const done = await db.rows(sql`
    update lead_deliveries
       set status = 'delivered', delivered_at = now(), last_error = null, claim_token = null, locked_until = null, updated_at = now()
     where id = ${row.id} and claim_token = ${row.claim_token}
    returning id`);
  return done.length === 1;
}

async function markFailed(db: Database, row: ClaimedRow, reason: string, dead: boolean, delayMs: number): Promise<void> {
  await db.rows(sql`
    update lead_deliveries
       set status = ${dead ? "dead" : "pending"},
           last_error = ${reason.slice(0, 2000)},
           next_attempt_at = now() + ${`${delayMs} milliseconds`}::interval,
           claim_token = null, locked_until = null, updated_at = now()
     where id = ${row.id} and claim_token = ${row.claim_token}`);
}

interface LeadJoin {
  public_id: string;
  form: string;
  created_at: Date | string;
  name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  payload: Record<string, unknown>;
  site_slug: string;
  site_name: string;
  site_domains: string[];
  dealership_slug: string | null;
  dealership_name: string | null;
  lead_destinations: LeadDestination[] | null;
}

/** The lead as the formats need it, with the dealer contact for the ADF vendor block. */
export async function loadLeadForDelivery(db: Database, siteId: number, leadId: number): Promise<{ lead: LeadForDelivery; destinations: LeadDestination[] } | null> {
  const [r] = await db.rows<LeadJoin>(sql`
    select l.public_id, l.form, l.created_at, l.name, l.last_name, l.email, l.phone, l.postcode, l.payload,
           s.slug as site_slug, s.name as site_name, s.domains as site_domains,
           d.slug as dealership_slug, d.name as dealership_name, d.lead_destinations
      from leads l
      join sites s on s.id = l.site_id
      left join dealerships d on d.id = l.dealership_id
     where l.id = ${leadId} and l.site_id = ${siteId}`);
  if (!r) return null;
  const payload = r.payload ?? {};
  const locationId = typeof payload.location_id === "number" ? payload.location_id : null;
  const locs = r.dealership_slug
    ? await db.rows<{ id: number; name: string; email: string | null; phone: string | null; primary: boolean }>(sql`
        select lo.id, lo.name, lo.email, coalesce(lo.phone, lo.landline_phone) as phone, lo."primary"
          from locations lo join dealerships d on d.id = lo.dealership_id
         where d.slug = ${r.dealership_slug} and lo.site_id = ${siteId}
         order by lo."primary" desc, lo.name`)
    : [];
  const loc = locs.find((l) => Number(l.id) === locationId) ?? locs[0] ?? null;
  const anyEmail = locs.find((l) => l.email)?.email ?? null;
  const anyPhone = locs.find((l) => l.phone)?.phone ?? null;
  const domain = r.site_domains?.[0];
  return {
    destinations: r.lead_destinations ?? [],
    lead: {
      publicId: r.public_id,
      reference: leadReference(leadId),
      form: r.form,
      createdAt: new Date(r.created_at),
      site: { slug: r.site_slug, name: r.site_name, url: domain ? `https://${domain}` : null },
      dealership: r.dealership_slug ? { slug: r.dealership_slug, name: r.dealership_name ?? r.dealership_slug } : null,
      vendorContact: loc || r.dealership_name ? { name: loc?.name ?? r.dealership_name ?? r.site_name, email: loc?.email ?? anyEmail, phone: loc?.phone ?? anyPhone } : null,
      contact: { name: r.name, lastName: r.last_name, email: r.email, phone: r.phone, postcode: r.postcode },
      payload,
    },
  };
}

/** Send one claimed delivery. Throws ServiceError on failure. */
async function sendOne(db: Database, row: ClaimedRow, transports: Transports, opts: WorkerOptions): Promise<void> {
  const loaded = await loadLeadForDelivery(db, row.site_id, row.lead_id);
  if (!loaded) throw new ServiceError("The lead no longer exists", undefined, true);
  const { lead, destinations } = loaded;
  const ctx = { siteId: row.site_id, leadId: row.lead_id };
  switch (row.kind) {
    case "email":
      return transports.mail.send(leadEmail(lead, { key: row.idempotency_key, from: opts.mailFrom, to: row.target }), ctx);
    case "adf": {
      // The ADF vendor contact needs an e-mail or phone; the CRM inbox will do when the dealer has none on file.
      if (lead.vendorContact && !lead.vendorContact.email && !lead.vendorContact.phone) lead.vendorContact.email = row.target;
      return transports.mail.send(adfEmail(lead, { key: row.idempotency_key, from: opts.mailFrom, to: row.target }), ctx);
    }
    case "receipt":
      return transports.mail.send(reservationReceiptEmail(lead, { key: row.idempotency_key, from: opts.mailFrom, to: row.target }), ctx);
    case "alert": {
      // Another delivery of this lead went dead: tell the dealership's admin (src/leads/delivery/messages.ts).
      const deadId = Number(row.idempotency_key.split(":")[1]);
      const [dead] = await db.rows<{ kind: string; target: string; attempts: number; last_error: string | null }>(
        sql`select kind, target, attempts, last_error from lead_deliveries where id = ${deadId} and site_id = ${row.site_id}`,
      );
      if (!dead) throw new ServiceError("The failed delivery this alert is about no longer exists", undefined, true);
      const leadsUrl = lead.site.url ? `${lead.site.url}/admin/leads` : null;
      return transports.mail.send(deadDeliveryAlertEmail(lead, { kind: dead.kind, target: dead.target, attempts: Number(dead.attempts), lastError: dead.last_error }, { key: row.idempotency_key, from: opts.mailFrom, to: row.target, leadsUrl }), ctx);
    }
    case "webhook": {
      const secret = webhookSecret(destinations, row.target);
      if (!secret) throw new ServiceError("This webhook is no longer configured for the dealership (no signing secret)", undefined, true);
      return transports.webhook.post(webhookRequest(lead, { key: row.idempotency_key, url: row.target, secret, nowMs: Date.now() }), ctx);
    }
    default:
      throw new ServiceError(`Unknown delivery kind "${row.kind}"`, undefined, true);
  }
}

/**
 * Queue the alert for a dead delivery, through the same outbox (so it is retried too): to the
 * dealership's `admin_email`, else the site's `lead_alert_email`; none configured, none sent.
 * The key `alert:{delivery id}` makes it once per dead delivery, even when a resend dies again.
 */
async function queueDeadDeliveryAlert(db: Database, row: ClaimedRow): Promise<void> {
  const [cfg] = await db.rows<{ dealer_email: string | null; site_config: Record<string, unknown> | null }>(sql`
    select d.config->>'admin_email' as dealer_email, s.config as site_config
      from sites s left join dealerships d on d.id = ${row.dealership_id} and d.site_id = s.id
     where s.id = ${row.site_id}`);
  if (!cfg) return;
  let to = typeof cfg.dealer_email === "string" && cfg.dealer_email ? cfg.dealer_email : null;
  if (!to) {
    const siteAlert = cfg.site_config?.lead_alert_email;
    to = typeof siteAlert === "string" && siteAlert ? siteAlert : null;
  }
  if (!to) return;
  await db.rows(sql`
    insert into lead_deliveries (lead_id, site_id, dealership_id, kind, target, idempotency_key, next_attempt_at)
    values (${row.lead_id}, ${row.site_id}, ${row.dealership_id}, 'alert', ${to}, ${`alert:${row.id}`}, now())
    on conflict (idempotency_key) do nothing`);
  // Wake the worker, as a stored lead does: the alert is due now.
  notifyLeadStored();
}

export interface BatchResult {
  claimed: number;
  delivered: number;
  retrying: number;
  dead: number;
}

/** Claim one batch and work it, `concurrency` sends at a time. */
export async function runDeliveryBatch(db: Database, transports: Transports, opts: WorkerOptions): Promise<BatchResult> {
  const rows = await claimDueDeliveries(db, opts.batchSize, opts.leaseMs);
  const result: BatchResult = { claimed: rows.length, delivered: 0, retrying: 0, dead: 0 };
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      try {
        await sendOne(db, row, transports, opts);
        if (await markDelivered(db, row)) result.delivered++;
        log.info({ delivery: row.id, lead: row.lead_id, kind: row.kind, attempts: row.attempts }, "lead delivered");
      } catch (err) {
        const permanent = err instanceof ServiceError && err.permanent;
        const reason = err instanceof Error ? err.message : String(err);
        const dead = permanent || row.attempts >= opts.maxAttempts;
        const delay = dead ? 0 : retryDelayMs(row.attempts, { baseMs: opts.retryBaseMs, maxMs: opts.retryMaxMs });
        await markFailed(db, row, dead ? `${reason} (gave up after ${countOf(row.attempts, "attempt")})` : reason, dead, delay);
        // A dead lead delivery alerts the dealership's admin (an alert that itself dies does not alert again).
        if (dead && row.kind !== "alert") await queueDeadDeliveryAlert(db, row).catch((e: unknown) => log.error({ err: e, delivery: row.id }, "could not queue the dead-delivery alert"));
        if (dead) result.dead++;
        else result.retrying++;
        log[dead ? "error" : "warn"]({ delivery: row.id, lead: row.lead_id, kind: row.kind, attempts: row.attempts, reason, retryInMs: dead ? null : delay }, dead ? "lead delivery dead-lettered" : "lead delivery failed; will retry");
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.concurrency, rows.length) }, lane));
  return result;
}

export interface RunningWorker {
  stop(): Promise<void>;
  /** Resolves after the next full pass (tests). */
  kick(): void;
}

/**
 * Keep working the outbox: a pass on every poll, and at once when a lead is stored in this
 * process. A pass keeps claiming batches until nothing is due.
 */
export function startDeliveryWorker(db: Database, opts: { pollMs?: number; transports?: Transports; options?: WorkerOptions } = {}): RunningWorker {
  const pollMs = opts.pollMs ?? leadSettings().LEADS_WORKER_POLL_MS;
  const options = opts.options ?? workerOptionsFromEnv();
  let transports = opts.transports;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let lastPrune = 0;

  const pass = async () => {
    transports ??= await transportsFromEnv(db);
    for (;;) {
      if (stopped) return;
      const r = await runDeliveryBatch(db, transports, options);
      if (r.claimed < options.batchSize) break;
    }
    // Reservations: every pass, since a hold ends at its minute, not at the next housekeeping.
    await releaseExpiredReservations(db, new Date()).catch((err: unknown) => log.warn({ err }, "reservation expiry failed"));
    await retryDueRefunds(db, paymentProviderFor(db), new Date()).catch((err: unknown) => log.warn({ err }, "deposit refund retry failed"));
    // Lead reminders set in the console, e-mailed to the assigned member when they come due.
    await sendDueReminders(db, transports.mail, { now: new Date(), mailFrom: options.mailFrom }).catch((err: unknown) => log.warn({ err }, "reminder e-mails failed"));
    if (Date.now() - lastPrune > 600_000) {
      lastPrune = Date.now();
      await pruneRateLimits(db).catch((err: unknown) => log.warn({ err }, "rate limit pruning failed"));
      await pruneSignInCodes(db).catch((err: unknown) => log.warn({ err }, "sign-in code pruning failed"));
      // Saved-search alerts: each search is checked at most hourly for newly listed cars.
      await sendSavedSearchAlerts(db, transports.mail, { now: new Date(), mailFrom: options.mailFrom, minIntervalMs: SAVED_SEARCH_CHECK_MS })
        .then((r) => {
          if (r.sent || r.failed) log.info(r, "saved-search alerts");
        })
        .catch((err: unknown) => log.warn({ err }, "saved-search alerts failed"));
      // Trade-in photos no lead claimed within a day (the shopper left before sending).
      await purgeUnclaimedPhotos(db, new Date()).catch((err: unknown) => log.warn({ err }, "trade-in photo purge failed"));
      // Each site's own lead retention (lead_retention_days): older leads are deleted.
      await purgeExpiredLeads(db, new Date()).catch((err: unknown) => log.warn({ err }, "lead retention purge failed"));
      // Sites retired longer ago than the retention period go, leads and all.
      await purgeRetiredSites(db, { now: new Date(), retentionDays: getEnv().LEAD_RETENTION_DAYS })
        .then((slugs) => {
          if (slugs.length) log.info({ slugs }, "retired sites purged after the retention period");
        })
        .catch((err: unknown) => log.warn({ err }, "retired site purge failed"));
    }
  };

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((err: unknown) => log.error({ err }, "delivery worker pass failed"))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      tick();
      schedule();
    }, pollMs);
    timer.unref?.();
  };

  const unsubscribe = onLeadStored(tick);
  tick();
  schedule();
  log.info({ pollMs, maxAttempts: options.maxAttempts }, "lead delivery worker started");

  return {
    kick: tick,
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
