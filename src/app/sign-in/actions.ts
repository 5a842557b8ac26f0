"use server";
/** Phone sign-in form actions: send a code, check it (then sign in and go back), sign out. */
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { requestSignInCode, verifySignInCode } from "@/accounts/sign-in";
import { endShopperSession, startShopperSession } from "@/accounts/current-shopper";
import { smsSenderFromEnv } from "@/accounts/sms";
import { mergeFavouritesIntoWatchlist, parseCarIds } from "@/accounts/watchlist";
import { accountSettings } from "@/platform/config";
import { formatMobile } from "@/domain/sign-in";
import { safeReturnPath } from "@/domain/return-path";
import { browserOrigin } from "@/web/page-meta";
import { requestClient } from "@/platform/request-client";
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
    await mergeFavouritesIntoWatchlist(db, site, result.user, parseCarIds(form.get("favourites")));
    redirect(safeReturnPath(form.get("redirect"), "/watchlist", { origin: await browserOrigin() }));
  }
  const typed = String(form.get("phone") ?? "");
  const h = await headers();
  const result = await requestSignInCode(db, site, typed, { sender: smsSenderFromEnv(), clientIp: requestClient(h).ip, showDemoCode: accountSettings().SIGN_IN_DEMO_CODES });
  if (!result.ok) {
    // A refused resend keeps the shopper on the code step, with the reason.
    const step = intent === "resend" ? "code" : "phone";
    return { step, phone: typed, error: { field: step === "code" ? "code" : "phone", message: result.message }, demoCode: step === "code" ? prev.demoCode : null };
  }
  return { step: "code", phone: formatMobile(result.phone), error: null, demoCode: result.demoCode };
}

export async function signOutAction(form: FormData): Promise<void> {
  await endShopperSession();
  redirect(safeReturnPath(form.get("back"), "/", { origin: await browserOrigin() }));
}
