/**
 * Off-screen card bodies skip style, layout and paint until they come near the viewport
 * (`content-visibility: auto` on `.cardBody` in search.module.css), standing in at an estimated
 * height until then. A fixed estimate was 100–900 px off over a page of results (card text differs
 * by site, width and layout), so the pager moved under the pointer when the last rows were drawn.
 * This sets the estimate to the mean height of the bodies already drawn (the first rows, then the
 * ones scrolled past), measured after layout by a ResizeObserver on the grid, so off-screen rows
 * stand in at about their real height.
 *
 * Used as a ref callback on the results grid; the cleanup disconnects the observer.
 */
const CARD_BODY_ESTIMATE_VAR = "--card-body-estimate";

export function estimateCardBodies(bodySelector: string): (grid: HTMLElement | null) => (() => void) | undefined {
  return (grid) => {
    if (!grid || typeof ResizeObserver === "undefined") return undefined;
    // Runs after layout, so reading sizes here forces none; a new page of results or a new width
    // resizes the grid and measures again.
    const observer = new ResizeObserver(() => {
      const heights: number[] = [];
      for (const body of grid.querySelectorAll<HTMLElement>(bodySelector)) {
        // A body whose content is skipped measures as the estimate itself (or its remembered
        // height): not evidence. checkVisibility asks of an ancestor's skipping, so ask a child.
        if (!body.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true })) continue;
        heights.push(contentHeight(body));
      }
      if (!heights.length) return;
      // The mean, not the median: what moves the pager is the sum of the rows' errors.
      const estimate = heights.reduce((sum, h) => sum + h, 0) / heights.length;
      grid.style.setProperty(CARD_BODY_ESTIMATE_VAR, `${Math.round(estimate)}px`);
    });
    observer.observe(grid);
    return () => observer.disconnect();
  };
}

/** The body's height less its padding: `contain-intrinsic-size` sizes the content box. */
function contentHeight(body: HTMLElement): number {
  const style = getComputedStyle(body);
  return body.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
}
