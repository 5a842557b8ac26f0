import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getPageSite } from "@/web/site-context";
import { currentStaff } from "@/web/console-session";
import { safeReturnPath } from "@/domain/return-path";
import { SignInForm } from "./SignInForm";
import { PasskeySignIn } from "./PasskeySignIn";
import styles from "../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in to the dealer console", robots: { index: false, follow: false } };

export default async function ConsoleSignIn({ searchParams }: { searchParams: Promise<{ next?: string; expired?: string }> }) {
  const { site } = await getPageSite();
  const params = await searchParams;
  const next = safeReturnPath(params.next, "/console/leads", { under: "/console" });
  if (await currentStaff()) redirect(next);
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>Sign in</h1>
      <p className={styles.lede}>The {site.name} dealer console, for the dealership&apos;s staff.</p>
      {params.expired ? (
        <p role="alert" className={styles.error}>
          That link has expired or was already used. Ask for a new one below.
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="passkey-heading">
        <h2 id="passkey-heading" style={{ marginTop: 0, fontSize: "1.1rem" }}>
          With your passkey
        </h2>
        <p className={styles.muted}>Your fingerprint, face or device PIN, once you have added a passkey.</p>
        <PasskeySignIn next={next} />
      </section>
      <section className={styles.card} aria-labelledby="link-heading">
        <h2 id="link-heading" style={{ marginTop: 0, fontSize: "1.1rem" }}>
          With a link by e-mail
        </h2>
        <SignInForm />
      </section>
    </div>
  );
}
