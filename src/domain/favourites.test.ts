import { describe, expect, it } from "vitest";
import { FAVOURITES_MAX, isFavourite, readFavouriteEntries, toggleFavourite, type FavouriteEntry } from "./favourites";

const entry = (id: number): FavouriteEntry => ({ id, name: `2021 Toyota Corolla ${id}`, slug: `car-${id}`, make: "Toyota", model: "Corolla", primary_image_url: `/media/${id}.webp` });

describe("favourites on the device", () => {
  it("stores the spec's full entry and removes it on the second press", () => {
    const added = toggleFavourite([], entry(7));
    expect(added).toEqual({ list: [entry(7)], added: true });
    expect(Object.keys(added.list[0]!).sort()).toEqual(["id", "make", "model", "name", "primary_image_url", "slug"]);
    expect(isFavourite(added.list, 7)).toBe(true);
    const removed = toggleFavourite(added.list, entry(7));
    expect(removed).toEqual({ list: [], added: false });
    expect(isFavourite(removed.list, 7)).toBe(false);
  });

  it("keeps the newest FAVOURITES_MAX: the 200th stays with the first, the 201st drops the first", () => {
    let list: FavouriteEntry[] = [];
    for (let id = 1; id <= FAVOURITES_MAX; id++) list = toggleFavourite(list, entry(id)).list;
    expect(list).toHaveLength(200);
    expect(isFavourite(list, 1)).toBe(true);
    list = toggleFavourite(list, entry(201)).list;
    expect(list).toHaveLength(200);
    expect(isFavourite(list, 1)).toBe(false);
    expect(list.at(-1)!.id).toBe(201);
  });

  it("reads back what it wrote and drops what it cannot use", () => {
    expect(readFavouriteEntries(JSON.stringify([entry(1), entry(2)]))).toEqual([entry(1), entry(2)]);
    expect(readFavouriteEntries(JSON.stringify([3, { id: 4 }, entry(5), { ...entry(6), primary_image_url: null }]))).toEqual([entry(5), { ...entry(6), primary_image_url: null }]);
    expect(readFavouriteEntries("{not json")).toEqual([]);
    expect(readFavouriteEntries(JSON.stringify({ id: 1 }))).toEqual([]);
    expect(readFavouriteEntries(null)).toEqual([]);
  });
});
