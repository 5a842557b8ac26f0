/** Car photos staff uploaded in the console (src/web/stored-photo.ts). */
import { serveStoredPhoto } from "@/web/stored-photo";

export const runtime = "nodejs";

export async function GET(request: Request, ctx: { params: Promise<{ key: string[] }> }): Promise<Response> {
  return serveStoredPhoto(request, (await ctx.params).key);
}
