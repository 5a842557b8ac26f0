"use client";
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";

/**
 * The browser half of both passkey ceremonies, in one place: ask the server for options (it keeps
 * the challenge), let the browser prompt, send the answer back for the server to check.
 * "register" adds a passkey to the signed-in member; "authenticate" signs someone in.
 */
type Ceremony = "register" | "authenticate";

const ROUTES: Record<Ceremony, { options: string; finish: string }> = {
  register: { options: "/api/console/passkeys/options", finish: "/api/console/passkeys" },
  authenticate: { options: "/api/console/sign-in/options", finish: "/api/console/sign-in/passkey" },
};

const post = (url: string, body: unknown) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** Throws an Error whose message is for the member (the browser's own errors keep their name). */
export async function runPasskeyCeremony(kind: Ceremony, extra: Record<string, unknown> = {}): Promise<void> {
  if (!browserSupportsWebAuthn()) {
    throw new Error(kind === "register" ? "This browser cannot make passkeys. Keep signing in with e-mailed links." : "This browser cannot use passkeys. Use the e-mailed link instead.");
  }
  const started = await post(ROUTES[kind].options, {});
  const begun = (await started.json()) as { challengeId?: string; options?: unknown; error?: string };
  if (!started.ok || !begun.challengeId) throw new Error(begun.error ?? "Please sign in again.");
  const response =
    kind === "register"
      ? await startRegistration({ optionsJSON: begun.options as Parameters<typeof startRegistration>[0]["optionsJSON"] })
      : await startAuthentication({ optionsJSON: begun.options as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
  const done = await post(ROUTES[kind].finish, { ...extra, challengeId: begun.challengeId, response });
  const body = (await done.json()) as { ok?: boolean; error?: string };
  if (!done.ok || !body.ok) throw new Error(body.error ?? (kind === "register" ? "The passkey could not be added." : "The passkey could not be checked."));
}

/** What to tell the member when a ceremony failed. */
export function passkeyFailure(err: unknown, kind: Ceremony): string {
  const e = err as Error;
  if (e.name === "NotAllowedError") return kind === "register" ? "Adding the passkey was cancelled." : "Signing in with a passkey was cancelled.";
  if (e.name === "InvalidStateError" && kind === "register") return "This device already has a passkey for your account.";
  return e.message;
}
