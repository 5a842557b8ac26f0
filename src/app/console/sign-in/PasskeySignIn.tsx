"use client";
import { useState } from "react";
import { passkeyFailure, runPasskeyCeremony } from "../passkey-ceremony";
import styles from "../console-pages.module.css";

/** Sign in with a passkey: options from the server, the browser's prompt, the answer checked on the server. */
export function PasskeySignIn({ next }: { next: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function signIn() {
    setError(null);
    setBusy(true);
    try {
      await runPasskeyCeremony("authenticate");
      window.location.assign(next);
    } catch (err) {
      setError(passkeyFailure(err, "authenticate"));
      setBusy(false);
    }
  }
  return (
    <div className={styles.form}>
      <button type="button" className="btn btn-primary" onClick={signIn} disabled={busy} data-testid="passkey-sign-in">
        Sign in with a passkey
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
