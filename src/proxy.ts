/**
 * Runs only for vehicle pages (`/cars/{slug}`). It hands the requested path to the page's 404
 * (src/app/cars/[slug]/not-found.tsx), which Next.js renders without params: a shopper who
 * follows an old link to a sold-and-gone Toyota HiLux is shown the site's other Toyotas rather
 * than just "not found".
 */
import { NextResponse, type NextRequest } from "next/server";
import { CAR_PATH_HEADER } from "./web/car-path";

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(CAR_PATH_HEADER, request.nextUrl.pathname.slice(0, 300));
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: "/cars/:slug" };
