import { describe, expect, it } from "vitest";
import { franchisedMakes, joinList, placesOf, siteDescription, whoWeAre } from "./copy";

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

  it("introduces a site without naming it twice when its one dealership has its name", () => {
    const one = (name: string, make: string | null) => ({ name: "Coastline Toyota", dealerships: [{ name, manufacturerName: make }] }) as never;
    expect(whoWeAre(one("Coastline Toyota", "Toyota"), ["Maroochydore", "Caloundra"])).toBe("Coastline Toyota is an authorised Toyota dealer serving Maroochydore and Caloundra and surrounds.");
    expect(whoWeAre(one("coastline toyota ", null), [])).toBe("Coastline Toyota is a local dealership.");
    expect(whoWeAre(one("Coastline Motors Pty Ltd", "Toyota"), ["Maroochydore"])).toBe("Coastline Toyota is Coastline Motors Pty Ltd, an authorised Toyota dealer serving Maroochydore and surrounds.");
    const group = { name: "Southern Cross Motor Group", dealerships: [{ name: "SC Ford", manufacturerName: "Ford" }, { name: "SC Kia", manufacturerName: "Kia" }] } as never;
    expect(whoWeAre(group, ["Geelong"])).toBe("Southern Cross Motor Group brings together SC Ford and SC Kia, authorised Ford and Kia dealers serving Geelong and surrounds.");
  });

  it("describes a single-make site by its make and places", () => {
    const site = { name: "Harbour Toyota", dealerships: [{ manufacturerName: "Toyota" }] } as never;
    expect(siteDescription(site, [{ city: "Newcastle" }])).toBe(
      "Harbour Toyota: new Toyota, demo and used cars for sale in Newcastle. Browse our stock online, get finance pre-approval, value your trade-in and book a service.",
    );
    // A caravan and motorcycle dealer names its own stock.
    const rv = { name: "Outback RV", dealerships: [{ manufacturerName: null }, { manufacturerName: null }] } as never;
    expect(siteDescription(rv, [{ city: "Adelaide" }], "vehicles")).toBe(
      "Outback RV: new, demo and used vehicles for sale in Adelaide. Browse our stock online, get finance pre-approval, value your trade-in and book a service.",
    );
  });
});
