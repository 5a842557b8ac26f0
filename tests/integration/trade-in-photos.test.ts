/**
 * Trade-in photos below the browser, on both engines: an upload is re-encoded (upright, at most
 * 1600 px, WebP, no EXIF or GPS), a file that is not a photo is refused naming `photo`, a site
 * reads only its own photos, a trade-in lead claims its photos in the same transaction (and
 * lists their addresses for the dealer), a photo cannot be claimed twice or from another site,
 * and the worker's purge removes only photos no lead claimed within a day.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { preparedBody, seedLeadFixtures, submitAs, useFastLeadSettings, type LeadFixtures } from "../helpers/leads";
import { resetConfig } from "../../src/platform/config";
import { PHOTO_MAX_EDGE, preparePhoto, purgeUnclaimedPhotos, readTradeInPhoto, saveTradeInPhoto } from "../../src/valuation/photos";
import { ValidationError } from "../../src/platform/errors";

/** A 3000 × 2000 JPEG a phone held sideways would take (EXIF orientation 6), with a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "27/1 28/1 0/1" } } })
    .toBuffer();
}

describe.each(testEngines())("trade-in photos on %s", (engine) => {
  let db: TestDatabase;
  let f: LeadFixtures;
  beforeAll(async () => {
    useFastLeadSettings();
    db = await openTestDatabase(engine);
    f = await seedLeadFixtures(db);
  });
  afterAll(async () => {
    resetConfig();
    await db?.destroy();
  });

  const tradeFields = { form: "trade_in", trade_in_make: "Mazda", trade_in_model: "CX-5", trade_in_year: 2022, trade_in_km: 40_000, trade_in_condition: "Good" };
  const upload = async (site = f.alpha, at = new Date()) => (await saveTradeInPhoto(db, site, await preparePhoto(await phonePhoto()), at)).id;

  it("re-encodes an upload upright, within 1600 px, as WebP without its EXIF and GPS", async () => {
    const original = await phonePhoto();
    expect(await sharp(original).metadata()).toMatchObject({ orientation: 6, width: 3000, height: 2000, exif: expect.any(Buffer) });
    const photo = await preparePhoto(original);
    // Orientation 6 turns the 3000 × 2000 frame upright (2000 × 3000), then it is shrunk to fit.
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1067, height: PHOTO_MAX_EDGE });
    const meta = await sharp(photo.image).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("refuses what is not a photo, naming the field", async () => {
    await expect(preparePhoto(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).rejects.toThrow(ValidationError);
    await expect(preparePhoto(new TextEncoder().encode("just words"))).rejects.toMatchObject({ errors: [{ field: "photo" }] });
  });

  it("a site reads only its own photos", async () => {
    const id = await upload(f.alpha);
    expect(await readTradeInPhoto(db, f.alpha, id)).not.toBeNull();
    expect(await readTradeInPhoto(db, f.beta, id)).toBeNull();
    expect(await readTradeInPhoto(db, f.alpha, "not-an-id")).toBeNull();
  });

  it("a trade-in lead claims its photos and lists their addresses; none can be claimed twice or across sites", async () => {
    const [one, two] = [await upload(), await upload()];
    const res = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { ...tradeFields, car_id: f.alphaUsedCar.id, trade_in_photos: `${one},${two}` }));
    expect(res.status).toBe(201);
    const publicId = (res.body as { lead_id: string }).lead_id;
    const [lead] = await db.rows<{ id: number; payload: { trade_in: { photos: string[] } } }>(sql`select id, payload from leads where public_id = ${publicId}`);
    expect(lead!.payload.trade_in.photos).toEqual([`http://alpha.localhost:3000/api/trade-in/photos/${one}`, `http://alpha.localhost:3000/api/trade-in/photos/${two}`]);
    const claimed = await db.rows<{ lead_id: number }>(sql`select lead_id from trade_in_photos where id in (${one}, ${two})`);
    expect(claimed.map((r) => Number(r.lead_id))).toEqual([Number(lead!.id), Number(lead!.id)]);

    const again = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { ...tradeFields, car_id: f.alphaUsedCar.id, trade_in_photos: one }));
    expect(again).toMatchObject({ status: 400, body: { errors: [{ field: "trade_in_photos" }] } });
    const betas = await upload(f.beta);
    const cross = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { ...tradeFields, car_id: f.alphaUsedCar.id, trade_in_photos: [betas] }));
    expect(cross).toMatchObject({ status: 400, body: { errors: [{ field: "trade_in_photos" }] } });
    const seven = await submitAs(db, f.alpha, await preparedBody(db, f.alpha, { ...tradeFields, car_id: f.alphaUsedCar.id, trade_in_photos: Array(7).fill(betas) }));
    expect(seven).toMatchObject({ status: 400, body: { errors: [{ field: "trade_in_photos" }] } });
  });

  it("the purge removes photos no lead claimed within a day, and keeps claimed ones", async () => {
    const now = new Date();
    const stale = await upload(f.alpha, new Date(now.getTime() - 25 * 3_600_000));
    const fresh = await upload(f.alpha, new Date(now.getTime() - 23 * 3_600_000));
    const claimedBefore = (await db.rows<{ n: number }>(sql`select count(*)::int as n from trade_in_photos where lead_id is not null`))[0]!.n;
    expect(await purgeUnclaimedPhotos(db, now)).toBeGreaterThanOrEqual(1);
    expect(await readTradeInPhoto(db, f.alpha, stale)).toBeNull();
    expect(await readTradeInPhoto(db, f.alpha, fresh)).not.toBeNull();
    expect((await db.rows<{ n: number }>(sql`select count(*)::int as n from trade_in_photos where lead_id is not null`))[0]!.n).toBe(claimedBefore);
  });
});
