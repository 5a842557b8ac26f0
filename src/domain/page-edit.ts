/**
 * A site's own page texts (issue 20, point 5: content pages). A dealer writes its own words for a
 * standard content page (its privacy policy, its terms, about us…) or adds a page of its own at
 * /pages/{slug}. The body is Markdown with no HTML in it (headings with ##, lists, links, bold);
 * the site renders it with markdown-it, which refuses javascript: links (src/ui/content/DealerMarkdown.tsx).
 */

type FieldError = { field: string; message: string };

/** The standard content pages whose text a dealer may replace, with the name the console shows. */
export const EDITABLE_STANDARD_PAGES = [
  { path: "/about-us", name: "About us" },
  { path: "/careers", name: "Careers" },
  { path: "/fleet", name: "Fleet and business" },
  { path: "/warranty", name: "Warranty" },
  { path: "/roadside-assistance", name: "Roadside assistance" },
  { path: "/capped-price-servicing", name: "Capped price servicing" },
  { path: "/vehicle-parts-and-accessories", name: "Parts and accessories" },
  { path: "/privacy-policy", name: "Privacy policy" },
  { path: "/terms-and-conditions", name: "Terms and conditions" },
] as const;

export type StandardPagePath = (typeof EDITABLE_STANDARD_PAGES)[number]["path"];

export const OWN_PAGE_PREFIX = "/pages/";
export const PAGE_TITLE_MAX = 120;
export const PAGE_LEAD_MAX = 300;
export const PAGE_BODY_MAX = 20_000;
export const PAGE_SLUG_MAX = 60;
/** Pages under /pages/ that the platform itself serves; a dealer's page cannot take their address. */
export const RESERVED_PAGE_SLUGS: readonly string[] = ["virtual-showroom"];

export const isStandardPagePath = (path: string): path is StandardPagePath => EDITABLE_STANDARD_PAGES.some((p) => p.path === path);
export const standardPageName = (path: string): string | null => EDITABLE_STANDARD_PAGES.find((p) => p.path === path)?.name ?? null;
export const ownPagePath = (slug: string) => `${OWN_PAGE_PREFIX}${slug}`;

export interface PageValues {
  title: string;
  lead: string | null;
  body: string;
  visible: boolean;
}

export type PageRead = { ok: true; values: PageValues } | { ok: false; errors: FieldError[] };

/** Read a page's form: title, optional lead line, the Markdown body, and whether it is shown. */
export function readPageForm(form: Record<string, string | undefined>): PageRead {
  const errors: FieldError[] = [];
  const title = (form.title ?? "").trim();
  const lead = (form.lead ?? "").trim();
  // Line ends kept as the shopper's browser sent them, normalised; trailing space trimmed.
  const body = (form.body ?? "").replace(/\r\n?/g, "\n").trim();
  if (!title) errors.push({ field: "title", message: "Give the page a title" });
  else if (title.length > PAGE_TITLE_MAX) errors.push({ field: "title", message: `A title is at most ${PAGE_TITLE_MAX} characters (this one is ${title.length})` });
  if (lead.length > PAGE_LEAD_MAX) errors.push({ field: "lead", message: `The line under the title is at most ${PAGE_LEAD_MAX} characters (this one is ${lead.length})` });
  if (!body) errors.push({ field: "body", message: "Write the page's text" });
  else if (body.length > PAGE_BODY_MAX) errors.push({ field: "body", message: `The text is at most ${PAGE_BODY_MAX.toLocaleString("en-AU")} characters (this one is ${body.length.toLocaleString("en-AU")})` });
  if (errors.length) return { ok: false, errors };
  return { ok: true, values: { title, lead: lead || null, body, visible: form.visible !== "0" } };
}

/** The address of a new page of the dealer's own: lower-case words joined by hyphens, not the platform's. */
export function readPageSlug(raw: string | undefined): { ok: true; path: string } | { ok: false; error: FieldError } {
  const slug = (raw ?? "").trim().toLowerCase();
  if (!slug) return { ok: false, error: { field: "slug", message: "Give the page an address, like finance-partners" } };
  if (slug.length > PAGE_SLUG_MAX) return { ok: false, error: { field: "slug", message: `An address is at most ${PAGE_SLUG_MAX} characters` } };
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return { ok: false, error: { field: "slug", message: "Use lower-case letters, digits and single hyphens, like finance-partners" } };
  if (RESERVED_PAGE_SLUGS.includes(slug)) return { ok: false, error: { field: "slug", message: `/pages/${slug} is one of the platform's own pages; choose another address` } };
  return { ok: true, path: ownPagePath(slug) };
}
