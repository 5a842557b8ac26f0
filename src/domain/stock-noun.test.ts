import { describe, expect, it } from "vitest";
import { itemNoun, nounsForItems, stockNoun } from "./stock-noun";

describe("stockNoun", () => {
  it("says cars for car stock and for an empty yard", () => {
    expect(stockNoun({ car: 12 }, 12)).toBe("cars");
    expect(stockNoun({}, 0)).toBe("cars");
  });
  it("uses the singular for exactly one", () => {
    expect(stockNoun({ car: 1 }, 1)).toBe("car");
    expect(stockNoun({ caravan: 1 }, 1)).toBe("caravan");
  });
  it("names a single other kind, and says vehicles for a mix", () => {
    expect(stockNoun({ caravan: 40 }, 40)).toBe("caravans");
    expect(stockNoun({ motorcycle: 3 }, 3)).toBe("motorcycles");
    expect(stockNoun({ caravan: 40, motorcycle: 2 }, 42)).toBe("vehicles");
    expect(stockNoun({ car: 5, caravan: 0 }, 5)).toBe("cars");
  });
});

describe("nounsForItems (what a handful of picked items is called)", () => {
  it("names one kind, says vehicles for a mix, and counts an item without a kind as a car", () => {
    expect(nounsForItems(["caravan", "caravan"])).toEqual({ one: "caravan", many: "caravans" });
    expect(nounsForItems(["caravan", "motorcycle"])).toEqual({ one: "vehicle", many: "vehicles" });
    expect(nounsForItems([null, undefined, "car"])).toEqual({ one: "car", many: "cars" });
    expect(nounsForItems(["caravan", null])).toEqual({ one: "vehicle", many: "vehicles" });
    expect(nounsForItems([])).toEqual({ one: "car", many: "cars" });
  });
});

describe("itemNoun", () => {
  it("names one item of stock by its kind", () => {
    expect(itemNoun("car")).toBe("car");
    expect(itemNoun("caravan")).toBe("caravan");
    expect(itemNoun("motorcycle")).toBe("motorcycle");
    expect(itemNoun(null)).toBe("car");
    expect(itemNoun("boat")).toBe("vehicle");
  });
});
