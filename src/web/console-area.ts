/**
 * Which part of the product a page belongs to: the shopper site, or the dealer console (its own
 * chrome, no shopper header and footer, no analytics). The proxy sets CONSOLE_AREA_HEADER on every
 * page request from the path (overwriting whatever a client sent); the root layout reads it.
 */
export const CONSOLE_AREA_HEADER = "x-forecourt-area";

export type PageArea = "site" | "console" | "operator";

const under = (pathname: string, p: string) => pathname === p || pathname.startsWith(`${p}/`);

/** The console's pages (staff), the operator's dealer view (ADMIN_TOKEN), or the shopper site. */
export function pageArea(pathname: string): PageArea {
  return under(pathname, "/console") ? "console" : under(pathname, "/admin") ? "operator" : "site";
}
