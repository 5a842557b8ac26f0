"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { passkeyFailure, runPasskeyCeremony } from "../passkey-ceremony";
import styles from "../console-pages.module.css";

/** Add a passkey to the signed-in member's account (the browser's own prompt; checked on the server). */
export function AddPasskey() {
  const router = useRouter();
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function add() {
    setError(null);
    setBusy(true);
    try {
      await runPasskeyCeremony("register", { label });
      setBusy(false);
      router.push("/console/account?done=Your+passkey+is+added.+Next+time%2C+sign+in+with+it.");
      router.refresh();
    } catch (err) {
      setError(passkeyFailure(err, "register"));
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
