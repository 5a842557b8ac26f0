import { formatCount } from "./stock-count";

/** The noun for a count: `one` for exactly one, else `many` ("day" / "days"). */
export function nounFor(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** "1 day", "2 days", "1,562 cars": a count with its noun, singular for exactly one. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${nounFor(n, one, many)}`;
}

/** Seconds as whole minutes, rounded up and at least one (a wait, an expiry): "1 minute", "60 minutes". */
export function inWholeMinutes(seconds: number): string {
  return countOf(Math.max(1, Math.ceil(seconds / 60)), "minute");
}
