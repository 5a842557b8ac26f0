/**
 * Car pictures this site serves itself: /media/cars/{shape}/{hex}/{view}.svg?v={scene}[&w={width}][&bg=none]
 * (the demo's; src/media/adapter.ts). SVG by default, WebP at a listed width with ?w=.
 */
import { getMediaAdapter } from "@/media/adapter";
import { NotFoundError } from "@/platform/errors";
import { errorResponse } from "@/web/http";

export const runtime = "nodejs";

export async function GET(request: Request, ctx: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await ctx.params;
  const res = await (await getMediaAdapter()).carImage(path, new URL(request.url).searchParams);
  if (!res) return errorResponse(new NotFoundError("path", "This site serves no car pictures of its own"));
  return new Response(typeof res.body === "string" ? res.body : new Uint8Array(res.body), { status: res.status, headers: res.headers });
}
