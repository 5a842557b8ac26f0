/**
 * Range sliders of the search filter (search-and-browsing §5) and the 500-step price slider of
 * the offers area (vehicle-page-and-flows §5), plus price quick picks.
 *
 * Search sliders (price, km, year):
 * - bounds come from the results' facet stats; without stats (or with the filter panel hidden)
 *   the range is 0 to 100000;
 * - price and km bounds are widened to whole thousands (min down, max up) so every car in the
 *   stats stays inside the slider and every rounded value stays inside the bounds;
 * - a minimum below the range minimum or a maximum above the range maximum is ignored (reported
 *   for logging, never applied); the thumbs cannot cross;
 * - price and km values are rounded to the nearest 1000, years to a whole year;
 * - step = (max − min) / 100, rounded (at least 1);
 * - the URL form is `min:max`; a side at its bound is left out, both at their bounds means no filter.
 */
import { formatPrice } from "./money";

export type SliderAttribute = "price" | "km" | "year";

export interface SliderValue {
  min: number;
  max: number;
}

export interface SliderBounds extends SliderValue {
  step: number;
}

export interface FacetStat {
  min: number;
  max: number;
}

export const DEFAULT_SLIDER_MIN = 0;
export const DEFAULT_SLIDER_MAX = 100_000;
export const SLIDER_ROUNDING: Readonly<Record<SliderAttribute, number>> = { price: 1000, km: 1000, year: 1 };

/** Step between thumb positions: the range over 100, rounded, never 0. */
export function sliderStep(min: number, max: number): number {
  return Math.max(1, Math.round((max - min) / 100));
}

export function sliderBounds(attribute: SliderAttribute, stats: FacetStat | null | undefined): SliderBounds {
  const unit = SLIDER_ROUNDING[attribute];
  if (!stats || !Number.isFinite(stats.min) || !Number.isFinite(stats.max) || stats.max < stats.min) {
    return { min: DEFAULT_SLIDER_MIN, max: DEFAULT_SLIDER_MAX, step: sliderStep(DEFAULT_SLIDER_MIN, DEFAULT_SLIDER_MAX) };
  }
  const min = Math.floor(stats.min / unit) * unit;
  // A single value (one car, or all alike) still gets a usable width of one unit.
  const max = Math.max(Math.ceil(stats.max / unit) * unit, min + unit);
  return { min, max, step: sliderStep(min, max) };
}

/** Price and km to the nearest 1000, years to the nearest year. */
export function roundSliderValue(attribute: SliderAttribute, value: number): number {
  const unit = SLIDER_ROUNDING[attribute];
  return Math.round(value / unit) * unit;
}

export type SliderChange =
  | { accepted: true; value: SliderValue }
  | { accepted: false; value: SliderValue; reason: "below_range_min" | "above_range_max" | "not_a_number"; attempted: SliderValue };

/**
 * The slider's value after a drag or key press. An attempt outside the range is ignored (the
 * current value is kept and the reason returned for the log); otherwise values are rounded and the
 * moved thumb stops at the other one.
 */
export function applySliderChange(attribute: SliderAttribute, current: SliderValue, attempted: SliderValue, bounds: SliderBounds): SliderChange {
  const ignore = (reason: "below_range_min" | "above_range_max" | "not_a_number"): SliderChange => ({
    accepted: false,
    value: current,
    reason,
    attempted,
  });
  if (!Number.isFinite(attempted.min) || !Number.isFinite(attempted.max)) return ignore("not_a_number");
  if (attempted.min < bounds.min) return ignore("below_range_min");
  if (attempted.max > bounds.max) return ignore("above_range_max");
  let min = clampTo(roundSliderValue(attribute, attempted.min), bounds);
  let max = clampTo(roundSliderValue(attribute, attempted.max), bounds);
  if (min > max) {
    // The thumb that moved stops where the other one is.
    if (attempted.max !== current.max && attempted.min === current.min) max = min;
    else min = max;
  }
  return { accepted: true, value: { min, max } };
}

function clampTo(value: number, range: SliderValue): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/** The URL value of a slider: "10000:30000", "2019:", ":50000", or null when it spans its bounds. */
export function sliderToParam(value: SliderValue, bounds: SliderValue): string | null {
  const lo = value.min > bounds.min ? String(value.min) : "";
  const hi = value.max < bounds.max ? String(value.max) : "";
  return lo === "" && hi === "" ? null : `${lo}:${hi}`;
}

/**
 * A slider's value from its URL form: a missing or unreadable side is the bound; values are
 * rounded and kept inside the bounds, and a reversed pair is put in order.
 */
export function sliderFromParam(attribute: SliderAttribute, param: string | null | undefined, bounds: SliderValue): SliderValue {
  const m = /^\s*(-?\d+(?:\.\d+)?)?\s*:\s*(-?\d+(?:\.\d+)?)?\s*$/.exec(param ?? "");
  const read = (text: string | undefined, fallback: number) =>
    text === undefined ? fallback : clampTo(roundSliderValue(attribute, Number(text)), bounds);
  if (!m) return { min: bounds.min, max: bounds.max };
  const a = read(m[1], bounds.min);
  const b = read(m[2], bounds.max);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

// ── Price quick picks ─────────────────────────────────────────────────────────────────────────

export const DEFAULT_PRICE_QUICK_PICKS = [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 60000, 70000] as const;
export const LUXURY_PRICE_QUICK_PICKS = [300000, 400000, 500000, 600000, 700000, 800000] as const;

/** The site's quick picks (config.price_quick_picks) ascending, without repeats, labelled "$5,000". */
export function priceQuickPicks(values: readonly number[]): Array<{ value: number; label: string }> {
  return [...new Set(values.filter((v) => Number.isFinite(v) && v > 0))].sort((a, b) => a - b).map((value) => ({ value, label: formatPrice(value) }));
}

// ── The offers area's price slider ────────────────────────────────────────────────────────────

/** Offers/search refinement price slider: steps of 500, 5000 to 250000 by default. */
export const OFFER_PRICE_SLIDER: SliderBounds = { min: 5000, max: 250000, step: 500 };

/**
 * The offers price slider after a change: values on the 500 step inside the bounds, and the
 * minimum always at least one step below the maximum (the moved thumb gives way).
 */
export function applyOfferPriceChange(current: SliderValue, attempted: SliderValue, bounds: SliderBounds = OFFER_PRICE_SLIDER): SliderValue {
  const snap = (v: number, fallback: number) =>
    Number.isFinite(v) ? clampTo(Math.round((v - bounds.min) / bounds.step) * bounds.step + bounds.min, bounds) : fallback;
  let min = snap(attempted.min, current.min);
  let max = snap(attempted.max, current.max);
  if (min > max - bounds.step) {
    const maxMoved = max !== current.max && min === current.min;
    if (maxMoved) max = Math.min(bounds.max, min + bounds.step);
    else min = Math.max(bounds.min, max - bounds.step);
    // At the edges the unmoved thumb gives way so the pair stays one step apart.
    if (min > max - bounds.step) {
      if (maxMoved) min = max - bounds.step;
      else max = min + bounds.step;
    }
  }
  return { min, max };
}
