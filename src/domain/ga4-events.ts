/**
 * Our analytics events also under the names of GA4's recommended events, so a dealer's Google Tag
 * Manager or GA4 property reports leads, car views and searches without custom mapping:
 * `generate_lead` (a stored lead), `view_item` (a car's page, in GA4's ecommerce shape), `search`
 * (a text search). They go to window.dataLayer beside our own events (src/domain/events.ts).
 */

export interface Ga4Event {
  event: "generate_lead" | "view_item" | "search";
  [key: string]: unknown;
}

export function ga4GenerateLead(lead: { form: string; lead_id: string; car_id: number | null; category: string | null }): Ga4Event {
  return { event: "generate_lead", lead_source: lead.form, lead_id: lead.lead_id, car_id: lead.car_id, category: lead.category, currency: "AUD" };
}

export function ga4ViewItem(car: { stocknum: string; make: string | null; model: string | null; car_type?: string | null; price?: number | null }): Ga4Event {
  const price = typeof car.price === "number" && car.price > 0 ? car.price : undefined;
  return {
    event: "view_item",
    ecommerce: {
      currency: "AUD",
      ...(price !== undefined ? { value: price } : {}),
      items: [{ item_id: car.stocknum, item_name: [car.make, car.model].filter(Boolean).join(" "), item_brand: car.make ?? undefined, item_category: car.car_type ?? undefined, ...(price !== undefined ? { price } : {}) }],
    },
  };
}

/** A search event for a text search; null without words (a browse is not a search). */
export function ga4Search(term: string): Ga4Event | null {
  const t = term.trim();
  return t ? { event: "search", search_term: t.slice(0, 100) } : null;
}
