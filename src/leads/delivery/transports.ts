/**
 * The outside world, behind two small interfaces, each with a real adapter and a local one:
 *
 * | interface         | real adapter                          | local adapter (demo, tests)                    |
 * |-------------------|---------------------------------------|------------------------------------------------|
 * | MailTransport     | SMTP via nodemailer (SMTP_URL set)    | capture into `captured_messages` (/admin/mail) |
 * | WebhookTransport  | HTTPS POST via fetch (default)        | capture (LEADS_WEBHOOK_TRANSPORT=capture)      |
 *
 * A failed send throws ServiceError; `permanent` ones (a mailbox that does not exist, a webhook
 * URL the rules refuse) go straight to the dead letters instead of being retried.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { OutgoingEmail, WebhookRequest } from "./messages";
import { leadSettings } from "../../platform/config";
import { ServiceError } from "../../platform/errors";

export interface SendContext {
  siteId: number;
  /** The lead a delivery is for; null for mail that is not a lead's (a saved-search alert). */
  leadId: number | null;
}

export interface MailTransport {
  readonly name: string;
  send(message: OutgoingEmail, ctx: SendContext): Promise<void>;
}

export interface WebhookTransport {
  readonly name: string;
  post(request: WebhookRequest, ctx: SendContext): Promise<void>;
}

export interface Transports {
  mail: MailTransport;
  webhook: WebhookTransport;
}

// ── Local: the mail catcher ─────────────────────────────────────────────────────────────────

async function capture(
  db: Database,
  row: { channel: "email" | "webhook"; key: string; ctx: SendContext; sender: string | null; recipient: string; subject: string | null; headers: Record<string, string>; body: string; html: string | null },
) {
  // The key is the delivery's idempotency key: a retried attempt stores nothing new.
  await db.rows(sql`
    insert into captured_messages (site_id, lead_id, channel, message_key, sender, recipient, subject, headers, body, html)
    values (${row.ctx.siteId}, ${row.ctx.leadId}, ${row.channel}, ${row.key}, ${row.sender}, ${row.recipient}, ${row.subject},
            ${JSON.stringify(row.headers)}::jsonb, ${row.body}, ${row.html})
    on conflict (message_key) do nothing`);
}

export function captureMailTransport(db: Database): MailTransport {
  return {
    name: "capture",
    async send(m, ctx) {
      await capture(db, {
        channel: "email",
        key: m.messageId,
        ctx,
        sender: m.from,
        recipient: m.to,
        subject: m.subject,
        headers: { ...m.headers, "Message-ID": m.messageId, ...(m.replyTo ? { "Reply-To": m.replyTo } : {}) },
        body: m.text,
        html: m.html,
      });
    },
  };
}

export function captureWebhookTransport(db: Database): WebhookTransport {
  return {
    name: "capture",
    async post(r, ctx) {
      await capture(db, { channel: "webhook", key: r.headers["idempotency-key"] ?? r.url, ctx, sender: null, recipient: r.url, subject: "POST", headers: r.headers, body: r.body, html: null });
    },
  };
}

// ── Real: SMTP and HTTPS ───────────────────────────────────────────────────────────────────

export async function smtpMailTransport(smtpUrl: string): Promise<MailTransport> {
  const nodemailer = await import("nodemailer");
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: "smtp",
    async send(m) {
      try {
        await transporter.sendMail({
          messageId: m.messageId,
          from: m.from,
          to: m.to,
          replyTo: m.replyTo ?? undefined,
          subject: m.subject,
          text: m.text,
          html: m.html ?? undefined,
          headers: m.headers,
        });
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        // 5xx replies are final (no such mailbox, rejected); 4xx and connection errors are not.
        throw new ServiceError(`SMTP: ${(err as Error).message}`.slice(0, 1000), undefined, typeof code === "number" && code >= 500 && code < 600);
      }
    },
  };
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

export function httpWebhookTransport(opts: { timeoutMs: number; allowHttp: boolean }): WebhookTransport {
  return {
    name: "http",
    async post(r) {
      let url: URL;
      try {
        url = new URL(r.url);
      } catch {
        throw new ServiceError(`Webhook URL is not a URL: ${r.url}`, undefined, true);
      }
      if (url.protocol !== "https:" && !(url.protocol === "http:" && (opts.allowHttp || LOOPBACK.has(url.hostname)))) {
        throw new ServiceError(`Webhook URL must use https: ${r.url}`, undefined, true);
      }
      let res: Response;
      try {
        res = await fetch(url, { method: "POST", body: r.body, headers: r.headers, signal: AbortSignal.timeout(opts.timeoutMs), redirect: "error" });
      } catch (err) {
        const e = err as Error & { cause?: { code?: string } };
        throw new ServiceError(`Webhook: ${e.name === "TimeoutError" ? `no answer in ${opts.timeoutMs} ms` : (e.cause?.code ?? e.message)}`);
      }
      if (res.status >= 200 && res.status < 300) {
        await res.body?.cancel().catch(() => {});
        return;
      }
      const text = (await res.text().catch(() => "")).slice(0, 300);
      throw new ServiceError(`Webhook answered HTTP ${res.status}${text ? `: ${text}` : ""}`);
    },
  };
}

/** Real adapters where configured, local ones otherwise (see the table above). */
export async function transportsFromEnv(db: Database): Promise<Transports> {
  const s = leadSettings();
  return {
    mail: s.SMTP_URL ? await smtpMailTransport(s.SMTP_URL) : captureMailTransport(db),
    webhook: s.LEADS_WEBHOOK_TRANSPORT === "capture" ? captureWebhookTransport(db) : httpWebhookTransport({ timeoutMs: s.LEADS_WEBHOOK_TIMEOUT_MS, allowHttp: s.LEADS_ALLOW_HTTP_WEBHOOKS }),
  };
}
