"use client";
/**
 * The two-step phone sign-in: a mobile number, then the code sent to it by SMS. Errors are
 * announced and tied to their field; the code field takes the browser's one-time-code autofill.
 */
import { useActionState, useEffect, useRef } from "react";
import { SIGN_IN_CODE_LENGTH } from "../../domain/sign-in";
import { FAVOURITES_KEY, readFavouriteEntries } from "../../domain/favourites";
import { INITIAL_SIGN_IN, type SignInState } from "./sign-in-state";
import styles from "./accounts.module.css";

/** `signInAction` is the sign-in page's server action (src/app/sign-in/actions.ts), handed down by the page. */
export function SignInForm({ redirectTo, signInAction }: { redirectTo: string; signInAction: (prev: SignInState, form: FormData) => Promise<SignInState> }) {
  const [state, action, pending] = useActionState(signInAction, INITIAL_SIGN_IN);
  const codeRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const err = state.error;

  useEffect(() => {
    if (state.step === "code") codeRef.current?.focus();
    else if (state.error) phoneRef.current?.focus();
  }, [state]);

  if (state.step === "phone") {
    return (
      <form action={action} className={styles.form} noValidate>
        <input type="hidden" name="intent" value="send" />
        <label htmlFor="sign-in-phone" className={styles.label}>
          Mobile number
        </label>
        <p id="sign-in-phone-hint" className={styles.hint}>
          We will text you a {SIGN_IN_CODE_LENGTH}-digit code. Australian mobiles only.
        </p>
        <input
          ref={phoneRef}
          id="sign-in-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          defaultValue={state.phone}
          aria-describedby={err ? "sign-in-phone-hint sign-in-phone-error" : "sign-in-phone-hint"}
          aria-invalid={err ? true : undefined}
          className={styles.input}
        />
        {err ? (
          <p id="sign-in-phone-error" role="alert" className={styles.error}>
            {err.message}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? "Sending…" : "Send code"}
        </button>
      </form>
    );
  }

  return (
    <div className={styles.form}>
      <p className={styles.sent} role="status">
        We sent a code to <strong>{state.phone}</strong>.
      </p>
      {state.demoCode ? (
        <p className={styles.demo} data-testid="demo-code">
          <strong>Demo code: {state.demoCode}</strong>
          <br />
          This site has no SMS gateway set up, so the message went to the local outbox and the code is shown here.
        </p>
      ) : null}
      <form
        action={action}
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          // The hearts set on this device join the watchlist once signed in (src/accounts/watchlist.ts).
          const field = e.currentTarget.elements.namedItem("favourites");
          if (field instanceof HTMLInputElement) field.value = readStoredFavouriteIds();
        }}
      >
        <input type="hidden" name="phone" value={state.phone} />
        <input type="hidden" name="redirect" value={redirectTo} />
        <input type="hidden" name="favourites" defaultValue="" />
        <label htmlFor="sign-in-code" className={styles.label}>
          {SIGN_IN_CODE_LENGTH}-digit code
        </label>
        <input
          ref={codeRef}
          id="sign-in-code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SIGN_IN_CODE_LENGTH + 2}
          required
          aria-describedby={err ? "sign-in-code-error" : undefined}
          aria-invalid={err ? true : undefined}
          className={`${styles.input} ${styles.code}`}
        />
        {err ? (
          <p id="sign-in-code-error" role="alert" className={styles.error}>
            {err.message}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <button type="submit" name="intent" value="verify" className="btn btn-primary" disabled={pending}>
            {pending ? "Checking…" : "Sign in"}
          </button>
          <button type="submit" name="intent" value="resend" className={styles.linkButton} formNoValidate disabled={pending}>
            Send a new code
          </button>
          <button type="submit" name="intent" value="change" className={styles.linkButton} formNoValidate disabled={pending}>
            Use a different number
          </button>
        </div>
      </form>
    </div>
  );
}

function readStoredFavouriteIds(): string {
  try {
    return readFavouriteEntries(localStorage.getItem(FAVOURITES_KEY))
      .map((e) => e.id)
      .join(",");
  } catch {
    return "";
  }
}
