/**
 * The site's feature toggles as the console's site editor shows them (issue 20, point 5): every
 * yes/no key of the site config, with the description the config schema gives it (the same text
 * docs/site-config.md is made from), grouped by where it sits. A change is written as the site's
 * own `config` overrides and validated exactly as the site file is (resolveSiteConfig), so the
 * console can never publish a config the site file could not hold.
 */
import { z } from "zod";
import { deepMerge, resolveEditedConfig, SiteConfigSchema, type SiteConfig } from "./config";
import { ValidationError } from "../platform/errors";

export interface FeatureToggle {
  /** The key's path in the config, e.g. `compare_enabled` or `pages.buying`. */
  key: string;
  description: string;
  group: string;
}

const GROUPS: Record<string, string> = { "": "Across the site", sort_options: "Sort options shoppers get", detail_tabs: "Car page tabs", pages: "Optional pages" };

interface Node {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Node>;
}

let cached: FeatureToggle[] | null = null;

/** Every boolean key of the site config with its description, in the schema's order. */
export function featureToggles(): FeatureToggle[] {
  if (cached) return cached;
  const root = z.toJSONSchema(SiteConfigSchema, { io: "input" }) as Node;
  const out: FeatureToggle[] = [];
  const walk = (props: Record<string, Node>, prefix: string) => {
    for (const [name, node] of Object.entries(props)) {
      if (node.type === "object" && node.properties) {
        if (!prefix && name in GROUPS) walk(node.properties, `${name}.`);
        continue;
      }
      if (node.type === "boolean") {
        const parent = prefix.replace(/\.$/, "");
        out.push({ key: `${prefix}${name}`, description: node.description ?? name, group: GROUPS[parent] ?? parent });
      }
    }
  };
  walk(root.properties ?? {}, "");
  cached = out;
  return out;
}

/** The value of a dotted key in the effective config. */
export function toggleValue(config: SiteConfig, key: string): boolean {
  let v: unknown = config;
  for (const part of key.split(".")) v = (v as Record<string, unknown> | undefined)?.[part];
  return v === true;
}

/**
 * Read the editor's form (each key sent as "1" after its hidden "0", like the stock editor's tick
 * boxes; a key not sent keeps its value) over the site's overrides. Returns the new overrides, the
 * keys that changed (before → after) and the effective config; a config the site file could not
 * hold is refused naming the key.
 */
export function applyToggleForm(
  template: string,
  overrides: Record<string, unknown>,
  current: SiteConfig,
  form: Record<string, string | undefined>,
): { overrides: Record<string, unknown>; before: Record<string, boolean>; after: Record<string, boolean>; config: SiteConfig } {
  const before: Record<string, boolean> = {};
  const after: Record<string, boolean> = {};
  const problems: Array<{ field: string; message: string }> = [];
  let next = overrides;
  for (const { key } of featureToggles()) {
    const raw = form[key];
    if (raw === undefined) continue;
    if (raw !== "0" && raw !== "1" && raw !== "on") {
      problems.push({ field: key, message: `${key} is on or off` });
      continue;
    }
    const want = raw !== "0";
    const had = toggleValue(current, key);
    if (want === had) continue;
    before[key] = had;
    after[key] = want;
    const patch = key.split(".").reduceRight<unknown>((inner, part) => ({ [part]: inner }), want) as Record<string, unknown>;
    next = deepMerge(next, patch);
  }
  if (problems.length) throw new ValidationError(problems);
  return { overrides: next, before, after, config: resolveEditedConfig(template, next) };
}
