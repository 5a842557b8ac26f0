import { answerSaveJourneyStep } from "@/web/reservation-api";

export const dynamic = "force-dynamic";

/** Save one step of the signed-in shopper's online purchase journey (src/reservations/journeys.ts). */
export function PUT(request: Request): Promise<Response> {
  return answerSaveJourneyStep(request);
}
