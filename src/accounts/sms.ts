/**
 * Sending an SMS (sign-in codes) behind one small interface, with two adapters:
 *
 * - `HttpSmsSender`, the real one: POSTs JSON to a generic SMS gateway webhook (SMS_WEBHOOK_URL),
 *   with a bearer token, an HMAC-SHA256 signature of the body and an Idempotency-Key;
 * - `LocalSmsSender`, for the demo and tests: stores the message in the local outbox
 *   (`captured_messages`, channel `sms`), browsable with the captured e-mail at /admin/mail.
 */
import { signWebhook } from "../platform/signing";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { accountSettings } from "../platform/config";
import { ServiceError } from "../platform/errors";

export interface SmsMessage {
  /** National digits of an Australian mobile ("0412345678"). */
  to: string;
  body: string;
  /** Unique per message: the gateway's idempotency key and the outbox's key. */
  reference: string;
}

export interface SmsSender {
  /** `local` when messages only reach the outbox (the sign-in page then shows a demo code). */
  readonly kind: "http" | "local";
  send(db: Database, siteId: number, message: SmsMessage): Promise<void>;
}

/** "0412345678" → "+61412345678". */
export function e164(nationalMobile: string): string {
  return `+61${nationalMobile.replace(/^0/, "")}`;
}

export class HttpSmsSender implements SmsSender {
  readonly kind = "http" as const;
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly from: string,
    private readonly timeoutMs: number,
  ) {}

  async send(_db: Database, siteId: number, message: SmsMessage): Promise<void> {
    const body = JSON.stringify({ to: e164(message.to), from: this.from, message: message.body, reference: message.reference, site_id: siteId });
    const headers: Record<string, string> = { "content-type": "application/json", "idempotency-key": message.reference };
    if (this.token) {
      headers.authorization = `Bearer ${this.token}`;
      headers["x-forecourt-signature"] = signWebhook(this.token, body, Date.now()).signature;
    }
    let response: Response;
    try {
      response = await fetch(this.url, { method: "POST", headers, body, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      throw new ServiceError(`SMS gateway unreachable: ${(err as Error).message}`);
    }
    if (!response.ok) throw new ServiceError(`SMS gateway answered ${response.status}`);
  }
}

export class LocalSmsSender implements SmsSender {
  readonly kind = "local" as const;
  async send(db: Database, siteId: number, message: SmsMessage): Promise<void> {
    await db.rows(sql`
      insert into captured_messages (site_id, channel, message_key, sender, recipient, subject, body)
      values (${siteId}, 'sms', ${message.reference}, ${accountSettings().SMS_FROM}, ${e164(message.to)}, 'SMS', ${message.body})
      on conflict (message_key) do nothing`);
  }
}

/** The sender the environment asks for: the gateway when SMS_WEBHOOK_URL is set, else the outbox. */
export function smsSenderFromEnv(): SmsSender {
  const s = accountSettings();
  return s.SMS_WEBHOOK_URL ? new HttpSmsSender(s.SMS_WEBHOOK_URL, s.SMS_WEBHOOK_TOKEN, s.SMS_FROM, s.SMS_WEBHOOK_TIMEOUT_MS) : new LocalSmsSender();
}
