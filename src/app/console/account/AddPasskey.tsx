"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import styles from "../console-pages.module.css";

/** Add a passkey to the signed-in member's account (the browser's own prompt; checked on the server). */
export function AddPasskey() {
  const router = useRouter();
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function add() {
    setError(null);
    if (!browserSupportsWebAuthn()) {
      setError("This browser cannot make passkeys. Keep signing in with e-mailed links.");
      return;
    }
    setBusy(true);
    try {
      const started = await fetch("/api/console/passkeys/options", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      const begun = (await started.json()) as { challengeId: string; options: Parameters<typeof startRegistration>[0]["optionsJSON"]; error?: string };
      if (!started.ok) throw new Error(begun.error ?? "Please sign in again.");
      const response = await startRegistration({ optionsJSON: begun.options });
      const saved = await fetch("/api/console/passkeys", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ challengeId: begun.challengeId, response, label }) });
      const body = (await saved.json()) as { ok?: boolean; error?: string };
      if (!saved.ok || !body.ok) throw new Error(body.error ?? "The passkey could not be added.");
      setBusy(false);
      router.push("/console/account?done=Your+passkey+is+added.+Next+time%2C+sign+in+with+it.");
      router.refresh();
    } catch (err) {
      const e = err as Error;
      setError(e.name === "NotAllowedError" ? "Adding the passkey was cancelled." : e.name === "InvalidStateError" ? "This device already has a passkey for your account." : e.message);
      setBusy(false);
    }
  }
  return (
    <div className={styles.form}>
      <label htmlFor="passkey-label">Name it (optional)</label>
      <input id="passkey-label" className={styles.input} value={label} maxLength={60} onChange={(e) => setLabel(e.target.value)} placeholder="Work laptop" />
      <button type="button" className="btn btn-primary" onClick={add} disabled={busy} data-testid="add-passkey">
        Add a passkey
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
