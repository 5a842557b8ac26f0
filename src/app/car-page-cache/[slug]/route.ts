/**
 * The vehicle page's cache (ADR 0005). src/proxy.ts rewrites a cacheable `GET /cars/{slug}` here;
 * the shopper's URL stays `/cars/{slug}`. Asked for directly (without the proxy's header) it is
 * not a page of its own: 404.
 */
import { serveCarPage } from "@/web/car-page-cache";
import { offerCarPageToEdge } from "@/web/car-page-edge";
import { CAR_PAGE_CACHE_HEADER } from "@/web/car-page-request";
import { paramText } from "@/platform/percent-escapes";

export const dynamic = "force-dynamic";

// From now on the server's edge answers this process's stored pages itself (ADR 0016); this route
// still stores them, and answers the hits the edge passes on.
offerCarPageToEdge();

export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  if (request.headers.get(CAR_PAGE_CACHE_HEADER) !== "1") return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const { slug } = await params;
  return serveCarPage(request, paramText(slug));
}
