/**
 * The dealer console's accounts and actions against the database, on both engines (issue 20,
 * points 1–3): invitations and who may give which role, e-mailed one-time links, sessions and
 * their revocation, the leads a salesperson sees, assignment, the stock edit the shopper sees at
 * once and the next import's rule, and an audit row for every write. Staff of one site never reach
 * another's rows, whatever id they send.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { alphaSiteFile, preparedBody, seedLeadFixtures, submitAs, useFastLeadSettings, type LeadFixtures } from "../helpers/leads";
import { resetConfig } from "../../src/platform/config";
import { captureMailTransport } from "../../src/leads/delivery/transports";
import { createStaffMember, disableStaffMember, findStaffByEmail, type StaffMember } from "../../src/staff/accounts";
import { consumeStaffLink, requestStaffSignInLink, sendStaffLink, SIGN_IN_LINK_TTL_MS } from "../../src/staff/sign-in-links";
import { findStaffSession, listStaffSessions, revokeStaffSession, startStaffSession } from "../../src/staff/sessions";
import { assignConsoleLead, listConsoleLeads, moveConsoleLead, remindConsoleLead, resendConsoleDelivery } from "../../src/staff/console-leads";
import { editConsoleCar, listConsoleCars } from "../../src/staff/console-stock";
import { listAudit } from "../../src/staff/audit";
import { passkeyRegistrationOptions, registerPasskey } from "../../src/staff/passkeys";
import { importFeedFromConsole, saveFeedMappingFromConsole } from "../../src/staff/console-import";
import { listThemeVersions, publishTheme, undoTheme } from "../../src/staff/site-theme";
import { listFeatureVersions, publishFeatures, undoFeatures } from "../../src/staff/site-features";
import { publishHome, undoHome } from "../../src/staff/site-home";
import { addRoutingRule, listRoutingRules, removeRoutingRule } from "../../src/staff/lead-routing";
import { sendDueReminders } from "../../src/leads/reminder-mail";
import { listEditableLocations, listHoursVersions, saveLocationDetails, saveLocationHours, undoLocationDetails, undoLocationHours } from "../../src/staff/location-hours";
import { endConsoleOffer, findConsoleOffer, removeConsoleOffer, saveConsoleOffer, undoConsoleOffer } from "../../src/staff/console-offers";
import { listCurrentOffers } from "../../src/site/offers";
import { findConsolePromo, removeConsolePromo, saveConsolePromo, undoConsolePromo } from "../../src/staff/console-promos";
import { listLivePromos } from "../../src/search/promos";
import { actOnConsoleReservation, listConsoleReservations } from "../../src/staff/console-reservations";
import { paymentProviderFor } from "../../src/payments/from-env";
import { conversion, loadNumbers } from "../../src/staff/numbers";
import { recordAnalyticsEvent } from "../../src/analytics/record";
import { importStock } from "../../src/stock/import";
import { makeFeedRow } from "../../src/demo/factory";
import { searchResponse } from "../../src/web/search-api";
import { LruCache } from "../../src/platform/lru-cache";
import type { SearchResult } from "../../src/search/engine";
import { getSiteBySlug, upsertSite } from "../../src/site/store";
import { SiteFileSchema } from "../../src/site/site-file";
import { findConsolePage, listPageVersions, removeConsolePage, saveConsolePage, undoConsolePage } from "../../src/staff/site-pages";
import { findShownPage, listShownOwnPages } from "../../src/site/pages";
import { publishMenus, undoMenus } from "../../src/staff/site-menus";
import { buildStandardMenu } from "../../src/site/menu";
import { loadSiteChrome } from "../../src/site/chrome";

const operator = { kind: "operator" } as const;
const as = (member: StaffMember) => ({ kind: "staff", member }) as const;

describe.each(testEngines())("the dealer console on %s", (engine) => {
  let db: TestDatabase;
  let f: LeadFixtures;
  let admin: StaffMember;
  let manager: StaffMember;
  let sales: StaffMember;
  let southSales: StaffMember;
  let betaAdmin: StaffMember;
  const north = 9101;
  const mail = () => captureMailTransport(db);
  const lastMailTo = async (to: string) => (await db.rows<{ subject: string; body: string }>(sql`select subject, body from captured_messages where recipient = ${to} order by id desc limit 1`))[0];
  const tokenIn = (body: string) => /token=([A-Za-z0-9_-]+)/.exec(body)![1]!;

  beforeAll(async () => {
    useFastLeadSettings();
    db = await openTestDatabase(engine);
    f = await seedLeadFixtures(db);
    admin = await createStaffMember(db, f.alpha, operator, { email: "Principal@Alpha.example", name: "Pat Principal", role: "group_admin", dealership: null });
    manager = await createStaffMember(db, f.alpha, as(admin), { email: "manager@alpha.example", name: "Mia Manager", role: "manager", dealership: "alpha-north" });
    sales = await createStaffMember(db, f.alpha, as(manager), { email: "sam@alpha.example", name: "Sam Sales", role: "salesperson", dealership: String(north) });
    southSales = await createStaffMember(db, f.alpha, as(admin), { email: "sue@alpha.example", name: "Sue South", role: "salesperson", dealership: "alpha-south" });
    betaAdmin = await createStaffMember(db, f.beta, operator, { email: "principal@alpha.example", name: "Beta Boss", role: "group_admin", dealership: null });
  });
  afterAll(async () => {
    await db?.destroy();
    resetConfig();
  });

  it("invites within the inviter's reach, naming the field that is wrong", async () => {
    expect(admin.email, "stored lower-cased").toBe("principal@alpha.example");
    expect(betaAdmin.siteId, "the same address on another site is another account").toBe(f.beta.id);
    await expect(createStaffMember(db, f.alpha, as(manager), { email: "x@alpha.example", name: "X", role: "salesperson", dealership: "alpha-south" })).rejects.toMatchObject({ errors: [{ field: "dealership" }] });
    await expect(createStaffMember(db, f.alpha, as(manager), { email: "x@alpha.example", name: "X", role: "manager", dealership: "alpha-north" })).rejects.toMatchObject({ errors: [{ field: "role" }] });
    await expect(createStaffMember(db, f.alpha, as(sales), { email: "x@alpha.example", name: "X", role: "salesperson", dealership: "alpha-north" })).rejects.toMatchObject({ errors: [{ field: "role" }] });
    await expect(createStaffMember(db, f.alpha, operator, { email: "SAM@alpha.example", name: "Sam Again", role: "salesperson", dealership: "alpha-north" })).rejects.toMatchObject({ errors: [{ field: "email" }] });
    await expect(createStaffMember(db, f.alpha, operator, { email: "y@alpha.example", name: "Y", role: "manager", dealership: "beta-main" }), "another site's dealership").rejects.toMatchObject({ errors: [{ field: "dealership" }] });
    await expect(createStaffMember(db, f.alpha, operator, { email: "nope", name: "", role: "boss" })).rejects.toMatchObject({ errors: [{ field: "email" }, { field: "name" }, { field: "role" }] });
  });

  it("signs in with an e-mailed link once, within 15 minutes, on its own site only", async () => {
    const now = new Date();
    await sendStaffLink(db, f.alpha, sales, "invite", { origin: "http://alpha.localhost:3000", mail: mail(), from: "console@forecourt.test", now });
    const invite = (await lastMailTo("sam@alpha.example"))!;
    expect(invite.subject).toBe("You're invited to the Alpha Motors dealer console");
    expect(invite.body).toContain("http://alpha.localhost:3000/console/sign-in/link?token=");
    const token = tokenIn(invite.body);
    expect(await consumeStaffLink(db, f.beta, token, now), "not on another site").toBeNull();
    expect((await consumeStaffLink(db, f.alpha, token, now))?.id).toBe(sales.id);
    expect(await consumeStaffLink(db, f.alpha, token, now), "only once").toBeNull();

    const asked = await requestStaffSignInLink(db, f.alpha, "Sam@alpha.example", { clientIp: "203.0.113.9", origin: "http://alpha.localhost:3000", mail: mail(), from: "c@f.test", now });
    expect(asked).toMatchObject({ ok: true, sentLink: expect.stringContaining("/console/sign-in/link?token=") });
    const link = tokenIn((await lastMailTo("sam@alpha.example"))!.body);
    expect(await consumeStaffLink(db, f.alpha, link, new Date(now.getTime() + SIGN_IN_LINK_TTL_MS)), "expired at 15 minutes").toBeNull();
    const again = await requestStaffSignInLink(db, f.alpha, "sam@alpha.example", { clientIp: "203.0.113.9", origin: "http://alpha.localhost:3000", mail: mail(), from: "c@f.test", now });
    expect(again.ok).toBe(true);
    const link2 = tokenIn((await lastMailTo("sam@alpha.example"))!.body);
    expect((await consumeStaffLink(db, f.alpha, link2, new Date(now.getTime() + SIGN_IN_LINK_TTL_MS - 1000)))?.id, "valid just before").toBe(sales.id);

    const before = (await db.rows<{ n: number }>(sql`select count(*)::int as n from captured_messages`))[0]!.n;
    expect(await requestStaffSignInLink(db, f.alpha, "nobody@alpha.example", { clientIp: "203.0.113.9", origin: "x", mail: mail(), from: "c", now }), "same answer for an unknown address").toEqual({ ok: true, sentLink: null });
    expect((await db.rows<{ n: number }>(sql`select count(*)::int as n from captured_messages`))[0]!.n, "but nothing sent").toBe(before);
    expect(await requestStaffSignInLink(db, f.alpha, "not an address", { clientIp: "203.0.113.9", origin: "x", mail: mail(), from: "c", now })).toMatchObject({ ok: false, field: "email" });
  });

  it("refuses a sixth sign-in link within the hour for one address, saying how many minutes to wait", async () => {
    const hour = 3600_000;
    // Half a minute before an hour's window ends (windows start on the hour), then at its start.
    const late = new Date((Math.floor(Date.now() / hour) + 5) * hour - 30_000);
    const early = new Date(late.getTime() + 30_000);
    const ask = (at: Date) => requestStaffSignInLink(db, f.alpha, "limit-test@alpha.example", { clientIp: "203.0.113.77", origin: "x", mail: mail(), from: "c", now: at });
    for (let i = 0; i < 5; i++) expect((await ask(late)).ok).toBe(true);
    expect(await ask(late)).toEqual({ ok: false, field: "email", message: "Too many sign-in links asked for lately. Please try again in 1 minute." });
    for (let i = 0; i < 5; i++) expect((await ask(early)).ok).toBe(true);
    expect(await ask(early)).toEqual({ ok: false, field: "email", message: "Too many sign-in links asked for lately. Please try again in 60 minutes." });
  });

  it("keeps a session on its own site until it is revoked or the account disabled", async () => {
    const s = await startStaffSession(db, f.alpha, southSales, "link", "vitest");
    expect((await findStaffSession(db, f.alpha, s.cookie))?.member.id).toBe(southSales.id);
    expect(await findStaffSession(db, f.beta, s.cookie), "not on another site").toBeNull();
    expect(await findStaffSession(db, f.alpha, `${s.cookie}x`)).toBeNull();
    const s2 = await startStaffSession(db, f.alpha, southSales, "passkey", "phone");
    const sessions = await listStaffSessions(db, f.alpha, southSales);
    expect(sessions).toHaveLength(2);
    const mine = (await findStaffSession(db, f.alpha, s2.cookie))!;
    expect(await revokeStaffSession(db, f.alpha, betaAdmin, mine.sessionHash), "not someone else's").toBe(false);
    expect(await revokeStaffSession(db, f.alpha, southSales, mine.sessionHash)).toBe(true);
    expect(await findStaffSession(db, f.alpha, s2.cookie)).toBeNull();
    expect(await findStaffSession(db, f.alpha, s.cookie)).not.toBeNull();
    expect(await disableStaffMember(db, f.alpha, as(manager), southSales.id), "a manager cannot disable another dealership's staff").toBe(false);
    expect(await disableStaffMember(db, f.alpha, as(admin), southSales.id)).toBe(true);
    expect(await findStaffSession(db, f.alpha, s.cookie), "disabling ends every session").toBeNull();
    expect(await consumeStaffLink(db, f.alpha, "x".repeat(43))).toBeNull();
  });

  it("shows a salesperson only the leads assigned to them, and lets managers assign within their dealership", async () => {
    const lead = async (carId: number) => {
      const res = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: carId, message: "Is it available?" }));
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      return res.body.lead_id;
    };
    const northLead = await lead(f.alphaNewCar.id);
    const southLead = await lead(f.alphaSouthCar.id);
    const ids = async (m: StaffMember) => (await listConsoleLeads(db, f.alpha, m)).map((l) => l.lead.publicId);
    expect(await ids(sales)).toEqual([]);
    expect(await ids(manager)).toContain(northLead);
    expect(await ids(manager)).not.toContain(southLead);
    expect(await ids(admin)).toEqual(expect.arrayContaining([northLead, southLead]));
    expect(await listConsoleLeads(db, f.beta, betaAdmin).then((l) => l.map((x) => x.lead.publicId)), "beta's admin sees none of alpha's").not.toContain(northLead);

    await expect(assignConsoleLead(db, f.alpha, sales, northLead, sales.id), "a salesperson cannot assign").rejects.toMatchObject({ code: "forbidden" });
    await expect(assignConsoleLead(db, f.alpha, manager, southLead, sales.id), "not a lead of their dealership").rejects.toMatchObject({ code: "not_found" });
    await expect(assignConsoleLead(db, f.alpha, admin, southLead, sales.id), "to someone of another dealership").rejects.toMatchObject({ errors: [{ field: "assignee" }] });
    await expect(assignConsoleLead(db, f.beta, betaAdmin, northLead, null), "another site's admin").rejects.toMatchObject({ code: "not_found" });
    await assignConsoleLead(db, f.alpha, manager, northLead, sales.id);
    expect(await ids(sales)).toEqual([northLead]);

    await moveConsoleLead(db, f.alpha, sales, northLead, "lost", "Price");
    await expect(moveConsoleLead(db, f.alpha, sales, southLead, "contacted", null), "not theirs").rejects.toMatchObject({ code: "not_found" });
    const [item] = await listConsoleLeads(db, f.alpha, sales);
    expect(item!.lead.workflowStatus).toBe("lost");
    await resendConsoleDelivery(db, f.alpha, sales, item!.deliveries[0]!.id);
    await expect(resendConsoleDelivery(db, f.beta, betaAdmin, item!.deliveries[0]!.id)).rejects.toMatchObject({ code: "not_found" });

    const audit = await listAudit(db, f.alpha, admin);
    const stage = audit.find((a) => a.action === "lead.stage" && a.subjectId === northLead)!;
    expect(stage.actor).toBe("Sam Sales (salesperson)");
    expect(stage.before).toEqual({ status: "new", lostReason: null });
    expect(stage.after).toEqual({ status: "lost", lostReason: "Price" });
    expect(audit.find((a) => a.action === "lead.assign")!.after).toMatchObject({ assignedStaffId: sales.id, assignee: "Sam Sales" });
    expect(audit.some((a) => a.action === "lead.resend")).toBe(true);
    expect(await listAudit(db, f.beta, betaAdmin).then((rows) => rows.filter((r) => r.subjectId === northLead))).toEqual([]);
  });

  it("saves a manager's price at once for shoppers, keeps it through an import that sends the old price, and yields to a new feed price", async () => {
    const cache = new LruCache<SearchResult>({ maxEntries: 10, ttlMs: 60_000 });
    const priceInSearch = async () => {
      const site = (await getSiteBySlug(db, "alpha"))!;
      const res = await searchResponse(db, site, new URL("http://alpha.localhost/api/search?page=1"), new Headers(), { cache });
      const body = (await res.json()) as { hits: Array<{ id: number; price: number | null }> };
      return body.hits.find((c) => c.id === f.alphaUsedCar.id)?.price;
    };
    const [stored] = await db.rows<{ price: number }>(sql`select price from cars where id = ${f.alphaUsedCar.id}`);
    const feedPrice = Number(stored!.price);
    expect(await priceInSearch()).toBe(feedPrice);

    await expect(editConsoleCar(db, f.alpha, sales, f.alphaUsedCar.id, { price: "19990" }), "a salesperson cannot edit stock").rejects.toMatchObject({ code: "forbidden" });
    await expect(editConsoleCar(db, f.alpha, manager, f.alphaSouthCar.id, { price: "19990" }), "another dealership's car").rejects.toMatchObject({ code: "not_found" });
    await expect(editConsoleCar(db, f.beta, betaAdmin, f.alphaUsedCar.id, { price: "19990" }), "another site's car").rejects.toMatchObject({ code: "not_found" });
    await expect(editConsoleCar(db, f.alpha, manager, f.alphaUsedCar.id, { price: "19,990.50" })).rejects.toMatchObject({ errors: [{ field: "price" }] });

    const saved = await editConsoleCar(db, f.alpha, manager, f.alphaUsedCar.id, { price: "$19,990", tag: "Manager's special" });
    expect(saved.changed).toEqual({ price: 19990, tag: "Manager's special" });
    expect(await priceInSearch(), "the cached search shows the new price at once").toBe(19990);
    expect((await editConsoleCar(db, f.alpha, manager, f.alphaUsedCar.id, { price: "19990" })).changed, "no change, nothing written").toEqual({});

    const table = await listConsoleCars(db, f.alpha, manager, { q: "AN2" });
    expect(table.cars.map((c) => c.stocknum)).toEqual(["AN2"]);
    expect(table.cars[0]!.consoleEdits).toMatchObject({ price: { feed: feedPrice } });
    expect((await listConsoleCars(db, f.alpha, manager, {})).cars.every((c) => c.dealershipId === north)).toBe(true);
    expect((await listConsoleCars(db, f.beta, betaAdmin, { q: "AN2" })).total).toBe(0);

    const row = (price: number) => makeFeedRow(2, { dealership_slug: "alpha-north", location_slug: "north", stocknum: "AN2", car_type: "used", status: "in_stock", price });
    await importStock(db, [row(feedPrice)], { site: f.alpha });
    const [kept] = await db.rows<{ price: number; tag: string | null }>(sql`select price, tag from cars where id = ${f.alphaUsedCar.id}`);
    expect(Number(kept!.price), "the feed still sends its old price: the manager's stays").toBe(19990);
    await importStock(db, [row(18500)], { site: f.alpha });
    const [taken] = await db.rows<{ price: number; console_edits: Record<string, unknown> }>(sql`select price, console_edits from cars where id = ${f.alphaUsedCar.id}`);
    expect(Number(taken!.price), "the feed changed its price: the feed's wins").toBe(18500);
    expect(Object.keys(taken!.console_edits)).not.toContain("price");

    const audit = await listAudit(db, f.alpha, manager);
    const edit = audit.find((a) => a.action === "car.edit")!;
    expect(edit.before).toEqual({ price: feedPrice, tag: null });
    expect(edit.after).toEqual({ price: 19990, tag: "Manager's special" });
    expect(audit.filter((a) => a.action === "car.edit"), "one row per write that changed something").toHaveLength(1);
  });

  it("imports a feed from the console for a group admin only: a dry run writes nothing, a real import leaves its audit row", async () => {
    const feed = (stock: string) => {
      const text = `dealership_slug,stocknum,make,model,car_type,price\nalpha-north,${stock},Mazda,CX-3,used,21990\n`;
      return new Blob([text]).stream() as ReadableStream<Uint8Array>;
    };
    await expect(importFeedFromConsole(db, f.alpha, manager, { body: feed("CI1"), format: "csv", fileName: "f.csv" }, { dryRun: true })).rejects.toMatchObject({ code: "forbidden" });
    const dry = await importFeedFromConsole(db, f.alpha, admin, { body: feed("CI1"), format: "csv", fileName: "f.csv" }, { dryRun: true });
    expect(dry).toMatchObject({ inserted: 1, dry_run: true });
    expect(await db.rows(sql`select 1 from cars where stocknum = 'CI1'`)).toEqual([]);
    const auditBefore = (await listAudit(db, f.alpha, admin)).filter((a) => a.action === "stock.import").length;
    expect(auditBefore, "a dry run leaves no audit row").toBe(0);
    const real = await importFeedFromConsole(db, f.alpha, admin, { body: feed("CI1"), format: "csv", fileName: "f.csv" }, { dryRun: false });
    expect(real.inserted).toBe(1);
    const row = (await listAudit(db, f.alpha, admin)).find((a) => a.action === "stock.import")!;
    expect(row.after).toMatchObject({ inserted: 1, rejected: 0 });
    const other = await importFeedFromConsole(db, f.beta, betaAdmin, { body: feed("CI2"), format: "csv", fileName: "f.csv" }, { dryRun: false });
    expect(other.rejected.map((r) => r.field), "beta's admin cannot import into alpha's dealership").toEqual(["dealership_slug"]);
    await expect(saveFeedMappingFromConsole(db, f.alpha, admin, "dms", "{not json")).rejects.toMatchObject({ errors: [{ field: "mapping" }] });
    await saveFeedMappingFromConsole(db, f.alpha, admin, "dms", JSON.stringify({ preset: "au-dms" }));
    expect((await listAudit(db, f.alpha, admin)).some((a) => a.action === "feed-mapping.save" && a.subjectId === "dms")).toBe(true);
  });

  it("publishes a readable theme for the group admin only, keeps each version, and undoes to the one before", async () => {
    const site = async () => (await getSiteBySlug(db, "alpha"))!;
    const original = (await site()).theme;
    await expect(publishTheme(db, await site(), manager, { "colors.primary": "#004d40" }), "a manager cannot").rejects.toMatchObject({ code: "forbidden" });
    await expect(publishTheme(db, await site(), admin, { "colors.primary": "teal" })).rejects.toMatchObject({ errors: [{ field: "colors.primary" }] });
    await expect(publishTheme(db, await site(), admin, { "colors.header_text": "#f0f0f0", "colors.header_bg": "#ffffff" }), "unreadable header").rejects.toMatchObject({ errors: [{ field: "colors.header_text" }] });
    await expect(publishTheme(db, await site(), admin, { font_body: "Comic Sans" })).rejects.toMatchObject({ errors: [{ field: "font_body" }] });
    expect((await site()).theme, "nothing refused was written").toEqual(original);

    expect((await publishTheme(db, await site(), admin, { "colors.primary": "#004d40", font_heading: "Classic serif" })).changed).toMatchObject({ "colors.primary": "#004d40" });
    const now = await site();
    expect(now.theme.colors.primary).toBe("#004d40");
    expect(now.theme.font_heading).toContain("Charter");
    expect((await getSiteBySlug(db, "beta"))!.theme.colors.primary, "beta's look is its own").toBe(f.beta.theme.colors.primary);
    expect((await listThemeVersions(db, f.alpha)).map((v) => v.actor)).toEqual(["Pat Principal (group admin)", "site file"]);
    expect(await listThemeVersions(db, f.beta)).toEqual([]);

    await undoTheme(db, await site(), admin);
    expect((await site()).theme).toEqual(original);
    const audit = await listAudit(db, f.alpha, admin);
    expect(audit.find((a) => a.action === "theme.publish")!.after).toMatchObject({ "colors.primary": "#004d40" });
    expect(audit.find((a) => a.action === "theme.undo")!.after).toMatchObject({ "colors.primary": original.colors.primary });
    await expect(undoTheme(db, await site(), manager)).rejects.toMatchObject({ code: "forbidden" });
  });

  it("publishes feature toggles for the group admin only, as site-file overrides, keeps each set, and undoes to the one before", async () => {
    const site = async () => (await getSiteBySlug(db, "alpha"))!;
    const before = await site();
    expect(before.config.compare_enabled).toBe(true);
    await expect(publishFeatures(db, before, manager, { compare_enabled: "0" }), "a manager cannot").rejects.toMatchObject({ code: "forbidden" });
    await expect(publishFeatures(db, before, admin, { compare_enabled: "sometimes" })).rejects.toMatchObject({ errors: [{ field: "compare_enabled" }] });
    expect((await site()).config.compare_enabled, "nothing refused was written").toBe(true);
    expect((await publishFeatures(db, before, admin, { compare_enabled: "1" })).changed, "no change, nothing written").toEqual({});
    expect(await listFeatureVersions(db, f.alpha)).toEqual([]);

    const published = await publishFeatures(db, before, admin, { compare_enabled: "0", "pages.buying": "0", "detail_tabs.dealer_comments": "1" });
    expect(published.changed).toEqual({ compare_enabled: false, "pages.buying": false });
    const now = await site();
    expect(now.config.compare_enabled).toBe(false);
    expect(now.config.pages.buying).toBe(false);
    expect(now.config.captcha_enabled, "the site file's other overrides stay").toBe(before.config.captcha_enabled);
    const [row] = await db.rows<{ config: Record<string, unknown> }>(sql`select config from sites where slug = 'alpha'`);
    expect(row!.config).toMatchObject({ compare_enabled: false, pages: { buying: false } });
    expect((await getSiteBySlug(db, "beta"))!.config.compare_enabled, "beta's features are its own").toBe(true);
    expect((await listFeatureVersions(db, f.alpha)).map((v) => v.actor)).toEqual(["Pat Principal (group admin)", "site file"]);

    await undoFeatures(db, await site(), admin);
    expect((await site()).config.compare_enabled).toBe(true);
    expect((await site()).config.pages.buying).toBe(true);
    const audit = await listAudit(db, f.alpha, admin);
    expect(audit.find((a) => a.action === "features.publish")).toMatchObject({ before: { compare_enabled: true, "pages.buying": true }, after: { compare_enabled: false, "pages.buying": false } });
    expect(audit.find((a) => a.action === "features.undo")!.after).toEqual({ compare_enabled: true, "pages.buying": true });
    await expect(undoFeatures(db, await site(), manager)).rejects.toMatchObject({ code: "forbidden" });
  });

  it("lets a manager extend and convert the held reservations of their dealership's cars only, with audit rows", async () => {
    const hold = async (id: string, carId: number, dealershipId: number) =>
      db.rows(sql`insert into reservations (id, site_id, dealership_id, car_id, idempotency_key, status, amount_cents, currency, name, last_name, email, phone, postcode, provider, hold_hours, expires_at, payment_due_at)
        values (${id}, ${f.alpha.id}, ${dealershipId}, ${carId}, ${`k-${id}`}, 'held', 50000, 'aud', 'Ada', 'Lovelace', 'ada@example.com', '0412345678', '4000', 'local', 48,
                now() + interval '48 hours', now())`);
    await hold("res-north", f.alphaNewCar.id, 9101);
    await hold("res-south", f.alphaSouthCar.id, 9102);
    const provider = paymentProviderFor(db);
    const seen = async (m: StaffMember, site = f.alpha) => (await listConsoleReservations(db, site, m)).map((r) => r.id).sort();
    expect(await seen(manager)).toEqual(["res-north"]);
    expect(await seen(admin)).toEqual(["res-north", "res-south"]);
    expect(await seen(sales), "a salesperson has no reservations screen").toEqual([]);
    expect(await seen(betaAdmin, f.beta)).toEqual([]);
    await expect(actOnConsoleReservation(db, f.alpha, manager, "res-south", { action: "convert" }, provider), "another dealership's").rejects.toMatchObject({ code: "not_found" });
    await expect(actOnConsoleReservation(db, f.beta, betaAdmin, "res-north", { action: "convert" }, provider), "another site's").rejects.toMatchObject({ code: "not_found" });
    await expect(actOnConsoleReservation(db, f.alpha, sales, "res-north", { action: "convert" }, provider)).rejects.toMatchObject({ code: "forbidden" });
    await expect(actOnConsoleReservation(db, f.alpha, manager, "res-north", { action: "extend", hours: 337 }, provider)).rejects.toMatchObject({ errors: [{ field: "hours" }] });
    const extended = await actOnConsoleReservation(db, f.alpha, manager, "res-north", { action: "extend", hours: 336 }, provider);
    expect(extended.status).toBe("held");
    const converted = await actOnConsoleReservation(db, f.alpha, manager, "res-north", { action: "convert" }, provider);
    expect(converted.status).toBe("converted");
    const audit = (await listAudit(db, f.alpha, manager)).filter((a) => a.subjectId === "res-north");
    expect(audit.map((a) => a.action).sort()).toEqual(["reservation.convert", "reservation.extend"]);
    expect(audit.find((a) => a.action === "reservation.convert")).toMatchObject({ before: { status: "held" }, after: { status: "converted" } });
  });

  it("counts views, leads, conversion and searches that found nothing, within the member's reach", async () => {
    await db.rows(sql`update cars set views = 40 where id = ${f.alphaUsedCar.id}`);
    await db.rows(sql`update cars set views = 10 where id = ${f.alphaSouthCar.id}`);
    const res = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaUsedCar.id, message: "Numbers", page_id: "vehicle_page" }));
    expect(res.status).toBe(201);
    await recordAnalyticsEvent(db, f.alpha, { name: "search_page_view", payload: { path: "/search", count: 0, words: "purple ute" } });
    await recordAnalyticsEvent(db, f.alpha, { name: "search_page_view", payload: { path: "/search", count: 0, words: "purple ute" } });
    await recordAnalyticsEvent(db, f.alpha, { name: "search_page_view", payload: { path: "/search", count: 12, words: "hilux" } });
    await recordAnalyticsEvent(db, f.beta, { name: "search_page_view", payload: { path: "/search", count: 0, words: "beta only" } });
    const mine = (await loadNumbers(db, f.alpha, manager, 30))!;
    const used = mine.cars.find((c) => c.id === f.alphaUsedCar.id)!;
    expect(used.views).toBe(40);
    expect(used.leads).toBeGreaterThanOrEqual(1);
    expect(conversion(1, 40)).toBe("2.5%");
    expect(conversion(0, 0)).toBe("—");
    expect(mine.cars.some((c) => c.id === f.alphaSouthCar.id), "a manager's numbers are their dealership's").toBe(false);
    expect(mine.bySource.find((s) => s.source === "vehicle_page")?.leads).toBeGreaterThanOrEqual(1);
    expect(mine.byForm.find((x) => x.form === "enquiry")?.leads).toBeGreaterThanOrEqual(1);
    expect(mine.emptySearches).toEqual([{ words: "purple ute", path: "/search", times: 2 }]);
    const all = (await loadNumbers(db, f.alpha, admin, 30))!;
    expect(all.cars.some((c) => c.id === f.alphaSouthCar.id)).toBe(true);
    expect(all.totals.leads).toBeGreaterThan(mine.totals.leads);
    expect(await loadNumbers(db, f.alpha, sales, 30), "a salesperson has no numbers page").toBeNull();
    expect((await loadNumbers(db, f.beta, betaAdmin, 30))!.emptySearches.map((s) => s.words)).toEqual(["beta only"]);
  });

  it("sets a reminder in the dealership's time, lists the leads whose reminders are due, and clears it", async () => {
    const res = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaUsedCar.id, message: "Remind" }));
    if (res.status !== 201) throw new Error("lead not stored");
    const id = res.body.lead_id;
    const zoneOf = () => "Australia/Brisbane";
    const now = new Date("2030-06-01T00:00:00Z"); // 10 am in Brisbane
    await expect(remindConsoleLead(db, f.alpha, manager, id, { local: "2030-06-01T09:00", note: "", zoneOf }, now), "already past").rejects.toMatchObject({ errors: [{ field: "remind_at" }] });
    await expect(remindConsoleLead(db, f.beta, betaAdmin, id, { local: "2030-06-02T09:00", note: "", zoneOf }, now), "another site's lead").rejects.toMatchObject({ code: "not_found" });
    await remindConsoleLead(db, f.alpha, manager, id, { local: "2030-06-02T09:00", note: "Call about finance", zoneOf }, now);
    const [row] = await db.rows<{ remind_at: Date; remind_note: string }>(sql`select remind_at, remind_note from leads where public_id = ${id}`);
    expect(new Date(row!.remind_at).toISOString(), "9 am Brisbane is 11 pm UTC the day before").toBe("2030-06-01T23:00:00.000Z");
    const dueBy = (at: string) => listConsoleLeads(db, f.alpha, manager, { remindersDueBy: new Date(at) }).then((l) => l.map((x) => x.lead.publicId));
    expect(await dueBy("2030-06-01T22:59:59Z")).not.toContain(id);
    expect(await dueBy("2030-06-01T23:00:00Z")).toContain(id);
    await remindConsoleLead(db, f.alpha, manager, id, { local: "", note: "", zoneOf }, now);
    expect(await dueBy("2031-01-01T00:00:00Z")).not.toContain(id);
    const audit = (await listAudit(db, f.alpha, manager)).filter((a) => a.action === "lead.reminder" && a.subjectId === id);
    expect(audit.map((a) => a.after)).toEqual([{ remindAt: null, note: null }, { remindAt: "2030-06-01T23:00:00.000Z", note: "Call about finance" }]);
  });

  it("keeps a passkey challenge to its own site and member", async () => {
    const rp = { origin: "http://alpha.localhost:3000", rpID: "alpha.localhost", name: "Alpha Motors" };
    const { challengeId, options } = await passkeyRegistrationOptions(db, f.alpha, manager, rp);
    expect(options.rp).toEqual({ name: "Alpha Motors", id: "alpha.localhost" });
    expect(options.authenticatorSelection?.residentKey).toBe("required");
    expect(await registerPasskey(db, f.beta, betaAdmin, { challengeId, response: {} }, rp)).toMatchObject({ ok: false });
    expect(await registerPasskey(db, f.alpha, admin, { challengeId, response: {} }, rp), "another member's challenge").toMatchObject({ ok: false });
  });

  it("routes a new lead by its dealership's rules: assigned to the most specific rule's member and e-mailed through the outbox; rules stay within reach", async () => {
    const rule = (by: StaffMember, over: Record<string, unknown>) => addRoutingRule(db, f.alpha, by, { dealershipId: north, staffId: sales.id, form: "enquiry", carType: "used", assign: "1", notify: "1", ...over });
    await expect(rule(sales, {}), "a salesperson cannot").rejects.toMatchObject({ code: "forbidden" });
    await expect(rule(manager, { dealershipId: 9102 }), "another dealership").rejects.toMatchObject({ errors: [{ field: "dealership" }] });
    await expect(rule(manager, { staffId: southSales.id }), "a member of another dealership").rejects.toMatchObject({ errors: [{ field: "staff" }] });
    await expect(rule(manager, { assign: "0", notify: "0" })).rejects.toMatchObject({ errors: [{ field: "assign" }] });
    await expect(addRoutingRule(db, f.beta, betaAdmin, { dealershipId: north, staffId: sales.id, notify: "1" }), "another site's dealership").rejects.toMatchObject({ errors: [{ field: "dealership" }] });
    const { id: usedEnquiries } = await rule(manager, {});
    const { id: everything } = await rule(manager, { staffId: manager.id, form: "any", carType: "any", assign: "1", notify: "0" });
    expect((await listRoutingRules(db, f.alpha, manager)).map((r) => r.id)).toEqual([usedEnquiries, everything]);
    expect(await listRoutingRules(db, f.beta, betaAdmin)).toEqual([]);

    const leadOf = async (carId: number) => {
      const res = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: carId, message: "Routing" }));
      if (res.status !== 201) throw new Error("lead not stored");
      const [row] = await db.rows<{ id: number; assigned_staff_id: number | null }>(sql`select id, assigned_staff_id from leads where public_id = ${res.body.lead_id}`);
      const deliveries = await db.rows<{ kind: string; target: string }>(sql`select kind, target from lead_deliveries where lead_id = ${row!.id} order by id`);
      return { assigned: row!.assigned_staff_id, targets: deliveries.map((d) => `${d.kind} ${d.target}`) };
    };
    const used = await leadOf(f.alphaUsedCar.id);
    expect(used.assigned, "the used-car enquiry rule is the more specific").toBe(sales.id);
    expect(used.targets, "the dealership's own destinations, then the member's e-mail").toEqual(["email north@alpha.example", "adf crm@alpha.example", "email sam@alpha.example"]);
    const fresh = await leadOf(f.alphaNewCar.id);
    expect(fresh.assigned, "a new car: only the catch-all rule matches").toBe(manager.id);
    expect(fresh.targets, "the catch-all rule only assigns").not.toContain("email sam@alpha.example");

    await expect(removeRoutingRule(db, f.beta, betaAdmin, usedEnquiries), "another site").rejects.toMatchObject({ code: "not_found" });
    await removeRoutingRule(db, f.alpha, manager, usedEnquiries);
    await removeRoutingRule(db, f.alpha, manager, everything);
    expect((await leadOf(f.alphaUsedCar.id)).assigned, "no rules: unassigned").toBeNull();
    const audit = (await listAudit(db, f.alpha, manager)).map((a) => a.action);
    expect(audit.filter((a) => a === "routing.add")).toHaveLength(2);
    expect(audit.filter((a) => a === "routing.remove")).toHaveLength(2);
  });

  it("e-mails a due reminder to the member the lead is assigned to, once, and again for a new reminder", async () => {
    const res = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaUsedCar.id, message: "Call me" }));
    if (res.status !== 201) throw new Error("lead not stored");
    const id = res.body.lead_id as string;
    await assignConsoleLead(db, f.alpha, manager, id, sales.id);
    const zoneOf = () => "Australia/Brisbane";
    const setAt = new Date("2032-03-01T00:00:00Z");
    await remindConsoleLead(db, f.alpha, manager, id, { local: "2032-03-01T11:00", note: "Finance answer", zoneOf }, setAt);
    const toSam = async () => (await db.rows<{ subject: string; body: string }>(sql`select subject, body from captured_messages where recipient = 'sam@alpha.example' and subject like 'Reminder:%' order by id`));
    const before = (await toSam()).length;
    expect(await sendDueReminders(db, mail(), { now: new Date("2032-03-01T00:59:59Z"), mailFrom: "console@forecourt.test" }), "not due until 11 am Brisbane").toMatchObject({ sent: 0 });
    const sent = await sendDueReminders(db, mail(), { now: new Date("2032-03-01T01:00:00Z"), mailFrom: "console@forecourt.test" });
    expect(sent.sent).toBeGreaterThanOrEqual(1);
    const mails = await toSam();
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.subject).toBe("Reminder: Ada Lovelace — Finance answer");
    expect(mails.at(-1)!.body).toContain("/console/leads");
    await sendDueReminders(db, mail(), { now: new Date("2032-03-01T02:00:00Z"), mailFrom: "console@forecourt.test" });
    expect((await toSam()).length, "once per reminder").toBe(before + 1);
    await remindConsoleLead(db, f.alpha, manager, id, { local: "2032-03-02T09:00", note: "Second call", zoneOf }, setAt);
    await sendDueReminders(db, mail(), { now: new Date("2032-03-02T00:00:00Z"), mailFrom: "console@forecourt.test" });
    expect((await toSam()).at(-1)!.subject).toBe("Reminder: Ada Lovelace — Second call");
  });

  it("saves a location's week and special days for its own dealership's manager, checked like the site file, and undoes them", async () => {
    const mine = await listEditableLocations(db, f.alpha, manager);
    expect(mine.map((l) => l.name), "a manager edits their dealership's locations").toEqual(["North Showroom"]);
    expect((await listEditableLocations(db, f.alpha, admin)).length, "a group admin, every location").toBe(2);
    expect(await listEditableLocations(db, f.alpha, sales)).toEqual([]);
    const north = mine[0]!;
    const week: Record<string, string> = {};
    for (let d = 0; d < 7; d++) Object.assign(week, { [`status_${d}`]: "Open", [`open_${d}`]: "09:00", [`close_${d}`]: "17:00" });
    const form = { ...week, status_0: "Closed", special_date_0: "2030-12-25", special_status_0: "Closed", special_name_0: "Christmas Day", special_date_1: "2030-12-24", special_status_1: "Open", special_start_1: "09:00", special_end_1: "12:00" };

    await expect(saveLocationHours(db, f.alpha, sales, north.id, form), "a salesperson").rejects.toMatchObject({ code: "forbidden" });
    const southManager = await createStaffMember(db, f.alpha, as(admin), { email: "stu@alpha.example", name: "Stu South", role: "manager", dealership: "alpha-south" });
    await expect(saveLocationHours(db, f.alpha, southManager, north.id, form), "another dealership's manager").rejects.toMatchObject({ code: "not_found" });
    await expect(saveLocationHours(db, f.beta, betaAdmin, north.id, form), "another site").rejects.toMatchObject({ code: "not_found" });
    await expect(saveLocationHours(db, f.alpha, manager, north.id, { ...form, close_3: "08:00" })).rejects.toMatchObject({ errors: [{ field: "close_3" }] });

    await saveLocationHours(db, f.alpha, manager, north.id, form);
    const [row] = await db.rows<{ opening_hours: Array<{ weekday: number; status: string; open: string | null }>; special_hours: Array<{ date: string; status: string; start_hour: string | null }> }>(sql`select opening_hours, special_hours from locations where id = ${north.id}`);
    expect(row!.opening_hours.find((h) => h.weekday === 0)).toMatchObject({ status: "Closed", open: null });
    expect(row!.opening_hours.find((h) => h.weekday === 1)).toMatchObject({ status: "Open", open: "09:00" });
    expect(row!.special_hours.map((s) => s.date), "in date order").toEqual(["2030-12-24", "2030-12-25"]);
    expect((await listHoursVersions(db, f.alpha, north.id)).map((v) => v.actor)).toEqual(["Mia Manager (dealership manager)", "site file"]);

    await undoLocationHours(db, f.alpha, manager, north.id);
    const [back] = await db.rows<{ opening_hours: unknown; special_hours: unknown }>(sql`select opening_hours, special_hours from locations where id = ${north.id}`);
    expect(back!.opening_hours).toEqual(north.openingHours);
    expect(back!.special_hours).toEqual(north.specialHours);
    const audit = (await listAudit(db, f.alpha, manager)).filter((a) => a.action.startsWith("hours."));
    expect(audit.map((a) => a.action)).toEqual(["hours.undo", "hours.save"]);
    expect(audit[1]!.after).toMatchObject({ special: ["2030-12-24 09:00–12:00", "2030-12-25 closed"] });
  });

  it("writes offers within reach, shows them to shoppers only inside their window, ends and undoes them", async () => {
    const zoneOf = () => "Australia/Brisbane";
    const form = { name: "Winter service special", dealership: String(north), starts: "2020-06-01", expires: "2099-06-30", price: "$199", description: "Logbook service", disclaimer: "Conditions apply" };
    await expect(saveConsoleOffer(db, f.alpha, sales, null, { form, zoneOf }), "a salesperson").rejects.toMatchObject({ code: "forbidden" });
    await expect(saveConsoleOffer(db, f.alpha, manager, null, { form: { ...form, dealership: "site" }, zoneOf }), "a site-wide offer is a group admin's").rejects.toMatchObject({ errors: [{ field: "dealership" }] });
    await expect(saveConsoleOffer(db, f.alpha, manager, null, { form: { ...form, dealership: "9102" }, zoneOf }), "another dealership").rejects.toMatchObject({ errors: [{ field: "dealership" }] });
    await expect(saveConsoleOffer(db, f.alpha, manager, null, { form: { ...form, expires: "2020-05-31" }, zoneOf })).rejects.toMatchObject({ errors: [{ field: "expires" }] });

    const { id } = await saveConsoleOffer(db, f.alpha, manager, null, { form, zoneOf });
    const current = async (site = f.alpha) => (await listCurrentOffers(db, site, new Date())).map((o) => o.id);
    expect(await current()).toContain(id);
    expect(await current(f.beta), "beta does not show alpha's offer").not.toContain(id);
    const row = (await findConsoleOffer(db, f.alpha, manager, id))!;
    expect(row).toMatchObject({ slug: "winter-service-special", price: 199, dealershipId: north });
    expect(row.startsAt!.toISOString(), "midnight in Brisbane").toBe("2020-05-31T14:00:00.000Z");
    expect(await findConsoleOffer(db, f.beta, betaAdmin, id)).toBeNull();
    const southManager = (await findStaffByEmail(db, f.alpha, "stu@alpha.example"))!;
    expect(await findConsoleOffer(db, f.alpha, southManager, id), "another dealership's manager").toBeNull();
    expect((await saveConsoleOffer(db, f.alpha, admin, null, { form, zoneOf })).id, "the same name again gets its own slug").not.toBe(id);

    await saveConsoleOffer(db, f.alpha, manager, id, { form: { ...form, name: "Winter service deal", shown: "0" }, zoneOf });
    expect(await current(), "hidden from the website").not.toContain(id);
    await undoConsoleOffer(db, f.alpha, manager, id);
    expect(await current(), "undo puts the shown version back").toContain(id);
    expect((await findConsoleOffer(db, f.alpha, manager, id))!.name).toBe("Winter service special");
    await endConsoleOffer(db, f.alpha, manager, id);
    expect(await current(), "ended: off the website at once").not.toContain(id);
    await expect(endConsoleOffer(db, f.beta, betaAdmin, id)).rejects.toMatchObject({ code: "not_found" });
    const actions = (await listAudit(db, f.alpha, manager)).filter((a) => a.action.startsWith("offer.") && a.subjectId === "winter-service-special").map((a) => a.action);
    expect(actions).toEqual(["offer.end", "offer.undo", "offer.update", "offer.create"]);
  });

  it("lets the group admin write promo tiles that search results show inside their dates, and undo a change", async () => {
    const zone = "Australia/Brisbane";
    const form = { title: "Service special", body: "Book now", link_url: "/service", position: "8", starts: "2020-01-01", expires: "2099-12-31", display: "1" };
    await expect(saveConsolePromo(db, f.alpha, manager, null, form, zone), "a manager").rejects.toMatchObject({ code: "forbidden" });
    await expect(saveConsolePromo(db, f.alpha, admin, null, { ...form, position: "0" }, zone)).rejects.toMatchObject({ errors: [{ field: "position" }] });
    const { id } = await saveConsolePromo(db, f.alpha, admin, null, form, zone);
    const live = async (site = f.alpha) => (await listLivePromos(db, site, new Date(), zone)).map((p) => p.id);
    expect(await live()).toContain(id);
    expect(await live(f.beta)).not.toContain(id);
    expect(await findConsolePromo(db, f.beta, betaAdmin, id), "another site's admin").toBeNull();
    await saveConsolePromo(db, f.alpha, admin, id, { ...form, display: "0" }, zone);
    expect(await live(), "switched off").not.toContain(id);
    await undoConsolePromo(db, f.alpha, admin, id);
    expect(await live(), "undo switches it back on").toContain(id);
    await expect(undoConsolePromo(db, f.beta, betaAdmin, id)).rejects.toMatchObject({ code: "not_found" });
    const actions = (await listAudit(db, f.alpha, admin)).filter((a) => a.action.startsWith("promo.")).map((a) => a.action);
    expect(actions).toEqual(["promo.undo", "promo.update", "promo.create"]);
  });

  it("publishes the home page's three tiles for the group admin only, naming a bad tile field, and undoes to the standard tiles", async () => {
    const site = async () => (await getSiteBySlug(db, "alpha"))!;
    const form: Record<string, string> = { standard: "0", service_booking_url: "" };
    for (const i of [0, 1, 2]) Object.assign(form, { [`tile${i}_title`]: `Tile ${i + 1}`, [`tile${i}_text`]: "Words", [`tile${i}_href`]: "/finance", [`tile${i}_cta`]: "Go" });
    await expect(publishHome(db, await site(), manager, form), "a manager").rejects.toMatchObject({ code: "forbidden" });
    await expect(publishHome(db, await site(), admin, { ...form, tile1_href: "javascript:alert(1)" })).rejects.toMatchObject({ errors: [{ field: "tile1_href" }] });
    expect((await site()).config.home_tiles).toBeNull();
    expect((await publishHome(db, await site(), admin, form)).changed).toEqual({ home_tiles: ["Tile 1", "Tile 2", "Tile 3"] });
    expect((await site()).config.home_tiles?.map((t) => t.cta)).toEqual(["Go", "Go", "Go"]);
    expect((await getSiteBySlug(db, "beta"))!.config.home_tiles, "beta's home page is its own").toBeNull();
    await undoHome(db, await site(), admin);
    expect((await site()).config.home_tiles).toBeNull();
    const actions = (await listAudit(db, f.alpha, admin)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["home.publish", "home.undo"]));
  });

  it("keeps what the console published when the site file is sent again, and lets every other key follow the file", async () => {
    const site = async () => (await getSiteBySlug(db, "alpha"))!;
    await publishTheme(db, await site(), admin, { "colors.primary": "#7b1fa2" });
    await publishFeatures(db, await site(), admin, { "pages.buying": "0" });
    const [north] = await listEditableLocations(db, f.alpha, manager);
    const week: Record<string, string> = {};
    for (let d = 0; d < 7; d++) Object.assign(week, { [`status_${d}`]: "Open", [`open_${d}`]: "07:30", [`close_${d}`]: "16:00" });
    await saveLocationHours(db, f.alpha, manager, north!.id, week);

    // The operator sends the file again: the console's three changes stay; the file's own new values land.
    const file = SiteFileSchema.parse(alphaSiteFile());
    const sent = {
      ...file,
      theme: { colors: { primary: "#000000", accent: "#c62828" } },
      config: { stock_count: 321, pages: { buying: true } },
      dealerships: file.dealerships.map((d) => ({ ...d, locations: d.locations.map((l) => ({ ...l, contact_detail: { ...l.contact_detail, phone: "07 5550 0199" } })) })),
    };
    const { keptFromConsole } = await upsertSite(db, sent);
    expect(keptFromConsole).toEqual(["theme.colors.primary", "config.pages.buying", "hours of North Showroom"]);
    const now = await site();
    expect(now.theme.colors.primary, "the console's colour").toBe("#7b1fa2");
    expect(now.theme.colors.accent, "the file's new colour").toBe("#c62828");
    expect(now.config.pages.buying, "the console's page switch").toBe(false);
    expect(now.config.stock_count, "the file's new setting").toBe(321);
    const [row] = await db.rows<{ opening_hours: Array<{ open: string | null }>; phone: string }>(sql`select opening_hours, phone from locations where id = ${north!.id}`);
    expect(row!.opening_hours[0]!.open, "the console's hours").toBe("07:30");
    expect(row!.phone, "the file's new phone").toBe("07 5550 0199");
    const [south] = await db.rows<{ opening_hours: unknown }>(sql`select l.opening_hours from locations l where l.dealership_id = 9102`);
    expect(south!.opening_hours, "hours the console never touched follow the file").toEqual(file.dealerships[1]!.locations[0]!.contact_detail.opening_hours);

    // Undo steps back from the upserted look to the console's one before it, not past the file.
    expect((await listThemeVersions(db, f.alpha)).map((v) => v.actor).slice(0, 2)).toEqual(["site file", "Pat Principal (group admin)"]);
    await undoTheme(db, await site(), admin);
    expect((await site()).theme.colors.accent, "undo puts back the version before the file's").not.toBe("#c62828");

    // Once the console's value equals the file's again, the file leads once more.
    await publishFeatures(db, await site(), admin, { "pages.buying": "1" });
    expect((await upsertSite(db, { ...sent, config: { stock_count: 321, pages: { buying: false } } })).site.config.pages.buying).toBe(false);
    expect((await upsertSite(db, { ...sent, config: { stock_count: 321, pages: { buying: true } } })).site.config.pages.buying, "the file's switch, back on").toBe(true);
    expect((await getSiteBySlug(db, "beta"))!.theme.colors.primary, "beta untouched").toBe(f.beta.theme.colors.primary);
  });

  it("writes the site's own page texts for the group admin only: a standard page's words, a page of its own, hidden, undone, removed; never another site's", async () => {
    const privacy = { standard: "/privacy-policy", title: "Privacy at Alpha", lead: "", body: "## What we keep\n\nYour name and number.", visible: "1" };
    await expect(saveConsolePage(db, f.alpha, manager, null, privacy), "a manager").rejects.toMatchObject({ code: "forbidden" });
    await expect(saveConsolePage(db, f.alpha, admin, null, { ...privacy, standard: "/service" })).rejects.toMatchObject({ errors: [{ field: "standard" }] });
    const { id: privacyId } = await saveConsolePage(db, f.alpha, admin, null, privacy);
    expect((await findShownPage(db, f.alpha, "/privacy-policy"))!.title).toBe("Privacy at Alpha");
    expect(await findShownPage(db, f.beta, "/privacy-policy"), "beta keeps its standard text").toBeNull();
    await expect(saveConsolePage(db, f.alpha, admin, null, privacy), "one page per address").rejects.toMatchObject({ errors: [{ field: "standard" }] });

    const own = { slug: "finance-partners", title: "Our finance partners", lead: "Lenders we trust", body: "We work with three lenders.", visible: "1" };
    await expect(saveConsolePage(db, f.alpha, admin, null, { ...own, slug: "virtual-showroom" })).rejects.toMatchObject({ errors: [{ field: "slug" }] });
    await expect(saveConsolePage(db, f.alpha, admin, null, { ...own, slug: "Not ok!", title: "" })).rejects.toMatchObject({ errors: [{ field: "slug" }, { field: "title" }] });
    const { id, path } = await saveConsolePage(db, f.alpha, admin, null, own);
    expect(path).toBe("/pages/finance-partners");
    expect((await listShownOwnPages(db, f.alpha)).map((p) => p.path)).toEqual(["/pages/finance-partners"]);
    expect(await listShownOwnPages(db, f.beta)).toEqual([]);
    await expect(saveConsolePage(db, f.beta, betaAdmin, id, own), "another site's page").rejects.toMatchObject({ code: "not_found" });
    expect(await findConsolePage(db, f.beta, betaAdmin, id)).toBeNull();
    await expect(removeConsolePage(db, f.beta, betaAdmin, id)).rejects.toMatchObject({ code: "not_found" });

    await saveConsolePage(db, f.alpha, admin, id, { ...own, visible: "0" });
    expect(await findShownPage(db, f.alpha, path), "a hidden page is not shown").toBeNull();
    await undoConsolePage(db, f.alpha, admin, id);
    expect((await findShownPage(db, f.alpha, path))!.lead, "undo puts the shown version back").toBe("Lenders we trust");
    expect((await listPageVersions(db, f.alpha, id)).length).toBe(3);

    await removeConsolePage(db, f.alpha, admin, privacyId);
    expect(await findShownPage(db, f.alpha, "/privacy-policy"), "the standard text again").toBeNull();
    const actions = (await listAudit(db, f.alpha, admin)).filter((a) => a.action.startsWith("page.")).map((a) => `${a.action} ${a.subjectId}`);
    expect(actions).toEqual(["page.remove /privacy-policy", "page.undo /pages/finance-partners", "page.update /pages/finance-partners", "page.create /pages/finance-partners", "page.create /privacy-policy"]);
  });

  it("publishes the menus for the group admin only: a standard link hidden, own links to the site's pages, a link to a 404 refused, and undone", async () => {
    const site = async () => (await getSiteBySlug(db, "alpha"))!;
    const facts = { dealerships: f.alpha.dealerships, hasBlogPosts: false, teamLocationSlug: null };
    const standard = buildStandardMenu({ ...facts, config: (await site()).config, models: [] });
    const listed = standard.flatMap((s) => ("links" in s ? s.links.map((l) => l.href) : []));
    const form = { listed, shown: listed.filter((h) => h !== "/fleet"), links: [{ section: "company", label: "Finance partners", href: "/pages/finance-partners" }] };
    await expect(publishMenus(db, await site(), manager, form, facts), "a manager").rejects.toMatchObject({ code: "forbidden" });
    await expect(publishMenus(db, await site(), admin, { ...form, links: [{ section: "company", label: "Typo", href: "/pages/finance-partner" }] }, facts)).rejects.toMatchObject({ errors: [{ field: "link0_href" }] });
    await expect(publishMenus(db, f.beta, betaAdmin, form, facts), "beta has no such page").rejects.toMatchObject({ errors: [{ field: "link0_href" }] });

    expect((await publishMenus(db, await site(), admin, form, facts)).changed).toEqual({ "menus.hidden": ["/fleet"], "menus.links": ["Finance partners → /pages/finance-partners"] });
    const chrome = await loadSiteChrome(db, await site());
    const company = chrome.menu.find((m) => m.id === "company");
    const hrefs = company && "links" in company ? company.links.map((l) => l.href) : [];
    expect(hrefs).not.toContain("/fleet");
    expect(hrefs.at(-1)).toBe("/pages/finance-partners");

    // The page hidden: the menus stop linking it at once (no link to a 404).
    const [page] = await db.rows<{ id: number }>(sql`select id from site_pages where path = '/pages/finance-partners'`);
    await saveConsolePage(db, f.alpha, admin, page!.id, { title: "Our finance partners", body: "We work with three lenders.", visible: "0" });
    const after = (await loadSiteChrome(db, await site())).menu.find((m) => m.id === "company");
    expect(after && "links" in after ? after.links.map((l) => l.href) : []).not.toContain("/pages/finance-partners");
    await saveConsolePage(db, f.alpha, admin, page!.id, { title: "Our finance partners", body: "We work with three lenders.", visible: "1" });

    await undoMenus(db, await site(), admin);
    expect((await site()).config.menus).toEqual({ hidden: [], links: [] });
    expect((await listAudit(db, f.alpha, admin)).map((a) => a.action)).toEqual(expect.arrayContaining(["menus.publish", "menus.undo"]));
  });

  it("saves a location's name, address, licence, phones and e-mail within reach, moves its map pin with the postcode, keeps them through a site-file upsert, and undoes them", async () => {
    const [north] = await listEditableLocations(db, f.alpha, manager);
    const form = { name: "North Showroom", street: "20 Sunshine Boulevard", city: "Mermaid Waters", state: "QLD", postcode: "4218", dealer_license_number: "MD 4242", phone: "07 5550 0177", phone_used: "1300 555 017", email: "north@alpha.example" };
    await expect(saveLocationDetails(db, f.alpha, sales, north!.id, form), "a salesperson").rejects.toMatchObject({ code: "forbidden" });
    await expect(saveLocationDetails(db, f.beta, betaAdmin, north!.id, form), "another site").rejects.toMatchObject({ code: "not_found" });
    await expect(saveLocationDetails(db, f.alpha, manager, north!.id, { ...form, phone_used: "1300 555 01" })).rejects.toMatchObject({ errors: [{ field: "phone_used" }] });
    await expect(saveLocationDetails(db, f.alpha, manager, north!.id, { ...form, state: "NSW" }), "4218 is in Queensland").rejects.toMatchObject({ errors: [{ field: "state" }] });
    await saveLocationDetails(db, f.alpha, manager, north!.id, form);
    const shown = async () => (await db.rows<{ phone: string; phone_used: string | null; email: string; street: string; postcode: string; lat: number | null; dealer_license_number: string }>(sql`select phone, phone_used, email, street, postcode, lat, dealer_license_number from locations where id = ${north!.id}`))[0]!;
    const now = await shown();
    expect(now).toMatchObject({ phone: "07 5550 0177", phone_used: "1300 555 017", email: "north@alpha.example", street: "20 Sunshine Boulevard", postcode: "4218", dealer_license_number: "MD 4242" });
    expect(now.lat, "the pin is at the postcode (Gold Coast)").toBeCloseTo(-28.0, 0);

    const file = SiteFileSchema.parse(alphaSiteFile());
    const sent = { ...file, dealerships: file.dealerships.map((d) => ({ ...d, locations: d.locations.map((l) => ({ ...l, contact_detail: { ...l.contact_detail, phone: "07 5550 0111" } })) })) };
    const { keptFromConsole } = await upsertSite(db, sent);
    expect(keptFromConsole).toContain("details of North Showroom");
    expect(await shown(), "the console's details stay, pin and all").toMatchObject({ phone: "07 5550 0177", street: "20 Sunshine Boulevard", lat: now.lat });
    const [south] = await db.rows<{ phone: string }>(sql`select phone from locations where dealership_id = 9102`);
    expect(south!.phone, "a location the console never touched follows the file").toBe("07 5550 0111");

    await undoLocationDetails(db, f.alpha, manager, north!.id);
    expect((await shown()).street, "undo: the address before the console's").toBe("1 Ann Street");
    const audit = (await listAudit(db, f.alpha, manager)).filter((a) => a.action.startsWith("details."));
    expect(audit.map((a) => a.action)).toEqual(["details.undo", "details.save"]);
    expect(audit[1]!.after).toMatchObject({ street: "20 Sunshine Boulevard", phone: "07 5550 0177", dealer_license_number: "MD 4242" });
  });

  it("ties an offer to one of the site's models (its page lists it), never another site's model; removes offers and promo tiles for good, audited", async () => {
    const [mf] = await db.rows<{ id: number }>(sql`insert into manufacturers (name, slug) values ('Mazda', 'mazda') on conflict (slug) do update set name = excluded.name returning id`);
    const [cx5] = await db.rows<{ id: number }>(sql`insert into models (site_id, manufacturer_id, name, slug) values (${f.alpha.id}, ${mf!.id}, 'CX-5', 'cx-5') returning id`);
    const [betaModel] = await db.rows<{ id: number }>(sql`insert into models (site_id, manufacturer_id, name, slug) values (${f.beta.id}, ${mf!.id}, 'CX-9', 'cx-9') returning id`);
    const zoneOf = () => "Australia/Brisbane";
    const form = { name: "CX-5 runout", dealership: String(north), starts: "2020-01-01", expires: "2099-12-31", description: "Runout pricing", disclaimer: "", model: String(cx5!.id) };
    await expect(saveConsoleOffer(db, f.alpha, manager, null, { form: { ...form, model: String(betaModel!.id) }, zoneOf }), "another site's model").rejects.toMatchObject({ errors: [{ field: "model" }] });
    const { id } = await saveConsoleOffer(db, f.alpha, manager, null, { form, zoneOf });
    const offer = (await listCurrentOffers(db, f.alpha, new Date())).find((o) => o.id === id)!;
    expect(offer).toMatchObject({ manufacturerName: "Mazda", modelName: "CX-5", modelSlug: "cx-5" });
    await saveConsoleOffer(db, f.alpha, manager, id, { form: { ...form, model: "" }, zoneOf });
    expect((await findConsoleOffer(db, f.alpha, manager, id))!.modelSlug, "no one model").toBeNull();
    await undoConsoleOffer(db, f.alpha, manager, id);
    expect((await findConsoleOffer(db, f.alpha, manager, id))!.modelSlug, "undo puts the model back").toBe("cx-5");

    await expect(removeConsoleOffer(db, f.beta, betaAdmin, id), "another site").rejects.toMatchObject({ code: "not_found" });
    await expect(removeConsoleOffer(db, f.alpha, sales, id)).rejects.toMatchObject({ code: "forbidden" });
    await removeConsoleOffer(db, f.alpha, manager, id);
    expect(await findConsoleOffer(db, f.alpha, manager, id)).toBeNull();
    const removed = (await listAudit(db, f.alpha, manager)).find((a) => a.action === "offer.remove")!;
    expect(removed.before).toMatchObject({ name: "CX-5 runout", modelName: "CX-5" });

    const { id: promoId } = await saveConsolePromo(db, f.alpha, admin, null, { title: "Gone soon", body: "", link_url: "/finance", image_url: "", position: "8", display: "1", strict: "0", starts: "", expires: "" }, "Australia/Brisbane");
    await expect(removeConsolePromo(db, f.beta, betaAdmin, promoId)).rejects.toMatchObject({ code: "not_found" });
    await expect(removeConsolePromo(db, f.alpha, manager, promoId)).rejects.toMatchObject({ code: "forbidden" });
    await removeConsolePromo(db, f.alpha, admin, promoId);
    expect(await findConsolePromo(db, f.alpha, admin, promoId)).toBeNull();
    expect((await listAudit(db, f.alpha, admin)).some((a) => a.action === "promo.remove" && a.subjectId === "Gone soon")).toBe(true);
  });
});
