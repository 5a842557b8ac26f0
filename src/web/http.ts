/** Small helpers every API route uses so that errors look the same everywhere. */
import { ZodError } from "zod";
import { ValidationError, type FieldError } from "../site/store";
import { log } from "../lib/log";

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

export function badRequest(errors: FieldError[], error = "Invalid input"): Response {
  return json({ error: `${error}: ${errors.map((e) => e.field).join(", ")}`, errors }, 400);
}

export function noSite(): Response {
  return json({ error: "No dealer site at this address" }, 404);
}

/** Turn a thrown error into a response: validation errors are the caller's, anything else is ours. */
export function errorResponse(err: unknown): Response {
  if (err instanceof ValidationError) return badRequest(err.errors);
  if (err instanceof ZodError) {
    return badRequest(err.issues.map((i) => ({ field: i.path.join(".") || "(body)", message: i.message })));
  }
  log.error({ err }, "unhandled API error");
  return json({ error: "Something went wrong on our side. Please try again." }, 500);
}

/** Read a JSON body, answering a clear 400 (not a 500) for malformed JSON. */
export async function readJson(request: Request, maxBytes = 1_000_000): Promise<unknown> {
  const text = await request.text();
  if (text.length > maxBytes) throw new ValidationError([{ field: "(body)", message: `Body larger than ${maxBytes} bytes` }]);
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError([{ field: "(body)", message: "Body is not valid JSON" }]);
  }
}
