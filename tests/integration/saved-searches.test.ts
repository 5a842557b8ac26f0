/**
 * Saved searches and their alerts, on both engines: saving validates the e-mail and the query
 * (naming the field), saving again is a no-op, a shopper keeps at most 20 per site, a site can
 * switch them off; the alert job mails only cars for sale listed since the last check that match,
 * never another site's, once (a second run sends nothing), keeps its place when the mail fails
 * (and the retry carries the same message id), and the unsubscribe link stops it on its own site only.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { createSearchSite, insertCars } from "../helpers/search-stock";
import { captureMailTransport, type MailTransport } from "../../src/leads/delivery/transports";
import { deleteSavedSearch, findSavedSearchByToken, saveSearch, SavedSearchBodySchema, sendSavedSearchAlerts } from "../../src/search/saved-searches";
import { MAX_SAVED_SEARCHES_PER_EMAIL } from "../../src/domain/saved-search";
import type { Site } from "../../src/site/store";
import { ServiceError } from "../../src/platform/errors";

const T0 = new Date("2026-11-01T00:00:00Z");
const HOUR = 3_600_000;

describe.each(testEngines())("saved searches on %s", (engine) => {
  let db: TestDatabase;
  let alpha: Site;
  let beta: Site;
  let off: Site;
  const sent: { to: string; subject: string; text: string; id: string }[] = [];
  let mail: MailTransport;

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    alpha = await createSearchSite(db, "ss-alpha", [{ id: 9601, slug: "ss-alpha-d", name: "Alpha D", locations: [{ slug: "a", name: "A", city: "Brisbane", state: "QLD" }] }]);
    beta = await createSearchSite(db, "ss-beta", [{ id: 9602, slug: "ss-beta-d", name: "Beta D", locations: [{ slug: "b", name: "B", city: "Sydney", state: "NSW" }] }]);
    off = await createSearchSite(db, "ss-off", [{ id: 9603, slug: "ss-off-d", name: "Off D", locations: [{ slug: "c", name: "C", city: "Perth", state: "WA" }] }], { saved_searches_enabled: false });
    const capture = captureMailTransport(db);
    mail = {
      name: "recording",
      async send(m, ctx) {
        sent.push({ to: m.to, subject: m.subject, text: m.text, id: m.messageId });
        await capture.send(m, ctx);
      },
    };
  });
  afterAll(async () => {
    await db?.destroy();
  });
  beforeEach(async () => {
    sent.length = 0;
    await db.rows(sql`delete from saved_searches`);
    await db.rows(sql`delete from cars`);
  });

  const tokenOf = async (site: Site, email: string) =>
    (await db.rows<{ token: string }>(sql`select token from saved_searches where site_id = ${site.id} and email = ${email}`))[0]?.token;

  it("validates the body naming the field, and the query by the search's own rules", async () => {
    expect(SavedSearchBodySchema.safeParse({ email: "not an email", query: "" }).error?.issues[0]?.path).toEqual(["email"]);
    expect(SavedSearchBodySchema.safeParse({ query: "" }).error?.issues[0]).toMatchObject({ path: ["email"], message: "Email is required." });
    expect(SavedSearchBodySchema.parse({ email: "  Ann@Example.COM ", query: "make=Toyota" })).toEqual({ email: "ann@example.com", query: "make=Toyota" });
    expect(await saveSearch(db, alpha, { email: "ann@example.com", query: "price=oops" })).toMatchObject({ ok: false, field: "query" });
    expect(await saveSearch(db, off, { email: "ann@example.com", query: "" })).toMatchObject({ ok: false, field: "(site)" });
  });

  it("keeps one row per e-mail and search, at most 20 per e-mail on a site", async () => {
    expect(await saveSearch(db, alpha, { email: "ann@example.com", query: "make=Toyota&page=3&sortBy=latest" }, T0)).toEqual({ ok: true, created: true });
    // The same search (page and order are not part of it) again: nothing new.
    expect(await saveSearch(db, alpha, { email: "ann@example.com", query: "make=Toyota" }, T0)).toEqual({ ok: true, created: false });
    const [row] = await db.rows<{ query: string }>(sql`select query from saved_searches`);
    expect(row!.query).toBe("make=Toyota");
    for (let i = 1; i < MAX_SAVED_SEARCHES_PER_EMAIL; i++) expect((await saveSearch(db, alpha, { email: "ann@example.com", query: `year=${2000 + i}%3A` }, T0)).ok).toBe(true);
    expect(await saveSearch(db, alpha, { email: "ann@example.com", query: "make=Kia" }, T0)).toMatchObject({ ok: false, field: "email" });
    // Another site is another list.
    expect((await saveSearch(db, beta, { email: "ann@example.com", query: "make=Kia" }, T0)).ok).toBe(true);
  });

  it("mails the new cars for sale that match, once, never another site's", async () => {
    await saveSearch(db, alpha, { email: "ann@example.com", query: "make=Toyota&price=%3A40000" }, T0);
    await insertCars(db, alpha, [
      { stocknum: "OLD", make: "Toyota", price: 30_000, createdAt: new Date(T0.getTime() - HOUR) },
      { stocknum: "NEW1", make: "Toyota", model: "HiLux", price: 39_990, createdAt: new Date(T0.getTime() + HOUR) },
      { stocknum: "NEW2", make: "Toyota", price: 45_000, createdAt: new Date(T0.getTime() + HOUR) },
      { stocknum: "NEW3", make: "Kia", price: 20_000, createdAt: new Date(T0.getTime() + HOUR) },
      { stocknum: "SOLD", make: "Toyota", price: 20_000, status: "sold", soldDate: new Date(T0.getTime() + HOUR), createdAt: new Date(T0.getTime() + HOUR) },
    ]);
    await insertCars(db, beta, [{ stocknum: "BETA", make: "Toyota", price: 20_000, createdAt: new Date(T0.getTime() + HOUR) }]);
    const now = new Date(T0.getTime() + 2 * HOUR);
    expect(await sendSavedSearchAlerts(db, mail, { now, mailFrom: "alerts@forecourt.example" })).toEqual({ checked: 1, sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe("ann@example.com");
    expect(sent[0]!.subject).toBe("1 new car matching your search at ss-alpha Motors");
    expect(sent[0]!.text).toContain("HiLux");
    expect(sent[0]!.text).toContain("https://ss-alpha.example.com.au/cars/");
    expect(sent[0]!.text).toContain(`https://ss-alpha.example.com.au/saved-searches/unsubscribe?token=${await tokenOf(alpha, "ann@example.com")}`);
    expect(sent[0]!.text).toContain("Toyota, Up to $40,000");
    const [captured] = await db.rows<{ site_id: number; lead_id: number | null; recipient: string }>(sql`select site_id, lead_id, recipient from captured_messages where message_key = ${sent[0]!.id}`);
    expect(captured).toEqual({ site_id: alpha.id, lead_id: null, recipient: "ann@example.com" });

    // Nothing new since: the next run sends nothing.
    expect(await sendSavedSearchAlerts(db, mail, { now: new Date(now.getTime() + 2 * HOUR), mailFrom: "alerts@forecourt.example" })).toEqual({ checked: 1, sent: 0, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it("checks a search at most once per interval", async () => {
    await saveSearch(db, alpha, { email: "ann@example.com", query: "" }, T0);
    await insertCars(db, alpha, [{ stocknum: "N", createdAt: new Date(T0.getTime() + 60_000) }]);
    expect((await sendSavedSearchAlerts(db, mail, { now: new Date(T0.getTime() + 30 * 60_000), mailFrom: "a@b.example", minIntervalMs: HOUR })).checked).toBe(0);
    expect((await sendSavedSearchAlerts(db, mail, { now: new Date(T0.getTime() + HOUR), mailFrom: "a@b.example", minIntervalMs: HOUR })).sent).toBe(1);
  });

  it("a failed send keeps its place, and the retry is the same message", async () => {
    await saveSearch(db, alpha, { email: "ann@example.com", query: "make=Toyota" }, T0);
    await insertCars(db, alpha, [{ stocknum: "N", make: "Toyota", createdAt: new Date(T0.getTime() + HOUR) }]);
    const failing: MailTransport = {
      name: "down",
      async send(m) {
        sent.push({ to: m.to, subject: m.subject, text: m.text, id: m.messageId });
        throw new ServiceError("SMTP down");
      },
    };
    expect(await sendSavedSearchAlerts(db, failing, { now: new Date(T0.getTime() + 2 * HOUR), mailFrom: "a@b.example" })).toEqual({ checked: 1, sent: 0, failed: 1 });
    expect(await sendSavedSearchAlerts(db, mail, { now: new Date(T0.getTime() + 3 * HOUR), mailFrom: "a@b.example" })).toEqual({ checked: 1, sent: 1, failed: 0 });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.id).toBe(sent[0]!.id);
  });

  it("sends nothing for a site that switched them off", async () => {
    await db.rows(sql`insert into saved_searches (site_id, email, query, token, created_at, last_checked_at) values (${off.id}, 'x@example.com', '', 'off-token', ${T0.toISOString()}, ${T0.toISOString()})`);
    await insertCars(db, off, [{ stocknum: "N", createdAt: new Date(T0.getTime() + HOUR) }]);
    expect(await sendSavedSearchAlerts(db, mail, { now: new Date(T0.getTime() + 2 * HOUR), mailFrom: "a@b.example" })).toEqual({ checked: 0, sent: 0, failed: 0 });
  });

  it("the unsubscribe token stops that search on its own site only", async () => {
    await saveSearch(db, alpha, { email: "ann@example.com", query: "make=Toyota" }, T0);
    const token = (await tokenOf(alpha, "ann@example.com"))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await findSavedSearchByToken(db, beta, token)).toBeNull();
    expect(await deleteSavedSearch(db, beta, token)).toBe(false);
    expect(await findSavedSearchByToken(db, alpha, token)).toEqual({ email: "ann@example.com", query: "make=Toyota" });
    expect(await deleteSavedSearch(db, alpha, token)).toBe(true);
    expect(await findSavedSearchByToken(db, alpha, token)).toBeNull();
    expect(await deleteSavedSearch(db, alpha, token)).toBe(false);
  });
});
