/**
 * The prize wheel, drawn in CSS (a conic gradient with one slice per prize) with no client
 * code: once the server has drawn a prize, the wheel is turned so it sits under the pointer,
 * and right after the spin it gets there by an animation (none under reduced motion).
 */
import styles from "./wheel.module.css";

/** Slice and label colours in pairs, from the site's theme so the text keeps its contrast on every site. */
const SLICE_COLOURS: ReadonlyArray<readonly [string, string]> = [
  ["var(--color-primary)", "var(--color-primary-contrast)"],
  ["var(--color-accent)", "var(--color-accent-contrast)"],
  ["var(--color-primary-deep)", "#fff"],
  ["#b54708", "#fff"],
];

export function PrizeWheel({ prizes, turn, animate }: { prizes: string[]; turn: number | null; animate: boolean }) {
  const slice = 360 / prizes.length;
  // Colours cycle; the last slice skips the first colour when it would touch a slice of it.
  const colour = (i: number) => {
    const c = i % SLICE_COLOURS.length;
    return SLICE_COLOURS[i > 0 && i === prizes.length - 1 && c === 0 ? 1 : c]!;
  };
  const gradient = prizes.map((_, i) => `${colour(i)[0]} ${i * slice}deg ${(i + 1) * slice}deg`).join(", ");
  return (
    <div className={styles.frame} role="img" aria-label={`A prize wheel with ${prizes.length} prizes: ${prizes.join(", ")}`}>
      <span className={styles.pointer} aria-hidden="true" />
      <div
        className={`${styles.wheel} ${animate ? styles.spinning : ""}`}
        style={{ background: `conic-gradient(${gradient})`, ["--turn" as string]: `${turn ?? 0}deg` }}
        data-testid="prize-wheel"
        data-turn={turn ?? undefined}
        aria-hidden="true"
      >
        {prizes.map((p, i) => (
          <span key={p} className={styles.label} style={{ ["--angle" as string]: `${(i + 0.5) * slice - 90}deg`, color: colour(i)[1] }}>
            {p}
          </span>
        ))}
      </div>
    </div>
  );
}
