import { describe, expect, it } from "vitest";
import { understandQueryText } from "./query-words";

describe("understandQueryText", () => {
  it.each([
    ["hilux under 40k", "hilux", { price: { max: 40_000 } }],
    ["Hilux UNDER $40,000", "Hilux", { price: { max: 40_000 } }],
    ["corolla 2020", "corolla", { year: { min: 2020, max: 2020 } }],
    ["under 50,000 km", "", { km: { max: 50_000 } }],
    ["camry <80k kms", "camry", { km: { max: 80_000 } }],
    ["ranger between 30k and 45k", "ranger", { price: { min: 30_000, max: 45_000 } }],
    ["$20,000 - $30,000 suv", "suv", { price: { min: 20_000, max: 30_000 } }],
    ["2018-2021 rav4", "rav4", { year: { min: 2018, max: 2021 } }],
    ["2019+ hilux", "hilux", { year: { min: 2019 } }],
    ["hilux 2019 onwards", "hilux", { year: { min: 2019 } }],
    ["after 2018", "", { year: { min: 2019 } }],
    ["before 2015 landcruiser", "landcruiser", { year: { max: 2014 } }],
    ["hilux sr5 over 20k under 40k", "hilux sr5", { price: { min: 20_000, max: 40_000 } }],
    ["cx-5 2021 under 35k", "cx-5", { price: { max: 35_000 }, year: { min: 2021, max: 2021 } }],
    ["from 32.5k", "", { price: { min: 32_500 } }],
  ])("%s", (typed, text, ranges) => {
    expect(understandQueryText(typed)).toEqual({ text, ranges });
  });

  it.each(["toyota 86", "4x4", "i30 n line", "23145", "mazda3", "under 40", "7 seater", "st-2020x", "abc-123", "1850 special", "300 series", "2200"])(
    "leaves %s as text",
    (typed) => {
      expect(understandQueryText(typed)).toEqual({ text: typed, ranges: {} });
    },
  );
});

describe("understandQueryText, read again", () => {
  it("finds nothing more in what it leaves (the URL it writes reads back the same)", () => {
    for (const typed of ["under 86 2020 km", "over 2019 20k", "under under 40k 5k", "2019 2020 corolla", "hilux under 40k under 30k", "between 2018 and 2020 under 50,000 km"]) {
      const once = understandQueryText(typed);
      expect(understandQueryText(once.text), typed).toEqual({ text: once.text, ranges: {} });
    }
  });
});
