/**
 * What the dealer received for a lead: signs in to the dealer view of a site and reads the
 * captured message that names the lead (the in-process worker delivers leads to the mail outbox).
 */
import { expect, type Page } from "@playwright/test";
import { adminToken, baseURLFor } from "../fixtures";

/** The body of the captured message of `kind` ("ADF", "e-mail") that carries `leadId`. */
export async function dealerMessageFor(page: Page, site: string, leadId: string, kind: "ADF" | "e-mail"): Promise<string> {
  await page.goto(`${baseURLFor(site)}/admin/login?next=/admin/mail`);
  if (new URL(page.url()).pathname === "/admin/login") {
    await page.getByLabel("Admin token").fill(adminToken());
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/mail");
  }
  let body = "";
  await expect(async () => {
    await page.goto(`${baseURLFor(site)}/admin/mail`);
    const rows = page.getByTestId("mail-row").filter({ hasText: kind });
    const row = rows.filter({ hasText: leadId.slice(0, 8) });
    await ((await row.count()) ? row.first() : rows.first()).getByRole("link").click();
    body = await page.getByTestId("mail-body").innerText({ timeout: 1000 });
    expect(body).toContain(leadId);
  }).toPass({ timeout: 30_000 });
  return body;
}
