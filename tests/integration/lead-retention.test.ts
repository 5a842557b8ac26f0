/**
 * Lead privacy operations (issue 20, point 9) against the database, on both engines: deleting one
 * lead at the customer's request, and each site's retention period (lead_retention_days) applied
 * by the worker's housekeeping, at its boundary. One site never deletes another's leads.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { countRows, preparedBody, seedLeadFixtures, submitAs, useFastLeadSettings, type LeadFixtures } from "../helpers/leads";
import { resetConfig } from "../../src/platform/config";
import { addLeadNote, deleteLead, listLeads, setLeadStatus } from "../../src/leads/store";
import { purgeExpiredLeads } from "../../src/jobs/worker";
import { getSiteBySlug, upsertSite } from "../../src/site/store";
import { makeSiteFile } from "../../src/demo/factory";

const DAY = 86_400_000;

describe.each(testEngines())("lead deletion and retention on %s", (engine) => {
  let db: TestDatabase;
  let f: LeadFixtures;
  beforeAll(async () => {
    useFastLeadSettings();
    db = await openTestDatabase(engine);
    f = await seedLeadFixtures(db);
  });
  afterAll(async () => {
    await db?.destroy();
    resetConfig();
  });

  const newLead = async (site: LeadFixtures["alpha"], carId: number) => {
    const res = await submitAs(db, site, await preparedBody(db, site, { form: "enquiry", car_id: carId, message: "Please call" }));
    expect(res.status).toBe(201);
    return (res.body as { lead_id: string }).lead_id;
  };
  const age = (publicId: string, ms: number, now: Date) => db.rows(sql`update leads set created_at = ${new Date(now.getTime() - ms).toISOString()}::timestamptz where public_id = ${publicId}`);
  const exists = async (publicId: string) => (await db.rows(sql`select 1 from leads where public_id = ${publicId}`)).length === 1;

  it("deletes a lead with its deliveries at the customer's request, and only on its own site", async () => {
    const id = await newLead(f.alpha, f.alphaNewCar.id);
    expect(await countRows(db, "lead_deliveries", f.alpha.id)).toBeGreaterThan(0);
    expect(await deleteLead(db, f.beta, id), "beta cannot delete alpha's lead").toBe(false);
    expect(await exists(id)).toBe(true);
    expect(await deleteLead(db, f.alpha, id)).toBe(true);
    expect(await exists(id)).toBe(false);
    expect(await db.rows(sql`select 1 from lead_deliveries d join leads l on l.id = d.lead_id where l.public_id = ${id}`)).toEqual([]);
    expect(await deleteLead(db, f.alpha, id), "a second request finds nothing").toBe(false);
  });

  it("keeps a lead 30 days old to the minute on a 30-day site, deletes one a minute older, and leaves other sites alone", async () => {
    const now = new Date();
    // Alpha keeps leads 30 days (its stored config, as a site file sets it; the dealerships stay as seeded).
    const alpha = (await getSiteBySlug(db, "alpha"))!;
    await db.rows(sql`update sites set config = config || '{"lead_retention_days": 30}'::jsonb where id = ${alpha.id}`);
    const kept = await newLead(f.alpha, f.alphaNewCar.id);
    const gone = await newLead(f.alpha, f.alphaUsedCar.id);
    const betaOld = await newLead(f.beta, f.betaCar.id);
    await age(kept, 30 * DAY - 60_000, now);
    await age(gone, 30 * DAY + 60_000, now);
    await age(betaOld, 400 * DAY, now);
    const purged = await purgeExpiredLeads(db, now);
    expect(purged).toEqual({ alpha: 1 });
    expect(await exists(kept)).toBe(true);
    expect(await exists(gone)).toBe(false);
    expect(await exists(betaOld), "beta keeps leads (no retention set)").toBe(true);
  });

  it("refuses a retention shorter than 30 days or longer than ten years, naming the key", async () => {
    for (const days of [29, 3651]) {
      await expect(upsertSite(db, makeSiteFile({ slug: "gamma", name: "Gamma", config: { lead_retention_days: days } }))).rejects.toMatchObject({ errors: [{ field: "config.lead_retention_days" }] });
    }
  });
});

describe.each(testEngines())("the lead workflow on %s", (engine) => {
  let db: TestDatabase;
  let f: LeadFixtures;
  beforeAll(async () => {
    useFastLeadSettings();
    db = await openTestDatabase(engine);
    f = await seedLeadFixtures(db);
  });
  afterAll(async () => {
    await db?.destroy();
    resetConfig();
  });

  it("moves a lead through contacted, appointment and lost (with its reason), keeps notes in order, and touches only its own site's leads", async () => {
    const res = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { form: "enquiry", car_id: f.alphaNewCar.id, message: "Workflow" }));
    expect(res.status).toBe(201);
    const id = (res.body as { lead_id: string }).lead_id;
    const item = async () => (await listLeads(db, f.alpha)).find((l) => l.lead.publicId === id)!;
    expect((await item()).lead.workflowStatus).toBe("new");
    expect(await setLeadStatus(db, f.alpha, id, "contacted")).toEqual({ status: "contacted", lostReason: null });
    expect(await setLeadStatus(db, f.alpha, id, "appointment", "Price")).toEqual({ status: "appointment", lostReason: null });
    await expect(setLeadStatus(db, f.alpha, id, "lost")).rejects.toMatchObject({ errors: [{ field: "lost_reason" }] });
    await expect(setLeadStatus(db, f.alpha, id, "won")).rejects.toMatchObject({ errors: [{ field: "status" }] });
    expect(await setLeadStatus(db, f.alpha, id, "lost", "Bought elsewhere")).toEqual({ status: "lost", lostReason: "Bought elsewhere" });
    expect((await item()).lead).toMatchObject({ workflowStatus: "lost", lostReason: "Bought elsewhere" });
    expect((await item()).lead.statusChangedAt).toBeInstanceOf(Date);

    expect(await addLeadNote(db, f.alpha, id, "Called, no answer.")).toMatchObject({ id: expect.any(Number) });
    expect(await addLeadNote(db, f.alpha, id, "Bought a Kia down the road.")).toMatchObject({ id: expect.any(Number) });
    await expect(addLeadNote(db, f.alpha, id, "x".repeat(2001))).rejects.toMatchObject({ errors: [{ field: "note" }] });
    expect((await item()).notes.map((n) => n.body)).toEqual(["Called, no answer.", "Bought a Kia down the road."]);

    // Beta cannot move or annotate alpha's lead.
    expect(await setLeadStatus(db, f.beta, id, "sold")).toBeNull();
    expect(await addLeadNote(db, f.beta, id, "Not mine")).toBeNull();
    expect((await item()).lead.workflowStatus).toBe("lost");
    // Deleting the lead takes its notes with it.
    expect(await deleteLead(db, f.alpha, id)).toBe(true);
    expect(await db.rows(sql`select 1 from lead_notes`)).toEqual([]);
  });
});
