// Verify a Forecourt lead webhook (docs/lead-delivery.md) in Node.js 18 or later, with no dependencies.
//
//   const ok = verifyForecourtWebhook(rawBody, req.headers["x-forecourt-signature"], process.env.FORECOURT_WEBHOOK_SECRET);
//
// `rawBody` must be the request body exactly as received (a string or Buffer), before any JSON
// parsing. The signature header is `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}"}`; a
// request older than `toleranceSeconds` is refused, so a captured request cannot be replayed later.
import { createHmac, timingSafeEqual } from "node:crypto";

export function verifyForecourtWebhook(rawBody, signatureHeader, secret, { toleranceSeconds = 300, nowSeconds = Math.floor(Date.now() / 1000) } = {}) {
  if (typeof signatureHeader !== "string" || !secret) return false;
  const parts = Object.fromEntries(signatureHeader.split(",").map((p) => p.trim().split("=", 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? "")) return false;
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const body = typeof rawBody === "string" ? rawBody : Buffer.from(rawBody).toString("utf8");
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, "hex"));
}
