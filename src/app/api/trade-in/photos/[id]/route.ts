import { handleTradeInPhotoGet } from "@/web/trade-in-photo-upload";

export const dynamic = "force-dynamic";

/** GET /api/trade-in/photos/{id}: a trade-in photo of this site, as WebP (src/web/trade-in-photo-upload.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return handleTradeInPhotoGet(request, (await params).id);
}
