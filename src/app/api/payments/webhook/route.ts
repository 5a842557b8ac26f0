import { answerPaymentWebhook } from "@/web/reservation-api";

export const dynamic = "force-dynamic";

/** The payment processor's signed events (Stripe: set this URL as the endpoint, STRIPE_WEBHOOK_SECRET its secret). */
export function POST(request: Request): Promise<Response> {
  return answerPaymentWebhook(request);
}
