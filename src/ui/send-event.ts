/**
 * Record one analytics event with POST /api/events, fire and forget. `keepalive` lets it outlive
 * a navigation that follows the click. The answer's body is read even though nothing needs it: a
 * fetch whose body is never read stays open in the browser (Chromium reports it finished only once
 * the body is consumed), which kept the search page from ever going network-idle. A failure is a
 * console warning only (spec §8); it never gets in the shopper's way.
 */
export function sendEvent(record: { name: string } & Record<string, unknown>): void {
  fetch("/api/events", {
    method: "POST",
    headers: { "content-type": "application/json" },
    keepalive: true,
    body: JSON.stringify(record),
  })
    .then(async (r) => {
      await r.arrayBuffer();
      if (!r.ok) console.warn(`analytics: ${record.name} not recorded (${r.status})`);
    })
    .catch((err: unknown) => console.warn(`analytics: ${record.name} not recorded`, err));
}
