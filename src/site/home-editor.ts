/**
 * The home page as the console's site editor changes it (issue 20, point 5): the three
 * call-to-action tiles (config `home_tiles`: the site's own three, or null for the standard three
 * made from its stock, finance and commitment — src/domain/home-tiles.ts) and the banner's
 * manufacturer service-booking link, and the banner's own heading, line and picture (config `home_hero`). Written as the site's `config` overrides and validated by
 * resolveSiteConfig, as the site file is; a problem names the form's field (`tile2_title`).
 */
import { resolveEditedConfig, type SiteConfig } from "./config";

/** The form's field for a config key's path: `home_tiles.2.title` → `tile2_title`. */
const formField = (key: string) => {
  const tile = /^home_tiles\.(\d)\.(\w+)/.exec(key);
  if (tile) return `tile${tile[1]}_${tile[2]}`;
  if (key.startsWith("manufacturer_service_booking_url")) return "service_booking_url";
  const hero = /^home_hero\.(\w+)/.exec(key);
  if (hero) return `hero_${hero[1]}`;
  return key;
};

/** The new overrides and what changed, from the home editor's form. */
export function applyHomeForm(template: string, overrides: Record<string, unknown>, current: SiteConfig, form: Record<string, string | undefined>): { overrides: Record<string, unknown>; before: Record<string, unknown>; after: Record<string, unknown>; config: SiteConfig } {
  const text = (k: string) => (form[k] ?? "").trim();
  const tiles =
    form.standard === "1"
      ? null
      : [0, 1, 2].map((i) => ({
          eyebrow: text(`tile${i}_eyebrow`) || null,
          title: text(`tile${i}_title`),
          text: text(`tile${i}_text`),
          href: text(`tile${i}_href`),
          cta: text(`tile${i}_cta`),
          image_url: text(`tile${i}_image_url`) || null,
        }));
  const booking = text("service_booking_url") || null;
  // The banner's own words and picture, when the form has them (empty: the standard ones).
  const heroGiven = ["hero_title", "hero_tagline", "hero_image_url"].some((k) => k in form);
  const hero = heroGiven ? { home_hero: { title: text("hero_title") || null, tagline: text("hero_tagline") || null, image_url: text("hero_image_url") || null } } : {};
  const next = { ...overrides, home_tiles: tiles, manufacturer_service_booking_url: booking, ...hero };
  const config = resolveEditedConfig(template, next, formField);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  if (JSON.stringify(current.home_tiles) !== JSON.stringify(config.home_tiles)) {
    before.home_tiles = current.home_tiles?.map((t) => t.title) ?? "standard";
    after.home_tiles = config.home_tiles?.map((t) => t.title) ?? "standard";
  }
  if (current.manufacturer_service_booking_url !== config.manufacturer_service_booking_url) {
    before.manufacturer_service_booking_url = current.manufacturer_service_booking_url;
    after.manufacturer_service_booking_url = config.manufacturer_service_booking_url;
  }
  for (const key of ["title", "tagline", "image_url"] as const) {
    if (current.home_hero[key] !== config.home_hero[key]) {
      before[`home_hero.${key}`] = current.home_hero[key];
      after[`home_hero.${key}`] = config.home_hero[key];
    }
  }
  return { overrides: next, before, after, config };
}
