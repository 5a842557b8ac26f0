"use client";
import { useState } from "react";
import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import styles from "../console-pages.module.css";

/** Sign in with a passkey: options from the server, the browser's prompt, the answer checked on the server. */
export function PasskeySignIn({ next }: { next: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function signIn() {
    setError(null);
    if (!browserSupportsWebAuthn()) {
      setError("This browser cannot use passkeys. Use the e-mailed link instead.");
      return;
    }
    setBusy(true);
    try {
      const started = await fetch("/api/console/sign-in/options", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      const { challengeId, options } = (await started.json()) as { challengeId: string; options: Parameters<typeof startAuthentication>[0]["optionsJSON"] };
      const response = await startAuthentication({ optionsJSON: options });
      const done = await fetch("/api/console/sign-in/passkey", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ challengeId, response }) });
      const body = (await done.json()) as { ok?: boolean; error?: string };
      if (!done.ok || !body.ok) throw new Error(body.error ?? "The passkey could not be checked.");
      window.location.assign(next);
    } catch (err) {
      const e = err as Error;
      setError(e.name === "NotAllowedError" ? "Signing in with a passkey was cancelled." : e.message);
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
