/**
 * Car photos staff add and arrange in the console (issue 20, point 2), on both engines, with the
 * local disk object store: uploads are re-encoded and kept, the car's photo list, count and main
 * photo follow every change, a stale page or a bad file is refused by name and leaves nothing
 * behind, roles and sites are kept apart, and the next feed import keeps staff's order until the
 * feed's own photos change.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { cars } from "../../src/db/schema";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { seedLeadFixtures, useFastLeadSettings, type LeadFixtures } from "../helpers/leads";
import { resetConfig } from "../../src/platform/config";
import { createStaffMember, type StaffMember } from "../../src/staff/accounts";
import { addCarPhotos, arrangeCarPhotos, findCarPhotos } from "../../src/staff/console-photos";
import { listAudit } from "../../src/staff/audit";
import { DiskObjectStore } from "../../src/storage/object-store";
import { MAX_CAR_PHOTOS } from "../../src/domain/car-photos";
import { PHOTO_MAX_EDGE } from "../../src/storage/photo-encoding";
import { importStock } from "../../src/stock/import";
import { makeFeedRow } from "../../src/demo/factory";

const operator = { kind: "operator" } as const;
const as = (member: StaffMember) => ({ kind: "staff", member }) as const;

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
const file = async (name: string, width = 2400, height = 1200) => ({ name, type: "image/png", bytes: new Uint8Array(await png(width, height)) });

describe.each(testEngines())("car photos in the console on %s", (engine) => {
  let db: TestDatabase;
  let f: LeadFixtures;
  let manager: StaffMember;
  let sales: StaffMember;
  let southManager: StaffMember;
  let betaAdmin: StaffMember;
  let dir: string;
  let store: DiskObjectStore;
  const objects = () => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((p) => String(p).endsWith(".webp")).length : 0);
  const carRow = async (id: number) =>
    (await db.rows<{ images: string[]; photos_count: number; primary_image_url: string | null; console_edits: Record<string, unknown> }>(sql`select images, photos_count, primary_image_url, console_edits from cars where id = ${id}`))[0]!;
  const stockVersion = async () => Number((await db.rows<{ v: number }>(sql`select stock_version as v from dealerships where id = 9101`))[0]!.v);

  beforeAll(async () => {
    useFastLeadSettings();
    db = await openTestDatabase(engine);
    f = await seedLeadFixtures(db);
    const admin = await createStaffMember(db, f.alpha, operator, { email: "principal@alpha.example", name: "Pat Principal", role: "group_admin", dealership: null });
    manager = await createStaffMember(db, f.alpha, as(admin), { email: "manager@alpha.example", name: "Mia Manager", role: "manager", dealership: "alpha-north" });
    southManager = await createStaffMember(db, f.alpha, as(admin), { email: "south@alpha.example", name: "Stu South", role: "manager", dealership: "alpha-south" });
    sales = await createStaffMember(db, f.alpha, as(manager), { email: "sam@alpha.example", name: "Sam Sales", role: "salesperson", dealership: "alpha-north" });
    betaAdmin = await createStaffMember(db, f.beta, operator, { email: "boss@beta.example", name: "Beta Boss", role: "group_admin", dealership: null });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `forecourt-photos-${engine}-`));
    store = new DiskObjectStore(dir);
  });
  afterAll(async () => {
    await db?.destroy();
    resetConfig();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("adds photos at the end, re-encoded to WebP within the size limit, and shows them to shoppers at once", async () => {
    const car = f.alphaUsedCar.id;
    const before = await carRow(car);
    expect(before.images.length, "the feed gave the fixture car photos").toBeGreaterThan(0);
    const version = await stockVersion();

    const added = await addCarPhotos(db, store, f.alpha, manager, car, [await file("front.png"), await file("side.png", 800, 600)]);
    expect(added).toEqual({ added: 2, total: before.images.length + 2 });
    const after = await carRow(car);
    expect(after.images.slice(0, before.images.length), "the feed's photos keep their places").toEqual(before.images);
    const mine = after.images.slice(before.images.length);
    for (const url of mine) expect(url).toMatch(new RegExp(`^/media/photos/${f.alpha.id}/${car}/[A-Za-z0-9_-]{22}\\.webp$`));
    expect(after.photos_count).toBe(before.images.length + 2);
    expect(after.primary_image_url, "the main photo is still the first").toBe(before.images[0]);
    expect(after.console_edits).toMatchObject({ images: { feed: before.images } });
    expect(await stockVersion(), "cards, car page and caches see a new stock version").toBe(version + 1);

    const big = await store.get(mine[0]!.slice("/media/".length));
    expect(big!.contentType).toBe("image/webp");
    const meta = await sharp(big!.body).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width!, meta.height!), "shrunk to the longest edge").toBe(PHOTO_MAX_EDGE);
    expect(objects()).toBe(2);
  });

  it("refuses a file that is not a photo by its name, and keeps nothing of that upload", async () => {
    const car = f.alphaUsedCar.id;
    const before = await carRow(car);
    const count = objects();
    await expect(addCarPhotos(db, store, f.alpha, manager, car, [await file("ok.png"), { name: "brochure.pdf", type: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.4 not a photo") }])).rejects.toMatchObject({
      errors: [{ field: "photos", message: expect.stringContaining("brochure.pdf") }],
    });
    await expect(addCarPhotos(db, store, f.alpha, manager, car, [])).rejects.toMatchObject({ errors: [{ field: "photos" }] });
    expect((await carRow(car)).images).toEqual(before.images);
    expect(objects()).toBe(count);
  });

  it(`holds ${MAX_CAR_PHOTOS} photos a car and not one more`, async () => {
    const car = f.alphaNewCar.id;
    const have = (await carRow(car)).images.length;
    const setImages = (images: string[]) => db.orm.update(cars).set({ images }).where(eq(cars.id, car));
    const filler = Array.from({ length: MAX_CAR_PHOTOS - have }, (_, i) => `https://cdn.alpha.example/an1/${i}.jpg`);
    const full = [...(await carRow(car)).images, ...filler];
    await setImages(full);
    await expect(addCarPhotos(db, store, f.alpha, manager, car, [await file("one-more.png", 100, 100)])).rejects.toMatchObject({ errors: [{ field: "photos", message: expect.stringContaining("room for 0 more") }] });
    await setImages(full.slice(0, MAX_CAR_PHOTOS - 1));
    expect((await addCarPhotos(db, store, f.alpha, manager, car, [await file("last.png", 100, 100)])).total).toBe(MAX_CAR_PHOTOS);
  });

  it("lets only staff who may edit that dealership's stock change its photos", async () => {
    await expect(addCarPhotos(db, store, f.alpha, sales, f.alphaUsedCar.id, [await file("x.png", 50, 50)]), "a salesperson").rejects.toMatchObject({ code: "forbidden" });
    await expect(addCarPhotos(db, store, f.alpha, southManager, f.alphaUsedCar.id, [await file("x.png", 50, 50)]), "another dealership's manager").rejects.toMatchObject({ code: "not_found" });
    await expect(addCarPhotos(db, store, f.beta, betaAdmin, f.alphaUsedCar.id, [await file("x.png", 50, 50)]), "another site").rejects.toMatchObject({ code: "not_found" });
    await expect(arrangeCarPhotos(db, store, f.beta, betaAdmin, f.alphaUsedCar.id, "remove", 0, (await carRow(f.alphaUsedCar.id)).images[0]!), "another site").rejects.toMatchObject({ code: "not_found" });
    expect(await findCarPhotos(db, f.beta, betaAdmin, f.alphaUsedCar.id)).toBeNull();
    expect(await findCarPhotos(db, f.alpha, southManager, f.alphaUsedCar.id)).toBeNull();
    expect((await findCarPhotos(db, f.alpha, sales, f.alphaUsedCar.id))?.id, "a salesperson may look").toBe(f.alphaUsedCar.id);
  });

  it("makes a photo the main one, moves and removes photos, deleting a removed upload from the store; a stale page moves nothing", async () => {
    const car = f.alphaUsedCar.id;
    const start = (await carRow(car)).images;
    const upload = start[start.length - 1]!;
    await arrangeCarPhotos(db, store, f.alpha, manager, car, "first", start.length - 1, upload);
    let now = await carRow(car);
    expect(now.images[0]).toBe(upload);
    expect(now.primary_image_url, "the card's photo follows the first").toBe(upload);
    await arrangeCarPhotos(db, store, f.alpha, manager, car, "later", 0, upload);
    now = await carRow(car);
    expect(now.images.slice(0, 2)).toEqual([start[0], upload]);
    await expect(arrangeCarPhotos(db, store, f.alpha, manager, car, "remove", 0, upload), "the page showed another photo there").rejects.toMatchObject({ errors: [{ field: "photo" }] });
    const count = objects();
    await arrangeCarPhotos(db, store, f.alpha, manager, car, "remove", 1, upload);
    now = await carRow(car);
    expect(now.images).not.toContain(upload);
    expect(now.photos_count).toBe(start.length - 1);
    expect(objects(), "the removed upload is gone from the store").toBe(count - 1);
    const feedPhoto = now.images[0]!;
    await arrangeCarPhotos(db, store, f.alpha, manager, car, "remove", 0, feedPhoto);
    expect((await carRow(car)).images, "a feed's photo leaves the list").not.toContain(feedPhoto);
    const actions = (await listAudit(db, f.alpha, manager)).map((a) => a.action);
    for (const a of ["car.photos.add", "car.photos.first", "car.photos.later", "car.photos.remove"]) expect(actions).toContain(a);
  });

  it("keeps staff's photos through an import that sends the same photos, and takes the feed's when they change", async () => {
    const car = f.alphaUsedCar.id;
    const arranged = (await carRow(car)).images;
    const feedPhotos = ((await carRow(car)).console_edits.images as { feed: string[] }).feed;
    const row = (images: string[]) => makeFeedRow(2, { dealership_slug: "alpha-north", location_slug: "north", stocknum: "AN2", car_type: "used", status: "in_stock", images, photos_count: images.length, primary_image_url: null });
    await importStock(db, [row(feedPhotos)], { site: f.alpha });
    let now = await carRow(car);
    expect(now.images, "the feed still sends its old photos: staff's order stays").toEqual(arranged);
    expect(now.photos_count).toBe(arranged.length);
    expect(now.primary_image_url).toBe(arranged[0]);
    const fresh = ["https://cdn.alpha.example/an2/new-1.jpg", "https://cdn.alpha.example/an2/new-2.jpg"];
    await importStock(db, [row(fresh)], { site: f.alpha });
    now = await carRow(car);
    expect(now.images, "the feed changed its photos: the feed's win").toEqual(fresh);
    expect(now.primary_image_url).toBe(fresh[0]);
    expect(Object.keys(now.console_edits)).not.toContain("images");
  });
});
