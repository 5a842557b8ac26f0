import { describe, expect, it } from "vitest";
import { favouriteStatus, type LiveCar } from "./favourite-status";
import { FAVOURITES_MAX, isFavourite, readFavouriteEntries, readFavouritePrices, toggleFavourite, type FavouriteEntry } from "./favourites";

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

describe("a favourite's live status", () => {
  const fmt = (n: number) => `$${n.toLocaleString("en-AU")}`;
  const live = (over: Partial<LiveCar> = {}) => ({ id: 1, available: true, reserved: false, price: 30000, ...over });

  it("says when the car is gone, sold or reserved, in that order", () => {
    expect(favouriteStatus(undefined, 30000, fmt).kind).toBe("gone");
    expect(favouriteStatus(live({ available: false, reserved: true }), 30000, fmt)).toEqual({ kind: "sold", text: "Sold" });
    expect(favouriteStatus(live({ reserved: true }), 30000, fmt)).toEqual({ kind: "reserved", text: "Reserved" });
  });

  it("reports a price move of a dollar or more, either way, and nothing below a dollar or with no price", () => {
    expect(favouriteStatus(live({ price: 28990 }), 30000, fmt)).toEqual({ kind: "price_down", change: -1010, text: "Price dropped $1,010 since you saved it" });
    expect(favouriteStatus(live({ price: 30001 }), 30000, fmt)).toMatchObject({ kind: "price_up", change: 1 });
    expect(favouriteStatus(live({ price: 30000.5 }), 30000, fmt).kind).toBe("unchanged");
    expect(favouriteStatus(live({ price: null }), 30000, fmt).kind).toBe("unchanged");
    expect(favouriteStatus(live(), undefined, fmt).kind).toBe("unchanged");
  });

  it("reads back only numeric prices under numeric ids", () => {
    expect(readFavouritePrices(JSON.stringify({ "1": 100, x: 5, "2": "7", "3": null }))).toEqual({ "1": 100 });
    expect(readFavouritePrices("[1]")).toEqual({});
    expect(readFavouritePrices("{")).toEqual({});
  });
});
