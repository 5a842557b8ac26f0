"use server";
/** The dealer view's form actions: sign in and out, resend a delivery. */
import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { endAdminSession, requireAdmin, safeNext, startAdminSession, tokenMatches } from "@/admin/session";
import { resendDelivery } from "@/leads/store";
import { notifyLeadStored } from "@/leads/delivery/wake";
import { adminToken } from "@/web/admin-auth";
import { getPageSite } from "@/web/site-context";

export async function loginAction(_prev: { error: string | null }, form: FormData): Promise<{ error: string | null }> {
  const token = adminToken();
  const given = String(form.get("token") ?? "");
  if (!token || !tokenMatches(given, token)) return { error: "That token is not right." };
  await startAdminSession();
  redirect(safeNext(form.get("next")));
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
  redirect(safeNext(form.get("back")));
}
