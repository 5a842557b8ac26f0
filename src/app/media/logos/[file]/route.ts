/** Wordmark logos this site serves itself: /media/logos/{site-slug}.svg (the demo sites' theme.logo_url; src/media/adapter.ts). */
import { getMediaAdapter } from "@/media/adapter";
import { NotFoundError } from "@/platform/errors";
import { errorResponse } from "@/web/http";

export const runtime = "nodejs";

export async function GET(_request: Request, ctx: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await ctx.params;
  const res = (await getMediaAdapter()).siteLogo(file);
  if (!res) return errorResponse(new NotFoundError("file", `No logo "${file}"`));
  return new Response(typeof res.body === "string" ? res.body : new Uint8Array(res.body), { status: res.status, headers: res.headers });
}
