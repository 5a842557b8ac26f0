import { handleTradeInPhotoUpload } from "@/valuation/photo-upload";

export const dynamic = "force-dynamic";

/** POST /api/trade-in/photos: one photo of the shopper's trade-in as the body (src/valuation/photo-upload.ts). */
export const POST = (request: Request) => handleTradeInPhotoUpload(request);
