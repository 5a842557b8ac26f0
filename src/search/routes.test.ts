import { describe, expect, it } from "vitest";
import { makeSearchQuery } from "./query";
import { applyDefaultCity, defaultCityParams, keepsBase, pageWindow, resolveSearchRoute, searchHref, searchRoutePaths, slugify, withBase, type SearchCatalog } from "./routes";

const catalog: SearchCatalog = {
  makes: ["Land Rover", "Mercedes-Benz", "Toyota"],
  bodies: ["Cab Chassis", "SUV", "Ute"],
  makeModels: ["Land Rover Range Rover Sport", "Toyota Corolla", "Toyota HiLux"],
  dealerships: [{ slug: "coastline-toyota-used", name: "Coastline Used" }],
};

describe("slugify", () => {
  it("lower-cases, joins words with hyphens and drops accents and symbols", () => {
    expect(slugify("Land Rover")).toBe("land-rover");
    expect(slugify("Mercedes-Benz")).toBe("mercedes-benz");
    expect(slugify("Citroën C4")).toBe("citroen-c4");
    expect(slugify("  Cab / Chassis ")).toBe("cab-chassis");
  });
});

describe("resolveSearchRoute", () => {
  it("reads the type routes", () => {
    expect(resolveSearchRoute(["used-cars"], catalog)).toMatchObject({ kind: "type", path: "/search/used-cars", base: { car_type: ["used"] } });
    expect(resolveSearchRoute(["new-and-demo-cars"], catalog)?.base).toEqual({ car_type: ["new", "demo"] });
    expect(resolveSearchRoute(["new-used-and-demo-cars"], catalog)).toMatchObject({ kind: "all", path: "/search/new-used-and-demo-cars", base: {} });
  });

  it("gives /search and /cars their own canonical path", () => {
    expect(resolveSearchRoute([], catalog)?.path).toBe("/search");
    expect(resolveSearchRoute([], catalog, "/cars")?.path).toBe("/cars");
  });

  it("reads makes, make + model, bodies and dealerships by slug, case-insensitively", () => {
    expect(resolveSearchRoute(["land-rover"], catalog)).toMatchObject({ kind: "make", base: { make: ["Land Rover"] } });
    expect(resolveSearchRoute(["Toyota", "hilux"], catalog)).toMatchObject({ kind: "model", path: "/search/toyota/hilux", base: { make: ["Toyota"], model: ["HiLux"] } });
    expect(resolveSearchRoute(["land-rover", "range-rover-sport"], catalog)?.label).toBe("Land Rover Range Rover Sport");
    expect(resolveSearchRoute(["cab-chassis-cars"], catalog)).toMatchObject({ kind: "body", base: { body: ["Cab Chassis"] } });
    expect(resolveSearchRoute(["coastline-toyota-used"], catalog)).toMatchObject({ kind: "dealership", base: { dealership_name: ["Coastline Used"] } });
  });

  it("reads a make, model or body by its name as linked or typed (the vehicle page links /search/land%20rover), with the slug as canonical path", () => {
    expect(resolveSearchRoute(["land rover"], catalog)).toMatchObject({ kind: "make", path: "/search/land-rover", base: { make: ["Land Rover"] } });
    expect(resolveSearchRoute(["Land Rover", "Range Rover Sport"], catalog)).toMatchObject({ kind: "model", path: "/search/land-rover/range-rover-sport" });
    expect(resolveSearchRoute(["mercedes benz"], catalog)?.path).toBe("/search/mercedes-benz");
    expect(resolveSearchRoute(["cab chassis-cars"], catalog)?.path).toBe("/search/cab-chassis-cars");
    expect(resolveSearchRoute(["land rover", "defender"], catalog)).toBeNull();
  });

  it("answers null (404) for anything the site does not list", () => {
    expect(resolveSearchRoute(["kia"], catalog)).toBeNull();
    expect(resolveSearchRoute(["toyota", "camry"], catalog)).toBeNull();
    expect(resolveSearchRoute(["kia", "corolla"], catalog)).toBeNull();
    expect(resolveSearchRoute(["sedan-cars"], catalog)).toBeNull();
    expect(resolveSearchRoute(["toyota", "corolla", "extra"], catalog)).toBeNull();
  });
});

describe("searchHref", () => {
  const used = resolveSearchRoute(["used-cars"], catalog)!;
  const opts = { fallbackPath: "/search/new-used-and-demo-cars", defaultHitsPerPage: 21 };

  it("keeps the route's path while the query holds its filters, with the rest as parameters", () => {
    const q = withBase(used, makeSearchQuery({ filters: { make: ["Toyota"] }, ranges: { price: { max: 30000 } }, page: 2 }));
    expect(keepsBase(used, q)).toBe(true);
    expect(searchHref(used, q, opts)).toBe("/search/used-cars?make=Toyota&price=%3A30000&page=2");
  });

  it("moves to the fallback path with every filter once a route filter is dropped", () => {
    const q = makeSearchQuery({ filters: { car_type: ["new"], make: ["Toyota"] } });
    expect(searchHref(used, q, opts)).toBe("/search/new-used-and-demo-cars?car_type=new&make=Toyota");
  });

  it("a route filter plus another value of the same facet keeps the path", () => {
    const q = withBase(used, makeSearchQuery({ filters: { car_type: ["demo"] } }));
    expect(searchHref(used, q, opts)).toBe("/search/used-cars?car_type=demo");
  });
});

describe("searchRoutePaths", () => {
  it("lists the fixed routes, dealerships, makes, models and bodies once each", () => {
    const paths = searchRoutePaths(catalog);
    expect(paths.slice(0, 3)).toEqual(["/cars", "/search", "/search/new-used-and-demo-cars"]);
    expect(paths).toContain("/search/used-cars");
    expect(paths).toContain("/search/coastline-toyota-used");
    expect(paths).toContain("/search/land-rover/range-rover-sport");
    expect(paths).toContain("/search/cab-chassis-cars");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leaves out the type pages with no cars of their types (an empty page is a soft 404), keeping the all-types page", () => {
    const typePaths = (carTypes: string[]) => searchRoutePaths({ ...catalog, carTypes }).filter((p) => /^\/search\/(new|used|demo)/.test(p));
    expect(typePaths(["new", "used"])).toEqual(["/search/new-used-and-demo-cars", "/search/new-cars", "/search/used-cars", "/search/new-and-demo-cars"]);
    expect(typePaths(["demo"])).toEqual(["/search/new-used-and-demo-cars", "/search/demo-cars", "/search/new-and-demo-cars"]);
    expect(typePaths([])).toEqual(["/search/new-used-and-demo-cars"]);
  });
});

describe("pageWindow", () => {
  it("shows first, last and the neighbours of the current page with gaps as 0", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 0, 5]);
    expect(pageWindow(5, 10)).toEqual([1, 0, 4, 5, 6, 0, 10]);
    // A gap of exactly one page shows that page rather than an ellipsis.
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("default city", () => {
  it("applies when the URL has no city, and not once the shopper removed it (city=)", () => {
    const q = makeSearchQuery({});
    expect(applyDefaultCity(q, new URLSearchParams(""), "Perth").filters.city).toEqual(["Perth"]);
    expect(applyDefaultCity(q, new URLSearchParams("city="), "Perth").filters.city).toBeUndefined();
    expect(applyDefaultCity(makeSearchQuery({ filters: { city: ["Adelaide"] } }), new URLSearchParams("city=Adelaide"), "Perth").filters.city).toEqual(["Adelaide"]);
    expect(applyDefaultCity(q, new URLSearchParams(""), null)).toBe(q);
    expect(defaultCityParams(q, "Perth")).toEqual([["city", ""]]);
    expect(defaultCityParams(makeSearchQuery({ filters: { city: ["Perth"] } }), "Perth")).toEqual([]);
  });
});
