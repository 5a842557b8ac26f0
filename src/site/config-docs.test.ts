import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderConfigDocs } from "./config-docs";

describe("docs/site-config.md", () => {
  it("is generated from the current schema (run `npm run docs:config` after changing a key)", () => {
    const file = fs.readFileSync(path.join(process.cwd(), "docs/site-config.md"), "utf8");
    expect(file).toBe(renderConfigDocs());
  });

  it("documents every key with a description", () => {
    const doc = renderConfigDocs();
    for (const key of ["just_arrived_days", "sold_tag_name", "routes.checkout", "promo_tile_positions", "colors.primary"]) {
      expect(doc).toContain(`\`${key}\``);
    }
    expect(doc).not.toMatch(/\| \|\n/);
  });
});
