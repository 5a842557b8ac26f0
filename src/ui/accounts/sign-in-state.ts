/** What the sign-in form shows between its two steps (kept by the form actions' state). */
export interface SignInState {
  step: "phone" | "code";
  /** As typed (phone step) or formatted ("0412 345 678", code step). */
  phone: string;
  error: { field: "phone" | "code"; message: string } | null;
  /** The code itself, only while SMS go to the local outbox (demo and tests). */
  demoCode: string | null;
}

export const INITIAL_SIGN_IN: SignInState = { step: "phone", phone: "", error: null, demoCode: null };
