/** The console's car photo upload (src/web/console-photo-upload.ts). */
import { handleConsolePhotoUpload } from "@/web/console-photo-upload";

export const runtime = "nodejs";

export async function POST(request: Request, ctx: { params: Promise<{ id: string }> }): Promise<Response> {
  return handleConsolePhotoUpload(request, (await ctx.params).id);
}
