import { describe, expect, it } from "vitest";
import { changedFields, keepConsoleEdits, markEdits, MAX_PRICE, readCarEdit, TAG_MAX } from "./console-edits";

describe("reading a console car edit", () => {
  it("reads whole-dollar prices with or without $ and commas, empty as no price", () => {
    expect(readCarEdit({ price: "$32,990" })).toEqual({ ok: true, values: { price: 32990 } });
    expect(readCarEdit({ price: "" })).toEqual({ ok: true, values: { price: null } });
    expect(readCarEdit({ price: "32990.50" })).toMatchObject({ ok: false, errors: [{ field: "price" }] });
    expect(readCarEdit({ price: String(MAX_PRICE) })).toMatchObject({ ok: true });
    expect(readCarEdit({ price: String(MAX_PRICE + 1) })).toMatchObject({ ok: false, errors: [{ field: "price" }] });
    expect(readCarEdit({ price: "0" })).toMatchObject({ ok: false, errors: [{ field: "price" }] });
  });
  it("wants a was price above the price", () => {
    expect(readCarEdit({ price: "30000", beforePrice: "30000" })).toMatchObject({ ok: false, errors: [{ field: "beforePrice" }] });
    expect(readCarEdit({ price: "30000", beforePrice: "30001" })).toMatchObject({ ok: true });
  });
  it("limits the tag, reads ticks and the status", () => {
    expect(readCarEdit({ tag: "x".repeat(TAG_MAX) })).toMatchObject({ ok: true });
    expect(readCarEdit({ tag: "x".repeat(TAG_MAX + 1) })).toMatchObject({ ok: false, errors: [{ field: "tag" }] });
    expect(readCarEdit({ certified: "0", showOnDealerWebsite: "1" })).toEqual({ ok: true, values: { certified: false, showOnDealerWebsite: true } });
    expect(readCarEdit({ status: "sold" })).toEqual({ ok: true, values: { status: "sold" } });
    expect(readCarEdit({ status: "reserved" })).toMatchObject({ ok: false, errors: [{ field: "status" }] });
  });
});

describe("console edits and the next import", () => {
  it("records what changed, and the feed's value the first time a field is edited", () => {
    const { before, after } = changedFields({ price: 35990, tag: null }, { price: 33990, tag: null });
    expect(before).toEqual({ price: 35990 });
    expect(after).toEqual({ price: 33990 });
    const once = markEdits({}, before);
    expect(once).toEqual({ price: { feed: 35990 } });
    expect(markEdits(once, { price: 33990 })).toEqual({ price: { feed: 35990 } });
  });
  it("keeps the staff's value while the feed still sends its old one", () => {
    const r = keepConsoleEdits({ price: { feed: 35990 } }, { price: 33990 }, { price: 35990 });
    expect(r.keep).toEqual({ price: 33990 });
    expect(r.edits).toEqual({ price: { feed: 35990 } });
  });
  it("takes the feed's value once the feed changes it, and forgets the edit", () => {
    const r = keepConsoleEdits({ price: { feed: 35990 } }, { price: 33990 }, { price: 34990 });
    expect(r.keep).toEqual({});
    expect(r.edits).toEqual({});
  });
  it("keeps the staff's value when the feed does not send the field", () => {
    const r = keepConsoleEdits({ tag: { feed: null } }, { tag: "Manager's special" }, { tag: "Manager's special" });
    expect(r.keep).toEqual({ tag: "Manager's special" });
  });
});
