import { describe, expect, it } from "vitest";
import { rangeLabel } from "./range-label";

describe("rangeLabel", () => {
  it("says a range as the chips and saved-search e-mails say it", () => {
    expect(rangeLabel("price", { max: 40_000 })).toBe("Up to $40,000");
    expect(rangeLabel("price", { min: 1000 })).toBe("From $1,000");
    expect(rangeLabel("price", { min: 20_000, max: 30_000 })).toBe("$20,000 – $30,000");
    expect(rangeLabel("km", { max: 50_000 })).toBe("Up to 50,000 km");
    expect(rangeLabel("year", { min: 2020, max: 2020 })).toBe("Year 2020");
    expect(rangeLabel("year", { min: 2019 })).toBe("Year from 2019");
    expect(rangeLabel("year", { max: 2014 })).toBe("Year up to 2014");
    expect(rangeLabel("weekly_price", { min: 100, max: 300 })).toBe("100 – 300");
  });
});
