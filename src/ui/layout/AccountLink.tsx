"use client";
/**
 * The header's account entry: "Sign in" for a visitor, "My watchlist" once signed in. The page is
 * the same for everyone (so it can be cached); the label follows the readable hint cookie the
 * sign-in sets beside its HttpOnly session (src/accounts/current-shopper.ts).
 */
import { useSyncExternalStore } from "react";
import { hasSignedInHint, WATCHLIST_PATH } from "../../domain/watchlist";
import { signInHref } from "../../domain/sign-in";

const never = () => () => {};

/** Where "Sign in" goes: the phone sign-in, on to the watchlist afterwards. */
const ACCOUNT_SIGN_IN_HREF = signInHref(WATCHLIST_PATH, "watchlist", "/");

export function AccountLink({ className }: { className?: string }) {
  const signedIn = useSyncExternalStore(never, () => hasSignedInHint(document.cookie), () => false);
  const href = signedIn ? WATCHLIST_PATH : ACCOUNT_SIGN_IN_HREF;
  return (
    <a href={href} className={className} data-testid="header-account">
      {signedIn ? "My watchlist" : "Sign in"}
    </a>
  );
}
