import { describe, expect, it } from "vitest";
import { consoleOverlay, layOverlay, overlayKeys, REMOVED, sameJson } from "./console-overlay";

describe("the console's overlay over a site file", () => {
  it("is empty when the site shows exactly the file's values", () => {
    const file = { pages: { blog: true, teams: false }, stock_count: 10, domains: ["a", "b"] };
    expect(consoleOverlay(structuredClone(file), file)).toEqual({});
  });

  it("holds only the keys the console changed, nested keys one by one", () => {
    const file = { pages: { blog: true, teams: false }, stock_count: 10 };
    const shown = { pages: { blog: false, teams: false }, stock_count: 10, trade_in_enabled: false };
    const overlay = consoleOverlay(shown, file);
    expect(overlay).toEqual({ pages: { blog: false }, trade_in_enabled: false });
    expect(overlayKeys(overlay)).toEqual(["pages.blog", "trade_in_enabled"]);
  });

  it("treats a list as one value: a changed list is the console's whole list", () => {
    const overlay = consoleOverlay({ home_tiles: [{ title: "Ours" }] }, { home_tiles: [{ title: "File" }, { title: "Two" }] });
    expect(overlay).toEqual({ home_tiles: [{ title: "Ours" }] });
  });

  it("remembers a key the console removed", () => {
    const overlay = consoleOverlay({}, { manufacturer_service_booking_url: "https://example.com" });
    expect(overlay.manufacturer_service_booking_url).toBe(REMOVED);
    expect(layOverlay({ manufacturer_service_booking_url: "https://other.example.com", x: 1 }, overlay)).toEqual({ x: 1 });
  });

  it("lays the console's keys over a new file and lets every other key follow the file", () => {
    const fileBefore = { pages: { blog: true, teams: false }, stock_count: 10 };
    const shown = { pages: { blog: false, teams: false }, stock_count: 10 };
    const fileNext = { pages: { blog: true, teams: true }, stock_count: 25 };
    expect(layOverlay(fileNext, consoleOverlay(shown, fileBefore))).toEqual({ pages: { blog: false, teams: true }, stock_count: 25 });
  });

  it("keeps the console's value where the file changed the same key", () => {
    const overlay = consoleOverlay({ colors: { primary: "#112233" } }, { colors: { primary: "#000000" } });
    expect(layOverlay({ colors: { primary: "#ffffff", accent: "#ff0000" } }, overlay)).toEqual({ colors: { primary: "#112233", accent: "#ff0000" } });
  });

  it("adds back a nested section the new file no longer has", () => {
    const overlay = consoleOverlay({ pages: { blog: false } }, {});
    expect(layOverlay({}, overlay)).toEqual({ pages: { blog: false } });
  });
});

describe("sameJson", () => {
  it("ignores the order of keys (jsonb keeps its own), not of list items", () => {
    expect(sameJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } }, { a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: "1" })).toBe(false);
  });

  it("sees no console change where a value read back from jsonb only has its keys in another order", () => {
    const fromFile = { home_tiles: [{ title: "T", text: "x", href: "/", cta: "Go" }] };
    const readBack = { home_tiles: [{ cta: "Go", href: "/", text: "x", title: "T" }] };
    expect(consoleOverlay(readBack, fromFile)).toEqual({});
  });
});
