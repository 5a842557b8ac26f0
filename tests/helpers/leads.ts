/**
 * Lead test fixtures: two sites (alpha with two dealerships, beta with one), a few cars each,
 * and a helper that submits the way a browser does — fetch the form token and captcha, solve
 * the proof of work, wait out the minimum fill time (by moving the clock), then send.
 */
import { randomUUID } from "node:crypto";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import type { LeadDestination } from "../../src/db/types";
import { makeFeedRow, makeSiteFile } from "../../src/demo/factory";
import { issueLeadChallenge } from "../../src/leads/challenge";
import { resetConfig } from "../../src/platform/config";
import type { SubmitMeta } from "../../src/leads/submit";
import { answerLeadSubmission } from "../../src/web/lead-submission";
import { importStock } from "../../src/stock/import";
import { getSiteBySlug, upsertSite, type Site } from "../../src/site/store";

/** Cheap proof of work and no waiting, so tests stay fast (the rules are tested in unit tests). */
export function useFastLeadSettings(extra: Record<string, string> = {}): void {
  Object.assign(process.env, {
    LEADS_CAPTCHA_MIN_COUNTER: "5",
    LEADS_CAPTCHA_MAX_COUNTER: "50",
    LEADS_RATE_LIMIT_IP: "1000/600",
    LEADS_RATE_LIMIT_SITE: "5000/600",
    ...extra,
  });
  resetConfig();
}

export interface LeadFixtures {
  alpha: Site;
  beta: Site;
  alphaNewCar: { id: number; slug: string; dealership: string };
  alphaUsedCar: { id: number; slug: string; dealership: string };
  alphaSouthCar: { id: number; slug: string; dealership: string };
  betaCar: { id: number; slug: string; dealership: string };
}

const hours = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, status: "Open" as const, open: "08:00", close: "18:00" }));

type FixtureDestinations = { north?: LeadDestination[]; south?: LeadDestination[]; beta?: LeadDestination[] };

const fixtureLocation = (name: string, slug: string, email: string, primary = true) => ({
  name,
  slug,
  location_type: "sales",
  primary,
  address: { street: "1 Ann Street", city: "Brisbane", state: "QLD", postcode: "4000" },
  contact_detail: { phone: "07 5550 0100", email, opening_hours: hours },
});

/** Alpha's site file as the fixtures upsert it (a test sends it again, changed, to see what an upsert keeps). */
export function alphaSiteFile(destinations: FixtureDestinations = {}) {
  const location = fixtureLocation;
  return makeSiteFile({
    slug: "alpha",
    name: "Alpha Motors",
    domains: ["alpha.example.com.au"],
    dealerships: [
      { id: 9101, slug: "alpha-north", name: "Alpha North", manufacturer: { name: "Mazda" }, lead_destinations: destinations.north ?? [{ kind: "email", to: "north@alpha.example" }, { kind: "adf", to: "crm@alpha.example" }], locations: [location("North Showroom", "north", "north-showroom@alpha.example")] },
      { id: 9102, slug: "alpha-south", name: "Alpha South", manufacturer: null, lead_destinations: destinations.south ?? [], locations: [location("South Yard", "south", "south-yard@alpha.example")] },
    ],
  });
}

export async function seedLeadFixtures(db: Database, destinations: FixtureDestinations = {}): Promise<LeadFixtures> {
  const location = fixtureLocation;
  await upsertSite(db, alphaSiteFile(destinations));
  await upsertSite(
    db,
    makeSiteFile({
      slug: "beta",
      name: "Beta Cars",
      domains: ["beta.example.com.au"],
      config: { captcha_enabled: false },
      dealerships: [{ id: 9201, slug: "beta-main", name: "Beta Main", manufacturer: null, lead_destinations: destinations.beta ?? [{ kind: "email", to: "sales@beta.example" }], locations: [location("Beta Yard", "yard", "yard@beta.example")] }],
    }),
  );
  const alpha = (await getSiteBySlug(db, "alpha"))!;
  const beta = (await getSiteBySlug(db, "beta"))!;
  const rows = [
    makeFeedRow(1, { dealership_slug: "alpha-north", location_slug: "north", stocknum: "AN1", car_type: "new", status: "in_stock" }),
    makeFeedRow(2, { dealership_slug: "alpha-north", location_slug: "north", stocknum: "AN2", car_type: "used", status: "in_stock" }),
    makeFeedRow(3, { dealership_slug: "alpha-south", location_slug: "south", stocknum: "AS1", car_type: "used", status: "in_stock" }),
    makeFeedRow(4, { dealership_slug: "beta-main", location_slug: "yard", stocknum: "B1", car_type: "used", status: "in_stock" }),
  ];
  const imported = await importStock(db, rows);
  if (imported.rejected.length) throw new Error(`fixture cars rejected: ${JSON.stringify(imported.rejected)}`);
  const cars = await db.rows<{ id: number; slug: string; stocknum: string; dealership: string }>(
    sql`select c.id, c.slug, c.stocknum, d.slug as dealership from cars c join dealerships d on d.id = c.dealership_id`,
  );
  const car = (stock: string) => {
    const c = cars.find((x) => x.stocknum === stock)!;
    return { id: Number(c.id), slug: c.slug, dealership: c.dealership };
  };
  return { alpha, beta, alphaNewCar: car("AN1"), alphaUsedCar: car("AN2"), alphaSouthCar: car("AS1"), betaCar: car("B1") };
}

export const shopper = { name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: "0412 345 678", postcode: "4000" };

/** A body with a fresh idempotency key, the form token and (if the site wants one) a solved captcha. */
export async function preparedBody(db: Database, site: Site, fields: Record<string, unknown>, key = `test-${randomUUID()}`): Promise<Record<string, unknown>> {
  const challenge = await issueLeadChallenge(db, site, { idempotency_key: key });
  const body: Record<string, unknown> = { idempotency_key: key, form_token: challenge.form_token, ...shopper, ...fields };
  if (challenge.captcha) {
    const solution = await solveChallenge({ challenge: challenge.captcha, deriveKey });
    body.captcha = { challenge: challenge.captcha, solution };
  }
  return body;
}

let ipCounter = 0;
/** What POST /api/leads answered: its status and body, whether it was a replay, when to retry. */
export type SubmitResult =
  | { status: 201; body: { lead_id: string; reference: string }; replayed: boolean }
  | { status: 400; body: { error: string; errors: { field: string; message: string }[] } }
  | { status: 429; body: { error: string; errors: { field: string; message: string }[] }; retryAfterS: number };

/** Submit as a browser that took a few seconds to fill the form, read as the route answers it. */
export async function submitAs(db: Database, site: Site, body: unknown, meta: Partial<SubmitMeta> = {}): Promise<SubmitResult> {
  const res = await answerLeadSubmission(db, site, body, { ip: `198.51.100.${(ipCounter++ % 250) + 1}`, userAgent: "vitest", origin: `http://${site.slug}.localhost:3000`, nowMs: Date.now() + 5_000, ...meta });
  const json = await res.json();
  if (res.status === 201) return { status: 201, body: json, replayed: res.headers.get("idempotent-replayed") === "true" };
  if (res.status === 429) return { status: 429, body: json, retryAfterS: Number(res.headers.get("retry-after")) };
  if (res.status !== 400) throw new Error(`POST /api/leads answered ${res.status}: ${JSON.stringify(json)}`);
  return { status: 400, body: json };
}

export async function countRows(db: Database, table: "leads" | "lead_deliveries" | "captured_messages", siteId?: number): Promise<number> {
  const [r] = siteId === undefined
    ? await db.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)
    : await db.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where site_id = ${siteId}`);
  return Number(r?.n ?? 0);
}
