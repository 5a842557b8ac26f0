/** window.dataLayer, as Google Tag Manager and gtag.js read it. A push never throws (spec §8: analytics failures are a console warning only). */
export function pushToDataLayer(entry: Record<string, unknown>): void {
  try {
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push(entry);
  } catch (err) {
    console.warn("analytics: dataLayer push failed", err);
  }
}
