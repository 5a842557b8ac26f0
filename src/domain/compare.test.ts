import { describe, expect, it } from "vitest";
import { COMPARE_LIMIT, compareHref, readCompareEntries, replaceInCompare, toggleCompare, type CompareEntry } from "./compare";
import { compareRows, parseCompareIds, type CompareFacts } from "./compare-table";

const entry = (id: number): CompareEntry => ({ id, name: `Car ${id}`, slug: `car-${id}`, primary_image_url: null });
const facts = (over: Partial<CompareFacts> = {}): CompareFacts => ({
  price: "$30,000",
  year: 2021,
  km: 45000,
  body: "SUV",
  fuel: "Petrol",
  transmission: "Automatic",
  drive: "AWD",
  engine: "2.5L 4 cyl",
  seats: 5,
  colour: "White",
  location: "Brisbane",
  ...over,
});

describe("compare list", () => {
  it("holds four cars; the fourth is added, the fifth asks which to drop and changes nothing", () => {
    let list: CompareEntry[] = [];
    for (let id = 1; id <= 4; id++) {
      const r = toggleCompare(list, entry(id));
      expect(r.kind).toBe("added");
      list = r.list;
    }
    expect(list.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    const fifth = toggleCompare(list, entry(5));
    expect(fifth.kind).toBe("full");
    expect(fifth.list.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(COMPARE_LIMIT).toBe(4);
  });

  it("a second press removes the car", () => {
    const r = toggleCompare([entry(1), entry(2)], entry(1));
    expect(r).toEqual({ kind: "removed", list: [entry(2)] });
  });

  it("the chosen car makes room for the new one, which goes last", () => {
    expect(replaceInCompare([entry(1), entry(2), entry(3), entry(4)], 2, entry(5)).map((e) => e.id)).toEqual([1, 3, 4, 5]);
  });

  it("reads back only well-formed entries, each once, at most four (old bare ids are dropped)", () => {
    const stored = JSON.stringify([3, entry(1), entry(1), { id: "2" }, entry(2), entry(3), entry(4), entry(5)]);
    expect(readCompareEntries(stored).map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(readCompareEntries("not json")).toEqual([]);
    expect(readCompareEntries(null)).toEqual([]);
  });

  it("keeps each entry's kind of vehicle, and still reads lists kept before the kind was stored", () => {
    const stored = JSON.stringify([{ ...entry(1), item_type: "caravan" }, entry(2), { ...entry(3), item_type: null }, { ...entry(4), item_type: 7 }]);
    expect(readCompareEntries(stored).map((e) => [e.id, e.item_type])).toEqual([
      [1, "caravan"],
      [2, undefined],
      [3, null],
    ]);
  });
});

describe("shared compare URL", () => {
  it("round-trips ids", () => {
    expect(compareHref([12, 7])).toBe("/compare?ids=12,7");
    expect(parseCompareIds("12,7")).toEqual({ ids: [12, 7], ignored: 0 });
  });

  it("keeps whole positive ids once each, four at most, and counts the rest", () => {
    expect(parseCompareIds("1,1,x,0,-3,2.5,2,3,4,5")).toEqual({ ids: [1, 2, 3, 4], ignored: 6 });
    expect(parseCompareIds(["1", "2,3"])).toEqual({ ids: [1, 2, 3], ignored: 0 });
    expect(parseCompareIds(undefined)).toEqual({ ids: [], ignored: 0 });
    expect(parseCompareIds("99999999999999999")).toEqual({ ids: [], ignored: 1 });
  });
});

describe("comparison rows", () => {
  it("marks the rows where the cars differ and leaves the same ones unmarked", () => {
    const rows = compareRows([facts(), facts({ price: "$28,990", km: null, colour: "white " })]);
    const by = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(by.price).toMatchObject({ values: ["$30,000", "$28,990"], differs: true });
    expect(by.km).toMatchObject({ values: ["45,000 km", "—"], differs: true });
    expect(by.colour!.differs).toBe(false);
    expect(by.year!.differs).toBe(false);
  });

  it("leaves out a row no car has", () => {
    const rows = compareRows([facts({ engine: null }), facts({ engine: "" })]);
    expect(rows.some((r) => r.key === "engine")).toBe(false);
    expect(rows.some((r) => r.key === "price")).toBe(true);
  });

  it("one car alone differs from nothing", () => {
    expect(compareRows([facts()]).every((r) => !r.differs)).toBe(true);
  });
});
