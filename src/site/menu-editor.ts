/**
 * The menus as the console's site editor changes them (issue 20, point 5): which standard links the
 * header and footer show, and the site's own links (config `menus`, src/site/menu.ts applies it).
 * Written as the site's `config` overrides and validated by resolveSiteConfig, as the site file is.
 * An own link to a path on the site is taken only when the site serves that path (a standard menu
 * page, one of the dealer's own shown pages, a search), so the editor cannot make a menu link that
 * ends in a 404; a problem names the row's field (`link2_href`).
 */
import { isSafeLink } from "../platform/safe-link";
import { MENU_LINK_SECTIONS, resolveEditedConfig, type SiteConfig } from "./config";
import { isServedLink, type MenuSection } from "./menu";
import { ValidationError } from "../platform/errors";

/** Rows the form offers for the site's own links (the schema's most). */
export const MENU_LINK_ROWS = 20;

export interface MenusForm {
  /** Every standard link the form listed (its href). */
  listed: string[];
  /** The listed links left ticked "Show". */
  shown: string[];
  /** The own-link rows as typed (blank rows are skipped). */
  links: Array<{ section: string; label: string; href: string }>;
}

/** The form's field for a config key's path: `menus.links.2.href` → `link2_href`. */
const formField = (key: string) => {
  const link = /^menus\.links\.(\d+)\.(\w+)/.exec(key);
  return link ? `link${link[1]}_${link[2]}` : key;
};

/** The new overrides and what changed, from the menus editor's form. */
export function applyMenusForm(
  template: string,
  overrides: Record<string, unknown>,
  current: SiteConfig,
  form: MenusForm,
  site: { standard: MenuSection[]; ownPages: ReadonlyArray<{ path: string }> },
): { overrides: Record<string, unknown>; before: Record<string, unknown>; after: Record<string, unknown>; config: SiteConfig } {
  const listed = new Set(form.listed);
  const shown = new Set(form.shown);
  // A link hidden earlier that the form did not list (its page is off now) stays hidden.
  const hidden = [...new Set([...form.listed.filter((href) => !shown.has(href)), ...current.menus.hidden.filter((href) => !listed.has(href))])];
  const links = form.links.map((l) => ({ section: l.section.trim(), label: l.label.trim(), href: l.href.trim() })).filter((l) => l.label || l.href);

  const served = new Set<string>(site.ownPages.map((p) => p.path));
  for (const s of site.standard) if ("links" in s) for (const l of s.links) served.add(l.href.replace(/[?#].*$/, ""));
  const errors = links.flatMap((l, i) => {
    if (!l.label) return [{ field: `link${i}_label`, message: "Give the link its words" }];
    if (!l.href) return [{ field: `link${i}_href`, message: "Give the link an address" }];
    if (!(MENU_LINK_SECTIONS as readonly string[]).includes(l.section)) return [{ field: `link${i}_section`, message: "Choose the menu it goes in" }];
    if (isSafeLink(l.href) && !isServedLink(l.href, served)) {
      return [{ field: `link${i}_href`, message: `${l.href} is not a page of this site: link one of its pages, a page of your own, a search, or an https:// address` }];
    }
    return [];
  });
  if (errors.length) throw new ValidationError(errors);

  const next = { ...overrides, menus: { hidden, links } };
  const config = resolveEditedConfig(template, next, formField);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  if (JSON.stringify([...current.menus.hidden].sort()) !== JSON.stringify([...config.menus.hidden].sort())) {
    before["menus.hidden"] = current.menus.hidden;
    after["menus.hidden"] = config.menus.hidden;
  }
  if (JSON.stringify(current.menus.links) !== JSON.stringify(config.menus.links)) {
    before["menus.links"] = current.menus.links.map((l) => `${l.label} → ${l.href}`);
    after["menus.links"] = config.menus.links.map((l) => `${l.label} → ${l.href}`);
  }
  return { overrides: next, before, after, config };
}
