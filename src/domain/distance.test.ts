import { describe, expect, it } from "vitest";
import { distanceKm, EARTH_RADIUS_KM } from "./distance";

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
