import type { Metadata } from "next";
import Link from "next/link";
import { getPageSite } from "@/web/site-context";
import { staffLinkUsable } from "@/staff/sign-in-links";
import { signInWithLinkAction } from "../../actions";
import styles from "../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in to the dealer console", robots: { index: false, follow: false }, referrer: "no-referrer" };

/**
 * An e-mailed link lands here: a button signs in (the link is used only when it is pressed, so a
 * mail scanner that opens links does not use it up).
 */
export default async function ConsoleLink({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { db, site } = await getPageSite();
  const { token } = await searchParams;
  const usable = await staffLinkUsable(db, site, token);
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>Sign in to the {site.name} console</h1>
      {usable ? (
        <form action={signInWithLinkAction} className={styles.form}>
          <input type="hidden" name="token" value={token} />
          <p className={styles.lede}>This link signs you in once. Press the button to continue.</p>
          <button type="submit" className="btn btn-primary" data-testid="use-link">
            Sign in
          </button>
        </form>
      ) : (
        <p role="alert" className={styles.error}>
          This link has expired or was already used. <Link href="/console/sign-in">Ask for a new one</Link>.
        </p>
      )}
    </div>
  );
}
