import { describe, expect, it } from "vitest";
import { arrangePhotos, checkPhotoUpload, MAX_CAR_PHOTOS, MAX_PHOTOS_PER_UPLOAD, storedPhotoKey, storedPhotoPath } from "./car-photos";

const four = ["a", "b", "c", "d"];

describe("arranging a car's photos", () => {
  it("moves a photo one place earlier or later, and not past either end", () => {
    expect(arrangePhotos(four, "earlier", 2)).toEqual({ ok: true, images: ["a", "c", "b", "d"], removed: null });
    expect(arrangePhotos(four, "later", 1)).toEqual({ ok: true, images: ["a", "c", "b", "d"], removed: null });
    expect(arrangePhotos(four, "earlier", 0)).toEqual({ ok: true, images: four, removed: null });
    expect(arrangePhotos(four, "later", 3)).toEqual({ ok: true, images: four, removed: null });
  });
  it("makes a photo the main (first) one, keeping the others' order", () => {
    expect(arrangePhotos(four, "first", 3)).toEqual({ ok: true, images: ["d", "a", "b", "c"], removed: null });
  });
  it("removes a photo and says which", () => {
    expect(arrangePhotos(four, "remove", 1)).toEqual({ ok: true, images: ["a", "c", "d"], removed: "b" });
  });
  it("refuses a photo that is not there, a page that is out of date, and an unknown move", () => {
    expect(arrangePhotos(four, "first", 4)).toMatchObject({ ok: false, field: "photo" });
    expect(arrangePhotos(four, "first", -1)).toMatchObject({ ok: false, field: "photo" });
    expect(arrangePhotos(four, "first", 1.5)).toMatchObject({ ok: false, field: "photo" });
    expect(arrangePhotos(four, "first", 2, "b")).toMatchObject({ ok: false, field: "photo", message: expect.stringContaining("changed") });
    expect(arrangePhotos(four, "first", 2, "c")).toMatchObject({ ok: true });
    expect(arrangePhotos(four, "rotate", 1)).toMatchObject({ ok: false, field: "move" });
  });
});

describe("how many photos an upload may add", () => {
  it(`fills a car up to ${MAX_CAR_PHOTOS} and not one more`, () => {
    expect(checkPhotoUpload(MAX_CAR_PHOTOS - 1, 1)).toEqual({ ok: true });
    expect(checkPhotoUpload(MAX_CAR_PHOTOS - 1, 2)).toMatchObject({ ok: false, field: "photos", message: expect.stringContaining("room for 1 more") });
  });
  it(`takes ${MAX_PHOTOS_PER_UPLOAD} files at once but not ${MAX_PHOTOS_PER_UPLOAD + 1}, and not none`, () => {
    expect(checkPhotoUpload(0, MAX_PHOTOS_PER_UPLOAD)).toEqual({ ok: true });
    expect(checkPhotoUpload(0, MAX_PHOTOS_PER_UPLOAD + 1)).toMatchObject({ ok: false, field: "photos" });
    expect(checkPhotoUpload(0, 0)).toMatchObject({ ok: false, field: "photos" });
  });
});

describe("stored photo addresses", () => {
  it("puts a photo under its site and car, and knows its own site's photos only", () => {
    const { url, key } = storedPhotoPath(7, 42, "abcdefghijklmnopqrstuv");
    expect(url).toBe("/media/photos/7/42/abcdefghijklmnopqrstuv.webp");
    expect(storedPhotoKey(url, 7)).toBe(key);
    expect(storedPhotoKey(url, 8)).toBeNull();
    expect(storedPhotoKey("https://cdn.dealer.example/car.jpg", 7)).toBeNull();
    expect(storedPhotoKey("/media/photos/7/42/../../x.webp", 7)).toBeNull();
  });
});
