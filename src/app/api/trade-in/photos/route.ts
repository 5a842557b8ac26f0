import { handleTradeInPhotoUpload } from "@/web/trade-in-photo-upload";

export const dynamic = "force-dynamic";

/** POST /api/trade-in/photos: one photo of the shopper's trade-in as the body (src/web/trade-in-photo-upload.ts). */
export const POST = (request: Request) => handleTradeInPhotoUpload(request);
