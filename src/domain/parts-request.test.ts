import { describe, expect, it } from "vitest";
import { PART_MAX, readPartsRequest } from "./parts-request";

describe("readPartsRequest", () => {
  it("is null before anything is searched", () => {
    expect(readPartsRequest({})).toBeNull();
  });

  it("builds the parts team's message from the part, vehicle and VIN", () => {
    const r = readPartsRequest({ part: "  front  brake pads ", vehicle: "2019 Toyota HiLux SR5", vin: "mr0fb8cd-3k0123456" });
    expect(r).toEqual({
      ok: true,
      query: { part: "front brake pads", vehicle: "2019 Toyota HiLux SR5", vin: "MR0FB8CD3K0123456" },
      message: "Part wanted: front brake pads\nVehicle: 2019 Toyota HiLux SR5\nVIN: MR0FB8CD3K0123456\nPlease let me know the price and availability.",
    });
  });

  it("takes a VIN instead of the vehicle", () => {
    expect(readPartsRequest({ part: "oil filter", vehicle: "", vin: "JTMBFREV60D012345" })).toMatchObject({ ok: true });
  });

  it("names each field that is wrong", () => {
    expect(readPartsRequest({ part: "x", vehicle: "", vin: "" })).toMatchObject({ ok: false, errors: { part: expect.any(String), vehicle: expect.any(String) } });
    // 16 characters, and one with an O: neither is a VIN.
    expect(readPartsRequest({ part: "wipers", vin: "JTMBFREV60D01234" })).toMatchObject({ ok: false, errors: { vin: expect.any(String) } });
    expect(readPartsRequest({ part: "wipers", vin: "JTMBFREV60D01234O" })).toMatchObject({ ok: false, errors: { vin: expect.any(String) } });
  });

  it("accepts a part of 120 characters and refuses 121", () => {
    expect(readPartsRequest({ part: "p".repeat(PART_MAX), vehicle: "Ranger" })).toMatchObject({ ok: true });
    expect(readPartsRequest({ part: "p".repeat(PART_MAX + 1), vehicle: "Ranger" })).toMatchObject({ ok: false, errors: { part: "Part must be at most 120 characters." } });
  });
});
