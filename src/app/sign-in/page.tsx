import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { readShopperSession } from "@/accounts/current-shopper";
import { formatMobile, safeReturnPath } from "@/domain/sign-in";
import { WATCHLIST_PATH } from "@/domain/watchlist";
import { PageHeader } from "@/ui/content/PageHeader";
import { SignInForm } from "@/ui/accounts/SignInForm";
import styles from "@/ui/accounts/accounts.module.css";
import { getPageSite } from "@/web/site-context";
import { signOutAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in", robots: { index: false, follow: false } };

type Params = { type?: string; redirect?: string; back?: string };

/** Phone sign-in (`/sign-in?type=watchlist&redirect=…&back=…`): after the code, back to `redirect`. */
export default async function SignIn({ searchParams }: { searchParams: Promise<Params> }) {
  const { db, site } = await getPageSite();
  if (!site.config.watchlist_enabled) notFound();
  const p = await searchParams;
  const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
  const redirectTo = safeReturnPath(one(p.redirect), WATCHLIST_PATH);
  const back = safeReturnPath(one(p.back), "/");
  const forWatchlist = one(p.type) === "watchlist";
  const session = await readShopperSession(db, site);
  return (
    <>
      <PageHeader
        title="Sign in"
        lead={forWatchlist ? `Sign in with your mobile number to save cars to your watchlist at ${site.name}.` : `Sign in to ${site.name} with your mobile number.`}
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
            <SignInForm redirectTo={redirectTo} />
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
