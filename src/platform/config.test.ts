import { afterEach, describe, expect, it } from "vitest";
import { accountSettings, environmentProblems, resetConfig } from "./config";

describe("environmentProblems", () => {
  it("accepts an empty environment (the embedded demo) and a 32-character ADMIN_TOKEN", () => {
    expect(environmentProblems({})).toEqual([]);
    expect(environmentProblems({ ADMIN_TOKEN: "a".repeat(32) })).toEqual([]);
  });

  it("refuses an ADMIN_TOKEN of 31 characters, naming the variable", () => {
    const problems = environmentProblems({ ADMIN_TOKEN: "a".repeat(31) });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ADMIN_TOKEN: must be at least 32 characters/);
  });

  it("names each wrong variable", () => {
    const problems = environmentProblems({ LOG_LEVEL: "loud", WORKER_IN_PROCESS: "yes", DATABASE_URL: "not a url", DEMO_SEED: "1", TRUST_PROXY: "10.0.0.0/99" });
    expect(problems.map((p) => p.split(":")[0]).sort()).toEqual(["DATABASE_URL", "DEMO_SEED", "LOG_LEVEL", "TRUST_PROXY", "WORKER_IN_PROCESS"]);
  });
});

const saved = { DATABASE_URL: process.env.DATABASE_URL, SIGN_IN_DEMO_CODES: process.env.SIGN_IN_DEMO_CODES };

describe("SIGN_IN_DEMO_CODES", () => {
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetConfig();
  });

  it("defaults to showing codes on the embedded database and hiding them with DATABASE_URL", () => {
    delete process.env.SIGN_IN_DEMO_CODES;
    delete process.env.DATABASE_URL;
    resetConfig();
    expect(accountSettings().SIGN_IN_DEMO_CODES).toBe(true);
    process.env.DATABASE_URL = "postgres://db.example/forecourt";
    resetConfig();
    expect(accountSettings().SIGN_IN_DEMO_CODES).toBe(false);
  });

  it("follows an explicit true or false, and names itself when the value is neither", () => {
    process.env.DATABASE_URL = "postgres://db.example/forecourt";
    process.env.SIGN_IN_DEMO_CODES = "true";
    resetConfig();
    expect(accountSettings().SIGN_IN_DEMO_CODES).toBe(true);
    delete process.env.DATABASE_URL;
    process.env.SIGN_IN_DEMO_CODES = "false";
    resetConfig();
    expect(accountSettings().SIGN_IN_DEMO_CODES).toBe(false);
    process.env.SIGN_IN_DEMO_CODES = "yes";
    resetConfig();
    expect(() => accountSettings()).toThrow(/SIGN_IN_DEMO_CODES: SIGN_IN_DEMO_CODES must be true or false/);
  });
});
