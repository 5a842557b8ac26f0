import { formatCount } from "./stock-count";

/** "1 day", "2 days", "1,562 cars": a count with its noun, singular for exactly one. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
