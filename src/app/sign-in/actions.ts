"use server";
/** Phone sign-in form actions: send a code, check it (then sign in and go back), sign out. */
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { requestSignInCode, verifySignInCode } from "@/accounts/sign-in";
import { endShopperSession, startShopperSession } from "@/accounts/current-shopper";
import { smsSenderFromEnv } from "@/accounts/sms";
import { accountSettings } from "@/accounts/settings";
import { formatMobile, safeReturnPath } from "@/domain/sign-in";
import { clientIp } from "@/leads/spam";
import { getPageSite } from "@/web/site-context";
import { INITIAL_SIGN_IN, type SignInState } from "@/ui/accounts/sign-in-state";

/** One action for the form's buttons, told apart by `intent`: send (or resend) a code, verify it, change the number. */
export async function signInAction(prev: SignInState, form: FormData): Promise<SignInState> {
  const intent = String(form.get("intent") ?? "send");
  if (intent === "change") return { ...INITIAL_SIGN_IN, phone: prev.phone };
  const { db, site } = await getPageSite();
  if (intent === "verify") {
    const phone = String(form.get("phone") ?? "");
    const result = await verifySignInCode(db, site, phone, String(form.get("code") ?? ""));
    if (!result.ok) return { step: "code", phone, error: { field: result.field, message: result.message }, demoCode: prev.demoCode };
    await startShopperSession(db, result.user);
    redirect(safeReturnPath(form.get("redirect"), "/watchlist"));
  }
  const typed = String(form.get("phone") ?? "");
  const h = await headers();
  const result = await requestSignInCode(db, site, typed, { sender: smsSenderFromEnv(), clientIp: clientIp(h.get("x-forwarded-for")), showDemoCode: accountSettings().SIGN_IN_DEMO_CODES });
  if (!result.ok) {
    // A refused resend keeps the shopper on the code step, with the reason.
    const step = intent === "resend" ? "code" : "phone";
    return { step, phone: typed, error: { field: step === "code" ? "code" : "phone", message: result.message }, demoCode: step === "code" ? prev.demoCode : null };
  }
  return { step: "code", phone: formatMobile(result.phone), error: null, demoCode: result.demoCode };
}

export async function signOutAction(form: FormData): Promise<void> {
  await endShopperSession();
  redirect(safeReturnPath(form.get("back"), "/"));
}
