import { describe, expect, it } from "vitest";
import { filterModels, MODELS_PER_PAGE, type ModelHit } from "./models";

const model = (id: number, make: string, name: string, body: string[]): ModelHit => ({
  id,
  name,
  slug: name.toLowerCase(),
  override_url: null,
  body,
  image_url: null,
  manufacturer: { id: make.length, name: make, slug: make.toLowerCase(), logo_url: null },
});

const MODELS = [
  model(1, "Toyota", "HiLux", ["Ute", "Cab Chassis"]),
  model(2, "Toyota", "Corolla", ["Hatch", "Sedan"]),
  model(3, "Toyota", "RAV4", ["SUV"]),
  model(4, "Kia", "Sportage", ["SUV"]),
  model(5, "Kia", "Cerato", ["Hatch", "Sedan"]),
];

describe("filterModels", () => {
  it("filters by manufacturer, model and body, case-insensitively, with disjunctive counts", () => {
    const r = filterModels(MODELS, { manufacturer: ["toyota"], body: ["SUV"] });
    expect(r.hits.map((m) => m.name)).toEqual(["RAV4"]);
    expect(r.count).toBe(1);
    expect(r.facets.manufacturer).toEqual({ Kia: 1, Toyota: 1 });
    expect(r.facets.body).toEqual({ "Cab Chassis": 1, Hatch: 1, SUV: 1, Sedan: 1, Ute: 1 });
    expect(filterModels(MODELS, { model: ["hilux"] }).hits.map((m) => m.id)).toEqual([1]);
    expect(filterModels(MODELS, {}).count).toBe(5);
  });

  it("pages 21 at a time", () => {
    const many = Array.from({ length: 45 }, (_, i) => model(i + 1, "Toyota", `M${String(i).padStart(2, "0")}`, ["SUV"]));
    const p1 = filterModels(many, {});
    expect(p1.hits).toHaveLength(MODELS_PER_PAGE);
    expect(p1.pages).toBe(3);
    expect(filterModels(many, { page: 3 }).hits.map((m) => m.name)).toEqual(["M42", "M43", "M44"]);
    expect(filterModels(many, { page: 4 }).hits).toEqual([]);
  });
});
