import { describe, expect, it } from "vitest";
import { environmentProblems } from "./env";

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
