/**
 * The footer's legal line, as a thumb meets it: scrolled to the very bottom, a tap at the middle of
 * Privacy Policy and of Terms and Conditions lands on the link itself (not on a sticky bar above it).
 */
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

export async function expectLegalLinksReachable(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (const name of ["Privacy Policy", "Terms and Conditions"]) {
    // The last of them: the legal line at the very bottom (the footer menu has the same links higher up).
    const link = page.getByRole("contentinfo").getByRole("link", { name, exact: true }).last();
    await expect(link).toBeInViewport();
    const reached = await link.evaluate((a) => {
      const r = a.getBoundingClientRect();
      return a.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(reached, `${name} is not covered (a tap at its middle reaches it)`).toBe(true);
  }
}
