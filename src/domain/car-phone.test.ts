import { describe, expect, it } from "vitest";
import { carPhone, type PhoneLocation } from "./car-phone";

const loc = (p: Partial<PhoneLocation>): PhoneLocation => ({ phone: null, landlinePhone: null, phoneNew: null, phoneUsed: null, phoneDemo: null, ...p });

describe("carPhone", () => {
  it("uses the car type's number only when the site asks for it", () => {
    const l = loc({ phone: "0299990000", phoneUsed: "0288880000" });
    expect(carPhone({ car_type: "used" }, l, [], true)).toBe("0288880000");
    expect(carPhone({ car_type: "used" }, l, [], false)).toBe("0299990000");
    expect(carPhone({ car_type: "new" }, l, [], true)).toBe("0299990000");
  });

  it("falls back to the landline, then to the dealership's other locations", () => {
    expect(carPhone({ car_type: "new" }, loc({ landlinePhone: "0733330000" }), [], false)).toBe("0733330000");
    expect(carPhone({ car_type: "new" }, loc({}), [loc({}), loc({ phone: "0744440000" })], false)).toBe("0744440000");
    expect(carPhone({ car_type: "new" }, null, [loc({ phone: "0744440000" })], false)).toBe("0744440000");
  });

  it("is null when no location has a number", () => {
    expect(carPhone({ car_type: "demo" }, loc({}), [loc({})], true)).toBeNull();
  });
});
