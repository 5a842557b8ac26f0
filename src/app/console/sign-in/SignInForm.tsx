"use client";
import { useActionState } from "react";
import { requestLinkAction, type LinkFormState } from "../actions";
import styles from "../console-pages.module.css";

const initial: LinkFormState = { error: null, sent: false, demoLink: null, email: "" };

/** "E-mail me a sign-in link": the same answer whether or not the address has an account. */
export function SignInForm() {
  const [state, action, pending] = useActionState(requestLinkAction, initial);
  return (
    <form action={action} className={styles.form}>
      <label htmlFor="console-email">Work e-mail</label>
      <input id="console-email" name="email" type="email" autoComplete="username" required defaultValue={state.email} aria-invalid={state.error ? true : undefined} aria-describedby={state.error ? "console-email-error" : undefined} />
      {state.error ? (
        <p id="console-email-error" role="alert" className={styles.error}>
          {state.error}
        </p>
      ) : null}
      {state.sent ? (
        <p role="status" className={styles.done} data-testid="link-sent">
          If that address has an account here, a sign-in link is on its way. It works once, for 15 minutes.
        </p>
      ) : null}
      {state.demoLink ? (
        <p className={styles.demo} data-testid="demo-link">
          Demo: this installation catches e-mail locally, so here is the link from it: <a href={state.demoLink}>Open the sign-in link</a>
        </p>
      ) : null}
      <button type="submit" className="btn btn-outline" disabled={pending}>
        E-mail me a sign-in link
      </button>
    </form>
  );
}
