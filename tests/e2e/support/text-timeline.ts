/**
 * How long a text stays on screen, timed inside the page. Timing a 1.5 s "Copied" from the test
 * runner was flaky on a loaded machine: the runner's own waits and round trips stretched past the
 * window it meant to sample. A MutationObserver in the page stamps each change of the element's
 * text with the page's clock, so the figure is what a shopper would see, however slow the runner.
 */
import type { Locator } from "@playwright/test";

interface Stamp {
  at: number;
  text: string;
}

/** Start recording the element's text changes (call before the action that changes it). */
export async function recordTextChanges(locator: Locator): Promise<void> {
  await locator.evaluate((el) => {
    const log: Stamp[] = [{ at: performance.now(), text: el.textContent?.trim() ?? "" }];
    (el as unknown as { __textLog: Stamp[] }).__textLog = log;
    new MutationObserver(() => {
      const text = el.textContent?.trim() ?? "";
      if (log[log.length - 1]!.text !== text) log.push({ at: performance.now(), text });
    }).observe(el, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Milliseconds from when `text` appeared until the element's text changed again, or null when it
 * has not appeared, or not yet gone.
 */
export async function msShown(locator: Locator, text: string): Promise<number | null> {
  const log = await locator.evaluate((el) => (el as unknown as { __textLog: Stamp[] }).__textLog);
  const i = log.findIndex((s) => s.text === text);
  if (i < 0 || i === log.length - 1) return null;
  return log[i + 1]!.at - log[i]!.at;
}
