import { afterEach, describe, expect, it } from "vitest";
import { accountSettings, resetAccountSettings } from "./settings";

const saved = { DATABASE_URL: process.env.DATABASE_URL, SIGN_IN_DEMO_CODES: process.env.SIGN_IN_DEMO_CODES };

describe("SIGN_IN_DEMO_CODES", () => {
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetAccountSettings();
  });

  it("defaults to showing codes on the embedded database and hiding them with DATABASE_URL", () => {
    delete process.env.SIGN_IN_DEMO_CODES;
    delete process.env.DATABASE_URL;
    resetAccountSettings();
    expect(accountSettings().SIGN_IN_DEMO_CODES).toBe(true);
    process.env.DATABASE_URL = "postgres://db.example/forecourt";
    resetAccountSettings();
    expect(accountSettings().SIGN_IN_DEMO_CODES).toBe(false);
  });

  it("follows an explicit true or false, and names itself when the value is neither", () => {
    process.env.DATABASE_URL = "postgres://db.example/forecourt";
    process.env.SIGN_IN_DEMO_CODES = "true";
    resetAccountSettings();
    expect(accountSettings().SIGN_IN_DEMO_CODES).toBe(true);
    delete process.env.DATABASE_URL;
    process.env.SIGN_IN_DEMO_CODES = "false";
    resetAccountSettings();
    expect(accountSettings().SIGN_IN_DEMO_CODES).toBe(false);
    process.env.SIGN_IN_DEMO_CODES = "yes";
    resetAccountSettings();
    expect(() => accountSettings()).toThrow(/SIGN_IN_DEMO_CODES: SIGN_IN_DEMO_CODES must be true or false/);
  });
});
