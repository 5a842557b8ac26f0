export function verifyForecourtWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined, secret: string, opts?: { toleranceSeconds?: number; nowSeconds?: number }): boolean;
