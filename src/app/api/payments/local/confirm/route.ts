import { answerLocalConfirm } from "@/web/reservation-api";

export const dynamic = "force-dynamic";

/** The local test processor's card form posts here (src/payments/local-processor.ts). */
export function POST(request: Request): Promise<Response> {
  return answerLocalConfirm(request);
}
