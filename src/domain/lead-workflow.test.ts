import { describe, expect, it } from "vitest";
import { NOTE_MAX, readNote, readStatusChange } from "./lead-workflow";

describe("lead workflow", () => {
  it("moves to any stage; lost needs a reason from the list, other stages drop one", () => {
    expect(readStatusChange("contacted", "Price")).toEqual({ ok: true, status: "contacted", lostReason: null });
    expect(readStatusChange("sold", undefined)).toEqual({ ok: true, status: "sold", lostReason: null });
    expect(readStatusChange("lost", "Bought elsewhere")).toEqual({ ok: true, status: "lost", lostReason: "Bought elsewhere" });
    expect(readStatusChange("lost", "")).toEqual({ ok: false, field: "lost_reason", message: "Say why the lead was lost" });
    expect(readStatusChange("lost", "Because")).toMatchObject({ ok: false, field: "lost_reason" });
    expect(readStatusChange("won", null)).toMatchObject({ ok: false, field: "status" });
  });
  it("takes a note of 2,000 characters and refuses 2,001 or an empty one, naming the field", () => {
    expect(readNote("  Called, left a message.\r\nTry again Friday.  ")).toEqual({ ok: true, body: "Called, left a message.\nTry again Friday." });
    expect(readNote("x".repeat(NOTE_MAX))).toMatchObject({ ok: true });
    expect(readNote("x".repeat(NOTE_MAX + 1))).toEqual({ ok: false, field: "note", message: "A note is at most 2,000 characters (this one is 2,001)" });
    expect(readNote("   ")).toMatchObject({ ok: false, field: "note" });
  });
});
