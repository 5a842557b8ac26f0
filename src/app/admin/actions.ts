"use server";
/** The dealer view's form actions: sign in and out, resend a delivery. */
import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { endAdminSession, requireAdmin, safeNext, startAdminSession } from "@/admin/session";
import { resendDelivery } from "@/leads/store";
import { notifyLeadStored } from "@/leads/delivery/wake";
import { getPageSite } from "@/web/site-context";
import { browserOrigin } from "@/web/page-meta";

export async function loginAction(_prev: { error: string | null }, form: FormData): Promise<{ error: string | null }> {
  const started = await startAdminSession(String(form.get("token") ?? ""));
  if (!started.ok) return { error: started.error };
  redirect(safeNext(form.get("next"), undefined, await browserOrigin()));
}

export async function logoutAction(): Promise<void> {
  await endAdminSession();
  redirect("/admin/login");
}

export async function resendAction(form: FormData): Promise<void> {
  await requireAdmin("/admin/leads");
  const { db, site } = await getPageSite();
  const id = Number(form.get("delivery_id"));
  if (Number.isSafeInteger(id) && id > 0) {
    await resendDelivery(db, site, id);
    notifyLeadStored();
  }
  revalidatePath("/admin/leads");
  redirect(safeNext(form.get("back"), undefined, await browserOrigin()));
}
