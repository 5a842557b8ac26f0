import { describe, expect, it } from "vitest";
import { franchisedMakes, joinList, placesOf, siteDescription } from "./copy";

describe("copy helpers", () => {
  it("joins lists the Australian way, without a serial comma", () => {
    expect(joinList([])).toBe("");
    expect(joinList(["Newcastle"])).toBe("Newcastle");
    expect(joinList(["Newcastle", "Maitland"])).toBe("Newcastle and Maitland");
    expect(joinList(["Newcastle", "Maitland", "Sydney"])).toBe("Newcastle, Maitland and Sydney");
  });

  it("lists each city once and franchised makes once", () => {
    expect(placesOf([{ city: "Perth" }, { city: " Perth " }, { city: null }, { city: "Bunbury" }])).toEqual(["Perth", "Bunbury"]);
    const dealerships = [{ manufacturerName: "Kia" }, { manufacturerName: null }, { manufacturerName: "Kia" }] as never;
    expect(franchisedMakes({ dealerships })).toEqual(["Kia"]);
  });

  it("describes a single-make site by its make and places", () => {
    const site = { name: "Harbour Toyota", dealerships: [{ manufacturerName: "Toyota" }] } as never;
    expect(siteDescription(site, [{ city: "Newcastle" }])).toBe(
      "Harbour Toyota: new Toyota, demo and used cars for sale in Newcastle. Browse our stock online, get finance pre-approval, value your trade-in and book a service.",
    );
  });
});
