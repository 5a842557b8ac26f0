"use client";
import { useActionState } from "react";
import { loginAction } from "../actions";

export function LoginForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState(loginAction, { error: null });
  return (
    <form action={action} style={{ display: "grid", gap: "0.75rem", maxWidth: "24rem" }}>
      <input type="hidden" name="next" value={next} />
      <label htmlFor="admin-token" style={{ fontWeight: 600 }}>
        Admin token
      </label>
      <input id="admin-token" name="token" type="password" autoComplete="current-password" required aria-describedby={state.error ? "admin-token-error" : undefined} aria-invalid={state.error ? true : undefined} style={{ padding: "0.6rem", font: "inherit" }} />
      {state.error ? (
        <p id="admin-token-error" role="alert" style={{ color: "#b42318", margin: 0, fontWeight: 600 }}>
          {state.error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        Sign in
      </button>
    </form>
  );
}
