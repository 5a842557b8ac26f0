/** Wordmark logos of the demo sites: /media/logos/{site-slug}.svg (theme.logo_url). */
import { IMMUTABLE } from "@/demo/car-image-response";
import { renderSiteLogo } from "@/demo/logo";
import { json } from "@/web/http";

export const runtime = "nodejs";

export async function GET(_request: Request, ctx: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await ctx.params;
  const m = /^([a-z0-9-]+)\.svg$/.exec(file);
  const svg = m ? renderSiteLogo(m[1]!) : null;
  if (!svg) return json({ error: "No such logo", errors: [{ field: "file", message: `No logo "${file}"` }] }, 404);
  // Not immutable: a theme change keeps the URL. A day is a fair trade.
  return new Response(svg, { headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": IMMUTABLE.replace("max-age=31536000, immutable", "max-age=86400") } });
}
