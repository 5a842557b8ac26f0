/**
 * A dealer's webhook endpoint for tests and the fault benchmark, on 127.0.0.1 only. It checks the
 * signature, honours the Idempotency-Key (a repeat is acknowledged, not counted again), and can
 * be told to fail: the first N requests per key, or always.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedLead {
  key: string;
  body: { delivery_id: string; lead: { id: string; form: string; payload: Record<string, unknown> } };
}

export interface WebhookReceiver {
  url: string;
  /** Every request, including failed and duplicate ones. */
  requests: Array<{ key: string | null; status: number; signatureValid: boolean }>;
  /** Accepted deliveries, one per Idempotency-Key. */
  accepted: Map<string, ReceivedLead>;
  /** Requests that repeated an already accepted key. */
  duplicates: number;
  setMode(mode: { failFirst?: number; alwaysFail?: boolean; status?: number }): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret: string, port = 0): Promise<WebhookReceiver> {
  let mode: { failFirst?: number; alwaysFail?: boolean; status?: number } = {};
  const attemptsByKey = new Map<string, number>();
  const receiver: Omit<WebhookReceiver, "url" | "close" | "setMode"> = { requests: [], accepted: new Map(), duplicates: 0 };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const sig = String(req.headers["x-forecourt-signature"] ?? "");
      const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(sig);
      let signatureValid = false;
      if (m) {
        const expected = createHmac("sha256", secret).update(`${m[1]}.${raw}`).digest("hex");
        signatureValid = timingSafeEqual(Buffer.from(expected), Buffer.from(m[2]!));
      }
      const reply = (status: number, text: string) => {
        receiver.requests.push({ key, status, signatureValid });
        res.writeHead(status, { "content-type": "text/plain" }).end(text);
      };
      if (!key || !signatureValid) return reply(401, "bad signature or no idempotency key");
      const n = (attemptsByKey.get(key) ?? 0) + 1;
      attemptsByKey.set(key, n);
      if (mode.alwaysFail || (mode.failFirst !== undefined && n <= mode.failFirst)) return reply(mode.status ?? 503, "receiver unavailable");
      if (receiver.accepted.has(key)) {
        receiver.duplicates++;
        return reply(200, "duplicate ignored");
      }
      receiver.accepted.set(key, { key, body: JSON.parse(raw) as ReceivedLead["body"] });
      reply(200, "ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${actual}/leads`,
    setMode(m: typeof mode) {
      mode = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
