"use server";
/** The dealer view's form actions: sign in and out, resend a delivery, act on a reservation. */
import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { endAdminSession, requireAdmin, safeNext, startAdminSession } from "@/admin/session";
import { addLeadNote, deleteLead, resendDelivery, setLeadStatus } from "@/leads/store";
import { notifyLeadStored } from "@/leads/delivery/wake";
import { getPageSite } from "@/web/site-context";
import { browserOrigin } from "@/web/page-meta";
import { actOnReservation, dealerReservationActionFromForm } from "@/reservations/lifecycle";
import { paymentProviderFor } from "@/payments/from-env";
import { AppError } from "@/platform/errors";

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
  const queued = Number.isSafeInteger(id) && id > 0 ? await resendDelivery(db, site, id) : null;
  if (queued) notifyLeadStored();
  // The page says what happened (and a test or a person can wait for it before the next click).
  return backWith(form, queued ? { done: "Delivery queued again" } : { error: "No such delivery on this site" });
}

/** Where a dealer-view form goes back to, with its outcome: `done` or `error` (a field's message). */
async function backWith(form: FormData, outcome: Record<string, string>): Promise<never> {
  const back = safeNext(form.get("back"), "/admin/leads", await browserOrigin());
  const url = new URL(back, "http://x");
  for (const [k, v] of Object.entries(outcome)) url.searchParams.set(k, v);
  revalidatePath("/admin/leads");
  redirect(`${url.pathname}${url.search}`);
}

/**
 * A change to one lead from the dealer view: `change` answers whether the site had the lead; a
 * field's problem (AppError) is shown on the page rather than thrown.
 */
async function changeLead(form: FormData, change: (lead: string) => Promise<unknown>, doneText: string): Promise<void> {
  let outcome: Record<string, string>;
  try {
    outcome = (await change(String(form.get("lead_id") ?? ""))) ? { done: doneText } : { error: "No such lead on this site" };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    outcome = { error: err.errors[0]?.message ?? err.message };
  }
  return backWith(form, outcome);
}

/** Move a lead to a workflow stage (lost needs its reason); the outcome is shown on the page. */
export async function leadStatusAction(form: FormData): Promise<void> {
  await requireAdmin("/admin/leads");
  const { db, site } = await getPageSite();
  return changeLead(form, (lead) => setLeadStatus(db, site, lead, form.get("status"), form.get("lost_reason")), "Stage saved");
}

/** Add the sales team's note to a lead. */
export async function leadNoteAction(form: FormData): Promise<void> {
  await requireAdmin("/admin/leads");
  const { db, site } = await getPageSite();
  return changeLead(form, (lead) => addLeadNote(db, site, lead, form.get("note")), "Note added");
}

/** Delete a lead at the customer's request; the box must be ticked, so a stray click deletes nothing. */
export async function deleteLeadAction(form: FormData): Promise<void> {
  await requireAdmin("/admin/leads");
  const { db, site } = await getPageSite();
  const id = String(form.get("lead_id") ?? "");
  const confirmed = form.get("confirm") === "yes";
  const deleted = confirmed && id ? await deleteLead(db, site, id) : false;
  revalidatePath("/admin/leads");
  redirect(`/admin/leads?${deleted ? "deleted=1" : "not_deleted=1"}`);
}

/** Extend, convert or refund a held reservation; the outcome is shown on the page (`done` or `error`). */
export async function reservationAction(form: FormData): Promise<void> {
  await requireAdmin("/admin/reservations");
  const { db, site } = await getPageSite();
  const id = String(form.get("reservation_id") ?? "");
  const kind = String(form.get("action") ?? "");
  const act = dealerReservationActionFromForm(form);
  let outcome: string;
  try {
    if (!act) throw new AppError("invalid", "Unknown action");
    const r = await actOnReservation(db, site, id, act, paymentProviderFor(db));
    outcome = `done=${encodeURIComponent(`${id}: ${kind === "extend" ? "extended" : r.status}`)}`;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    outcome = `error=${encodeURIComponent(err.errors[0]?.message ?? err.message)}`;
  }
  revalidatePath("/admin/reservations");
  redirect(`/admin/reservations?${outcome}`);
}
