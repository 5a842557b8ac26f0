/**
 * The app's errors, in one place. Feature code returns data or throws an `AppError` with a code;
 * only the web edge (src/web/http.ts `errorResponse`) turns a code into an HTTP status and the
 * one error body `{ error, errors: [{ field, message }] }`. Anything else thrown is ours: a 500,
 * logged.
 */
import type { ZodError } from "zod";

/** One bad input, named by its field ("(body)" or "(query)" for the whole of it). */
export interface FieldError {
  field: string;
  message: string;
}

/** What went wrong, as the edge tells the client; `HTTP_STATUS` maps each to its status. */
export type AppErrorCode = "invalid" | "too_large";

export const HTTP_STATUS = {
  invalid: 400,
  too_large: 413,
} as const satisfies Record<AppErrorCode, number>;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** Bad input: each field with what is wrong with it (400). */
export class ValidationError extends AppError {
  constructor(errors: FieldError[]) {
    super("invalid", errors.map((e) => `${e.field}: ${e.message}`).join("; "), errors);
    this.name = "ValidationError";
  }
}

/** A request body over the route's limit (413). */
export class BodyTooLargeError extends AppError {
  constructor(readonly maxBytes: number) {
    const message = `The request body is larger than ${maxBytes} bytes`;
    super("too_large", message, [{ field: "(body)", message }]);
    this.name = "BodyTooLargeError";
  }
}

/** A zod error's issues as field errors; an issue about the whole input is named `whole`. */
export function fieldErrorsFromZod(error: Pick<ZodError, "issues">, whole = "(body)"): FieldError[] {
  return error.issues.map((i) => ({ field: i.path.join(".") || whole, message: i.message }));
}
