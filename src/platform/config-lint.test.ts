/**
 * The lint rules that keep the architecture (eslint.config.mjs), proven to bite: reading
 * `process.env` anywhere in src/ but src/platform/config.ts is an error, so a new variable cannot
 * skip the boot validation; a feature folder importing the web edge, the UI, a route or the demo
 * is an error; src/domain importing a value from outside itself is an error. Linted through
 * ESLint's own API with the project's configuration.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });
const errorsOf = async (code: string, filePath: string, rule = "no-restricted-properties") =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
const importErrors = (code: string, filePath: string) => errorsOf(code, filePath, "no-restricted-imports");

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

describe("boundaries between the folders of src/", () => {
  it("a feature importing the web edge, the UI, a route or the demo fails lint", async () => {
    expect(await importErrors('import { json } from "../web/http";\nexport const x = json;\n', "src/leads/example.ts")).toHaveLength(1);
    expect(await importErrors('import { CarCard } from "../ui/search/CarCard";\nexport const x = CarCard;\n', "src/search/example.ts")).toHaveLength(1);
    expect(await importErrors('import { carImageUrl } from "../demo/image-urls";\nexport const x = carImageUrl;\n', "src/cars/example.ts")).toHaveLength(1);
    expect((await importErrors('import { getEnv } from "@/web/site-context";\nexport const x = getEnv;\n', "src/accounts/example.ts"))[0]).toMatch(/src\/web/);
  });

  it("src/ui takes data and actions as props: importing a loader or a route's action fails lint; a type does not", async () => {
    expect(await importErrors('import { getSitePage } from "../../web/site-page";\nexport const x = getSitePage;\n', "src/ui/content/Example.tsx")).toHaveLength(1);
    expect(await importErrors('import { signInAction } from "../../app/sign-in/actions";\nexport const x = signInAction;\n', "src/ui/accounts/Example.tsx")).toHaveLength(1);
    expect(await importErrors('import type { SitePage } from "../../web/site-page";\nexport type X = SitePage;\n', "src/ui/content/Example.tsx")).toEqual([]);
  });

  it("nothing outside src/demo imports the demo: not the web edge, a route, the UI or the CLI (the media adapter loads it)", async () => {
    expect((await importErrors('import { carImageResponse } from "../demo/car-image-response";\nexport const x = carImageResponse;\n', "src/web/example.ts"))[0]).toMatch(/src\/media\/adapter\.ts/);
    expect(await importErrors('import { renderSiteLogo } from "@/demo/logo";\nexport const x = renderSiteLogo;\n', "src/app/media/logos/[file]/route.ts")).toHaveLength(1);
    expect(await importErrors('import { carImageUrl } from "../../demo/image-urls";\nexport const x = carImageUrl;\n', "src/ui/car/Example.tsx")).toHaveLength(1);
    expect(await importErrors('import { seedDemo } from "../../demo/seed";\nexport const x = seedDemo;\n', "src/cli/commands/example.ts")).toHaveLength(1);
    expect(await importErrors('import { getMediaAdapter } from "../media/adapter";\nexport const x = getMediaAdapter;\n', "src/web/example.ts")).toEqual([]);
    expect(await importErrors('import { buildCar } from "./cars";\nexport const x = buildCar;\n', "src/demo/example.ts")).toEqual([]);
  });

  it("the web edge may import features, and features each other", async () => {
    expect(await importErrors('import { searchCars } from "../search/engine";\nexport const x = searchCars;\n', "src/web/example.ts")).toEqual([]);
    expect(await importErrors('import { leadSettings } from "../platform/config";\nexport const x = leadSettings;\n', "src/leads/example.ts")).toEqual([]);
  });

  it("src/domain imports values from src/domain only; types may come from anywhere", async () => {
    expect(await importErrors('import { DEFAULT_CONFIG } from "../site/config";\nexport const x = DEFAULT_CONFIG;\n', "src/domain/example.ts")).toHaveLength(1);
    expect(await importErrors('import type { SiteConfig } from "../site/config";\nexport type X = SiteConfig;\n', "src/domain/example.ts")).toEqual([]);
    expect(await importErrors('import { formatPhone } from "./phone";\nexport const x = formatPhone;\n', "src/domain/example.ts")).toEqual([]);
  });
}, 60_000);
