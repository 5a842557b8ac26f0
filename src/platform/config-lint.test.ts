/**
 * The lint rule that keeps configuration in one place (eslint.config.mjs): reading `process.env`
 * anywhere in src/ but src/platform/config.ts is an error, so a new variable cannot skip the boot
 * validation. Linted through ESLint's own API with the project's configuration.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });
const errorsOf = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === "no-restricted-properties").map((m) => m.message);

describe("process.env is read only by src/platform/config.ts", () => {
  it("a feature reading the environment fails lint, naming the config module", async () => {
    const errors = await errorsOf("export const secret = process.env.FORM_SECRET;\n", "src/leads/example.ts");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/src\/platform\/config\.ts/);
  });

  it("the config module itself may", async () => {
    expect(await errorsOf("export const level = process.env.LOG_LEVEL;\n", "src/platform/config.ts")).toEqual([]);
  });
}, 60_000);
