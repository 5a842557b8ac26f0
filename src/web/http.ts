/** Small helpers every API route uses so that errors look the same everywhere. */
import { ZodError } from "zod";
import { AppError, BodyTooLargeError, errorBody, fieldErrorsFromZod, HTTP_STATUS, ValidationError, type FieldError } from "../platform/errors";
import { log } from "../platform/log";
import { cleanJson } from "../platform/clean-text";
import { isJsonContentType, originMatchesHost } from "../platform/same-origin";

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

export function badRequest(errors: FieldError[], title = "Invalid input"): Response {
  return errorResponse(new AppError("invalid", title, errors, { title }));
}

export function noSite(): Response {
  return json({ error: "No dealer site at this address" }, 404);
}


interface ErrorReply {
  status: number;
  body: { error: string; errors?: FieldError[] } & Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The reply to a thrown error: an AppError's code, text, fields and reply details; a ZodError is bad input; anything else is ours. */
function errorReply(err: unknown, ours = "Something went wrong on our side. Please try again."): ErrorReply {
  if (err instanceof ZodError) return errorReply(new ValidationError(fieldErrorsFromZod(err)));
  if (!(err instanceof AppError)) {
    log.error({ err }, "unhandled API error");
    return { status: 500, body: { error: ours } };
  }
  // A service's own words stay in our log: the client learns only that it may try again.
  if (err.code === "service") log.warn({ err }, "an outside service failed");
  return { status: HTTP_STATUS[err.code], body: errorBody(err), headers: err.reply.headers };
}

/**
 * Turn a thrown error into a response — the one place an error body is made: an AppError is the
 * caller's (its code's status, `{ error, errors }` plus the reply's fields and headers), a ZodError
 * is bad input, anything else is ours (a 500 that says nothing of the cause, logged).
 */
export function errorResponse(err: unknown): Response {
  const r = errorReply(err);
  return json(r.body, r.status, r.headers);
}

/**
 * errorResponse for the APIs whose replies say `success` (the watchlist, saved searches):
 * `{ success: false, message, error, errors }`, the same text under `message` and `error`, never
 * cached. `ours` is what a shopper reads when the fault is ours (a 500, logged).
 */
export function failureResponse(err: unknown, ours?: string): Response {
  const r = errorReply(err, ours);
  return json({ success: false, message: r.body.error, ...r.body }, r.status, { "cache-control": "no-store", ...r.headers });
}

/**
 * Read a body as text, at most maxBytes: a Content-Length over the limit is refused before
 * anything is read, and the stream is cut off as soon as it passes the limit (a client may send
 * no length, or the wrong one), so a 100 MB post costs no more than the limit. Bytes that are not
 * UTF-8 become U+FFFD.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return Buffer.from(await readBodyBytes(request, maxBytes)).toString("utf8");
}

/** The body's bytes, at most maxBytes, under the same rules as readBodyText (413 beyond). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    // Not read: the connection is closed with the reply rather than drained.
    await request.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(maxBytes);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/**
 * Read a JSON body of at most maxBytes (413 beyond), answering a clear 400 (not a 500) for
 * malformed JSON. Every string in it, keys included, goes through the one text rule
 * (src/platform/clean-text.ts: no NUL, no lone surrogate), so what is stored is what PostgreSQL
 * accepts.
 */
export async function readJson(request: Request, maxBytes = 1_000_000): Promise<unknown> {
  const text = await readBodyText(request, maxBytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ValidationError([{ field: "(body)", message: "Body is not valid JSON" }]);
  }
  return cleanJson(parsed);
}

/**
 * The refusal of a browser write whose Origin is another site's (src/platform/same-origin.ts), or
 * null when it came from this site (or from no browser at all).
 */
export function crossSiteRequest(request: Request, host: string): AppError | null {
  if (originMatchesHost(request.headers.get("origin"), host)) return null;
  return new AppError("forbidden", "This request came from another site.", [{ field: "origin", message: "The Origin header must be this site's own" }]);
}

/**
 * The JSON body of a browser write to this site (the watchlist, saved searches). Throws an
 * AppError: forbidden when a browser's Origin is another site's (src/platform/same-origin.ts),
 * unsupported type when it is not JSON, too large past `maxBytes`, invalid when it does not parse.
 */
export async function readSameOriginJson(request: Request, host: string, maxBytes: number): Promise<unknown> {
  const crossSite = crossSiteRequest(request, host);
  if (crossSite) throw crossSite;
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new AppError("unsupported_type", "Invalid input: content-type", [{ field: "content-type", message: "Send the body as application/json" }]);
  }
  return readJson(request, maxBytes);
}

/** A cookie of a route handler's request, as sent (undefined when absent). */
export function requestCookie(request: Request, name: string): string | undefined {
  return (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}
