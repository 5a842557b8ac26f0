/**
 * Whether a select shows its text whole: the width of its option texts in the select's own font,
 * against the room its box leaves them (client width less the left and right padding). That room
 * is the text's only when the select draws our caret in its right padding (--select-caret in
 * src/app/globals.css): Chromium's native arrow also takes room inside the box, so a test using
 * this should assert `appearance: none` too.
 */
import type { Locator } from "@playwright/test";

export interface SelectTextFit {
  /** The widest of the texts measured, in CSS px. */
  widest: number;
  /** The box's width for text, in CSS px. */
  room: number;
  /** How many options the select has. */
  options: number;
}

/** Measure the selected option's text, or every option's. */
export function selectTextFit(select: Locator, which: "selected" | "all"): Promise<SelectTextFit> {
  return select.evaluate((el: HTMLSelectElement, measureAll) => {
    const s = getComputedStyle(el);
    const probe = document.createElement("span");
    probe.style.font = s.font;
    probe.style.position = "absolute";
    probe.style.whiteSpace = "pre";
    document.body.append(probe);
    let widest = 0;
    for (const o of measureAll ? Array.from(el.options) : [el.selectedOptions[0]!]) {
      probe.textContent = o.text;
      widest = Math.max(widest, probe.getBoundingClientRect().width);
    }
    probe.remove();
    return { widest, room: el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight), options: el.options.length };
  }, which === "all");
}
