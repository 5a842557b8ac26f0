import { describe, expect, it } from "vitest";
import { hasSignedInHint, saveButtonShown, watchlistToast } from "./watchlist";

describe("saveButtonShown", () => {
  it("shows where the card's save rule allows it", () => {
    expect(saveButtonShown({ enabled: true, canSave: true, saved: false })).toBe(true);
  });
  it("a sold (or otherwise unsaveable) car that is not saved shows no save button", () => {
    expect(saveButtonShown({ enabled: true, canSave: false, saved: false })).toBe(false);
  });
  it("a saved car keeps its button so it can be removed, even when it can no longer be saved", () => {
    expect(saveButtonShown({ enabled: true, canSave: false, saved: true })).toBe(true);
  });
  it("never on a site without the watchlist", () => {
    expect(saveButtonShown({ enabled: false, canSave: true, saved: true })).toBe(false);
  });
});

describe("watchlistToast", () => {
  it("has the spec's texts", () => {
    expect(watchlistToast("save", "2021 Kia Cerato S")).toEqual({ title: "Car Saved In Watchlist", body: "2021 Kia Cerato S is now available in your watchlist", viewList: true });
    expect(watchlistToast("remove", "2021 Kia Cerato S")).toEqual({ title: "Car Removed", body: "2021 Kia Cerato S is no longer in your watchlist", viewList: false });
  });
});

describe("hasSignedInHint", () => {
  it("reads the hint cookie only when it is set to 1, among others", () => {
    expect(hasSignedInHint("a=1; fc_signed_in=1; b=2")).toBe(true);
    expect(hasSignedInHint("fc_signed_in=1")).toBe(true);
    expect(hasSignedInHint("fc_signed_in=0")).toBe(false);
    expect(hasSignedInHint("xfc_signed_in=1")).toBe(false);
    expect(hasSignedInHint("")).toBe(false);
  });
});
