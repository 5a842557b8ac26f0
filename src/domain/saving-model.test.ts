import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG } from "../site/config";
import { SAVING_EXPLAINED, savingModel } from "./saving-model";

describe("savingModel: one way of keeping a car per site", () => {
  it("a site with both switched on (the default) keeps the watchlist only", () => {
    expect(savingModel(DEFAULT_CONFIG)).toBe("watchlist");
    expect(savingModel({ watchlist_enabled: true, favourites_storage: true })).toBe("watchlist");
  });
  it("without the watchlist the heart keeps cars on the device", () => {
    expect(savingModel({ watchlist_enabled: false, favourites_storage: true })).toBe("favourites");
  });
  it("with both off there is nothing to save with", () => {
    expect(savingModel({ watchlist_enabled: false, favourites_storage: false })).toBe("none");
    expect(savingModel({ watchlist_enabled: true, favourites_storage: false })).toBe("watchlist");
  });
  it("each model is explained in one line that says where the cars are kept", () => {
    expect(SAVING_EXPLAINED.watchlist).toMatch(/any device/);
    expect(SAVING_EXPLAINED.favourites).toMatch(/this device/);
    for (const line of Object.values(SAVING_EXPLAINED)) expect(line).not.toMatch(/\n/);
  });
});
