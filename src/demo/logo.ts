/**
 * Wordmark logos of the demo sites (theme.logo_url points here): an emblem and the dealer's name
 * in the site's own colours, drawn for its header background. SVG text uses the theme's heading
 * font, which a browser has; nothing is fetched.
 */
import { ThemeSchema } from "../site/theme";
import { findSitePlan } from "./sites";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Five stars of the Southern Cross, roughly as on the flag. */
function star(cx: number, cy: number, r: number, fill: string): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return `${(cx + Math.cos(a) * rr).toFixed(1)},${(cy + Math.sin(a) * rr).toFixed(1)}`;
  });
  return `<polygon points="${pts.join(" ")}" fill="${fill}"/>`;
}

/**
 * A demo manufacturer logo ("make-toyota"): the make's name as a wordmark beside an oval emblem,
 * in dark ink on white, as a certified-used plate shows it. Not any maker's real trademark.
 */
export function renderMakeLogo(file: string): string | null {
  const m = /^make-([a-z0-9-]{1,30})$/.exec(file);
  if (!m) return null;
  const name = m[1]!.replace(/-/g, " ").toUpperCase();
  const width = 44 + name.length * 15;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${esc(name)}"><title>${esc(name)}</title><rect width="${width}" height="40" rx="6" fill="#fff"/><ellipse cx="20" cy="20" rx="13" ry="9" fill="none" stroke="#1f2328" stroke-width="3"/><ellipse cx="20" cy="20" rx="4" ry="8" fill="none" stroke="#1f2328" stroke-width="2.5"/><text x="40" y="27" font-family="Arial, Helvetica, sans-serif" font-size="19" font-weight="700" letter-spacing="1" fill="#1f2328">${esc(name)}</text></svg>`;
}

export function renderSiteLogo(siteSlug: string): string | null {
  const plan = findSitePlan(siteSlug);
  if (!plan) return null;
  const theme = ThemeSchema.parse(plan.theme);
  const c = theme.colors;
  const font = esc(theme.font_heading);
  let emblem: string;
  let title: string;
  let subtitle: string;
  switch (siteSlug) {
    case "coastline-toyota":
      emblem = `<circle cx="36" cy="40" r="30" fill="${c.primary}"/><path d="M12 44q8-10 16 0t16 0t16 0" stroke="${c.primary_contrast}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M14 56q7-8 14 0t14 0t14 0" stroke="${c.primary_contrast}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/><circle cx="46" cy="24" r="7" fill="${c.primary_contrast}"/>`;
      title = "COASTLINE";
      subtitle = "TOYOTA · SUNSHINE COAST";
      break;
    case "southern-cross":
      emblem = `<rect x="6" y="10" width="60" height="60" rx="0" fill="${c.accent}"/>${star(36, 20, 6, c.primary)}${star(22, 40, 6, c.primary)}${star(50, 36, 5, c.primary)}${star(36, 60, 7, c.primary)}${star(43, 46, 3, c.primary)}`;
      title = "SOUTHERN CROSS";
      subtitle = "MOTOR GROUP";
      break;
    default:
      emblem = `<circle cx="36" cy="46" r="20" fill="${c.primary}"/><path d="M4 70L26 44L38 56L50 40L70 70Z" fill="${c.accent}"/><path d="M4 70L70 70" stroke="${c.header_text}" stroke-width="3"/>`;
      title = "OUTBACK";
      subtitle = "CARAVANS & MOTORCYCLES";
  }
  const label = esc(plan.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="80" viewBox="0 0 360 80" role="img" aria-label="${label}"><title>${label}</title>${emblem}<text x="80" y="43" font-family="${font}" font-size="${title.length > 10 ? 21 : 30}" font-weight="700" letter-spacing="${title.length > 10 ? 0.5 : 1.5}" fill="${c.header_text}"${title.length > 10 ? ' textLength="268" lengthAdjust="spacingAndGlyphs"' : ""}>${esc(title)}</text><text x="81" y="64" font-family="${font}" font-size="12.5" letter-spacing="2.2" fill="${c.header_text}" opacity="0.8">${esc(subtitle)}</text></svg>`;
}
