import { answerStartReservation } from "@/web/reservation-api";

export const dynamic = "force-dynamic";

/** Start reserving a car with a refundable deposit (src/web/reservation-api.ts). */
export function POST(request: Request): Promise<Response> {
  return answerStartReservation(request);
}
