/** The payment provider this installation uses (PAYMENTS_PROVIDER, src/platform/config.ts). */
import type { SqlRunner } from "../platform/sql-runner";
import { getEnv } from "../platform/config";
import type { PaymentProvider } from "./provider";
import { LocalPaymentProvider } from "./local-processor";
import { StripePaymentProvider } from "./stripe-provider";

let stripe: StripePaymentProvider | null = null;

export function paymentProviderFor(db: SqlRunner): PaymentProvider {
  const env = getEnv();
  if (env.PAYMENTS_PROVIDER === "stripe") {
    // The config check at boot has made sure all three are set.
    stripe ??= new StripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY!, publishableKey: env.STRIPE_PUBLISHABLE_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET! });
    return stripe;
  }
  return new LocalPaymentProvider(db);
}
