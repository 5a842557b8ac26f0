/**
 * The shape of a car's slug: its address on the site (`/cars/{slug}`), made at import from year,
 * make, model, badge and stock number. Letters, digits and hyphens, starting with a letter or digit,
 * at most 200 characters. A car is looked up by slug only when the text has this shape: anything
 * else (a NUL, a space, a 4,000-character query value) names no car, and PostgreSQL refuses some of
 * it outright ("invalid byte sequence" for a NUL), which would be a 500 instead of a 404.
 */
const CAR_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

export function isCarSlug(text: string): boolean {
  return CAR_SLUG.test(text);
}
