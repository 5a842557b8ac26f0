import { answerReadReservation } from "@/web/reservation-api";

export const dynamic = "force-dynamic";

/** A reservation's status, as the checkout page polls it (src/web/reservation-api.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return answerReadReservation(request, (await params).id);
}
