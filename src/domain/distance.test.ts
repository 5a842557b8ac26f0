import { describe, expect, it } from "vitest";
import { byDistance, distanceKm, EARTH_RADIUS_KM, formatDistance, placesWithin, type GeoPoint } from "./distance";

describe("distanceKm", () => {
  it("uses the 6371 km Earth radius: a quarter of a meridian is π/2 × 6371", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI / 2) * 6371, 6);
  });

  it("Sydney GPO to Melbourne GPO is about 714 km, the same both ways, and 0 to itself", () => {
    const syd = { lat: -33.8679, lng: 151.2073 };
    const mel = { lat: -37.8136, lng: 144.9631 };
    expect(distanceKm(syd, mel)).toBeGreaterThan(705);
    expect(distanceKm(syd, mel)).toBeLessThan(720);
    expect(distanceKm(syd, mel)).toBeCloseTo(distanceKm(mel, syd), 9);
    expect(distanceKm(syd, syd)).toBe(0);
  });
});

describe("places by distance", () => {
  const origin = { lat: -27.4698, lng: 153.0251 }; // Brisbane
  const places = [
    { name: "Caloundra", lat: -26.8037, lng: 153.1217 },
    { name: "No coordinates", lat: null, lng: null },
    { name: "Brisbane CBD", lat: -27.4705, lng: 153.026 },
    { name: "Maroochydore", lat: -26.6528, lng: 153.0895 },
  ];
  it("orders nearest first and leaves out places without coordinates", () => {
    expect(byDistance(origin, places).map((p) => p.place.name)).toEqual(["Brisbane CBD", "Caloundra", "Maroochydore"]);
  });
  it("keeps a place exactly at the radius and drops one a metre past it", () => {
    const caloundraKm = distanceKm(origin, places[0]! as GeoPoint);
    expect(placesWithin(origin, places, caloundraKm).map((p) => p.place.name)).toEqual(["Brisbane CBD", "Caloundra"]);
    expect(placesWithin(origin, places, caloundraKm - 0.001).map((p) => p.place.name)).toEqual(["Brisbane CBD"]);
  });
  it("says distances in whole km", () => {
    expect(formatDistance(0.4)).toBe("less than 1 km");
    expect(formatDistance(74.6)).toBe("75 km");
    expect(formatDistance(1234.2)).toBe("1,234 km");
  });
});
