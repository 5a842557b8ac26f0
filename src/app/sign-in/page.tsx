import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { readShopperSession } from "@/accounts/current-shopper";
import { signInAvailable } from "@/domain/sign-in";
import { formatMobile } from "@/domain/sign-in";
import { safeReturnPath } from "@/domain/return-path";
import { browserOrigin } from "@/web/page-meta";
import { WATCHLIST_PATH } from "@/domain/watchlist";
import { SAVING_EXPLAINED } from "@/domain/saving-model";
import { PageHeader } from "@/ui/content/PageHeader";
import { SignInForm } from "@/ui/accounts/SignInForm";
import styles from "@/ui/accounts/accounts.module.css";
import { getSitePage } from "@/web/site-page";
import { signInAction, signOutAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in", robots: { index: false, follow: false } };

type Params = { type?: string; redirect?: string; back?: string };

/** What the shopper signs in for, by the `type` the gated page sent, in the site's words for its stock ("this caravan"). */
const signInPurpose = (nouns: { one: string; many: string }): Record<string, string> => ({
  watchlist: `to save ${nouns.many} to your watchlist`,
  finance: "to continue with finance",
  checkout: `to reserve this ${nouns.one}`,
  garage: "to see your garage",
  promotion: "to enter the promotion",
});

/** Phone sign-in (`/sign-in?type=watchlist&redirect=…&back=…`): after the code, back to `redirect`. */
export default async function SignIn({ searchParams }: { searchParams: Promise<Params> }) {
  const { db, site, chrome } = await getSitePage();
  if (!signInAvailable(site.config)) notFound();
  const p = await searchParams;
  const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
  const origin = await browserOrigin();
  const redirectTo = safeReturnPath(one(p.redirect), WATCHLIST_PATH, { origin });
  const back = safeReturnPath(one(p.back), "/", { origin });
  const type = one(p.type);
  const session = await readShopperSession(db, site);
  return (
    <>
      <PageHeader
        title="Sign in"
        lead={`Sign in with your mobile number ${signInPurpose(chrome.nouns)[type ?? ""] ?? "to continue"} at ${site.name}.${type === "watchlist" ? ` ${SAVING_EXPLAINED.watchlist}` : ""}`}
      />
      <div className={`container ${styles.page}`}>
        <div className={styles.panel}>
          {session ? (
            <div className={styles.signedIn} data-testid="signed-in">
              <p style={{ margin: 0 }}>
                You are signed in as <strong>{formatMobile(session.phone)}</strong>.
              </p>
              <Link href={redirectTo} className="btn btn-primary">
                Continue
              </Link>
              <form action={signOutAction}>
                <input type="hidden" name="back" value="/sign-in" />
                <button type="submit" className={styles.linkButton}>
                  Sign out
                </button>
              </form>
            </div>
          ) : (
            <SignInForm redirectTo={redirectTo} signInAction={signInAction} />
          )}
          <p style={{ marginTop: "1.5rem" }}>
            <Link href={back} prefetch={false} data-testid="sign-in-back">
              ← Back
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
