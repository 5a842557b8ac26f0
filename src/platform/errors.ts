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
export type AppErrorCode =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "unsupported_type"
  | "unprocessable"
  | "rate_limited"
  | "service"
  | "unavailable";

export const HTTP_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  /** Well-formed, but not something we can take (a file that is not a photo). */
  unprocessable: 422,
  rate_limited: 429,
  /** An outside service failed: the gateway's fault, not the shopper's. */
  service: 502,
  /** A service is down for now; the client may try again (say when with a retry-after header). */
  unavailable: 503,
} as const satisfies Record<AppErrorCode, number>;

/** How the web edge answers an error beyond its code, message and field errors. */
export interface AppErrorReply {
  /** Response headers (retry-after, cache-control, www-authenticate). */
  headers?: Record<string, string>;
  /** Fields the route's reply always carries, kept on a refusal too (the video feed's `items: []`). */
  body?: Record<string, unknown>;
  /** The `error` text's lead for bad input ("Invalid search: dealership"); default "Invalid input". */
  title?: string;
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
    readonly reply: AppErrorReply = {},
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

/** Something the request names is not here (another site's dealership, a logo that does not exist) (404). */
export class NotFoundError extends AppError {
  constructor(field: string, message: string) {
    super("not_found", message, [{ field, message }]);
    this.name = "NotFoundError";
  }
}

/** The state of things refuses the operation (a data folder another process holds, a seed that cannot run) (409). */
export class ConflictError extends AppError {
  constructor(message: string) {
    super("conflict", message);
    this.name = "ConflictError";
  }
}

/**
 * An outside service (finance quotes, valuations, SMS, geocoding, reviews, the video feed, lead
 * delivery) failed, timed out or answered what we cannot read (502). `permanent`: trying again
 * cannot help (a webhook that is no longer configured), so a retrying job stops.
 */
export class ServiceError extends AppError {
  constructor(
    message: string,
    readonly cause?: unknown,
    readonly permanent = false,
  ) {
    super("service", message);
    this.name = "ServiceError";
  }
}

/** What a client reads of a service failure: the service's own words stay in our log. */
export const SERVICE_FAILED_TEXT = "A service this page relies on is unavailable just now. Please try again.";

/**
 * The one error body: `{ error, errors }` plus the reply's fixed fields. Bad input's text names each
 * field once ("Invalid input: email, phone"); a service failure says only that it may be tried again.
 */
export function errorBody(err: AppError): { error: string; errors?: FieldError[] } & Record<string, unknown> {
  const { body, title } = err.reply;
  if (err.code === "service") return { error: SERVICE_FAILED_TEXT, ...body };
  const error = err.code === "invalid" ? `${title ?? "Invalid input"}: ${[...new Set(err.errors.map((e) => e.field))].join(", ")}` : err.message;
  return { error, ...(err.errors.length || err.code === "invalid" ? { errors: err.errors } : {}), ...body };
}

/** A zod error's issues as field errors; an issue about the whole input is named `whole`. */
export function fieldErrorsFromZod(error: Pick<ZodError, "issues">, whole = "(body)"): FieldError[] {
  return error.issues.map((i) => ({ field: i.path.join(".") || whole, message: i.message }));
}
