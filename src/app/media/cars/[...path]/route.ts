/**
 * Demo vehicle pictures: /media/cars/{shape}/{hex}/{view}.svg?v={scene}[&w={width}][&bg=none].
 * SVG by default, WebP at a listed width with ?w=. See src/demo/image-urls.ts for the scheme.
 */
import { carImageResponse } from "@/demo/car-image-response";

export const runtime = "nodejs";

export async function GET(request: Request, ctx: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await ctx.params;
  const res = await carImageResponse(path, new URL(request.url).searchParams);
  return new Response(typeof res.body === "string" ? res.body : new Uint8Array(res.body), { status: res.status, headers: res.headers });
}
