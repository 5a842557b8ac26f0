import { describe, expect, it } from "vitest";
import { ALERT_CARS_LISTED, describeSearch, savedSearchAlertEmail } from "./saved-search";

const car = (i: number) => ({ name: `2024 Toyota HiLux SR5 #${i}`, price: "$54,990", url: `https://demo.example/cars/hilux-${i}` });
const base = {
  siteName: "Coastline Toyota",
  noun: "cars",
  description: "Toyota, Up to $60,000",
  searchUrl: "https://demo.example/search?make=Toyota&price=%3A60000",
  unsubscribeUrl: "https://demo.example/saved-searches/unsubscribe?token=abc",
};

describe("savedSearchAlertEmail", () => {
  it("names how many new cars match, one or several", () => {
    expect(savedSearchAlertEmail({ ...base, count: 1, cars: [car(1)] }).subject).toBe("1 new car matching your search at Coastline Toyota");
    expect(savedSearchAlertEmail({ ...base, count: 3, cars: [car(1), car(2), car(3)] }).subject).toBe("3 new cars matching your search at Coastline Toyota");
    expect(savedSearchAlertEmail({ ...base, noun: "caravans", count: 1, cars: [car(1)] }).subject).toBe("1 new caravan matching your search at Coastline Toyota");
  });

  it("lists the cars it was given and says how many more the link shows", () => {
    const cars = Array.from({ length: ALERT_CARS_LISTED }, (_, i) => car(i + 1));
    const mail = savedSearchAlertEmail({ ...base, count: 12, cars });
    for (const c of cars) expect(mail.text).toContain(`- ${c.name}, $54,990: ${c.url}`);
    expect(mail.text).toContain("…and 7 more.");
    expect(mail.text).toContain(`See them all: ${base.searchUrl}`);
    expect(savedSearchAlertEmail({ ...base, count: 2, cars: [car(1), car(2)] }).text).not.toContain("more.");
  });

  it("always carries the way to stop it, in text and HTML", () => {
    const mail = savedSearchAlertEmail({ ...base, count: 1, cars: [car(1)] });
    expect(mail.text).toContain(`Stop these e-mails: ${base.unsubscribeUrl}`);
    expect(mail.html).toContain(`<a href="${base.unsubscribeUrl}">Stop these e-mails</a>`);
  });

  it("escapes what the feed and the shopper wrote", () => {
    const mail = savedSearchAlertEmail({ ...base, description: '“<script>”', count: 1, cars: [{ ...car(1), name: 'Ute "Tradie" <Special>' }] });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Ute &quot;Tradie&quot; &lt;Special&gt;");
  });
});

describe("describeSearch", () => {
  it("reads a search back in words", () => {
    expect(describeSearch({ query: "ute", filters: { make: ["Toyota"], body: ["Ute", "Cab Chassis"] }, ranges: { price: { max: 40_000 }, year: { min: 2020, max: 2020 }, km: { min: 1000, max: 50_000 } } })).toBe(
      "“ute”, Toyota, Ute, Cab Chassis, Up to $40,000, Year 2020, 1,000 km – 50,000 km",
    );
    expect(describeSearch({ query: "", filters: {}, ranges: { year: { min: 2019 } } })).toBe("Year from 2019");
    expect(describeSearch({ query: "", filters: {}, ranges: {} })).toBe("all our stock");
  });
});
