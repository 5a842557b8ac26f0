import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ConflictError, NotFoundError, ServiceError, ValidationError } from "../platform/errors";
import { errorResponse } from "./http";

const bodyOf = async (res: Response) => (await res.json()) as { error: string; errors?: { field: string; message: string }[] };

describe("errorResponse: one error family, one body shape", () => {
  it("bad input is a 400 naming each field", async () => {
    const res = errorResponse(new ValidationError([{ field: "postcode", message: "Postcode is required." }]));
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toEqual({ error: "Invalid input: postcode", errors: [{ field: "postcode", message: "Postcode is required." }] });
    const zod = z.object({ email: z.string().email("Email is invalid.") }).safeParse({ email: "x" });
    expect((await bodyOf(errorResponse(zod.error))).errors).toEqual([{ field: "email", message: "Email is invalid." }]);
  });

  it("something named that is not here is a 404; a state that refuses is a 409", async () => {
    const missing = errorResponse(new NotFoundError("dealership", 'No dealership "x" on this site'));
    expect(missing.status).toBe(404);
    expect((await bodyOf(missing)).errors).toEqual([{ field: "dealership", message: 'No dealership "x" on this site' }]);
    expect(errorResponse(new ConflictError("Already running")).status).toBe(409);
  });

  it("an outside service's failure is a 502 that does not repeat the service's own words", async () => {
    const res = errorResponse(new ServiceError("SMS gateway answered 500: internal token abc123 rejected"));
    expect(res.status).toBe(502);
    const body = await bodyOf(res);
    expect(body.error).toBe("A service this page relies on is unavailable just now. Please try again.");
    expect(JSON.stringify(body)).not.toContain("abc123");
  });

  it("anything else is ours: a 500 that says nothing of the cause", async () => {
    const res = errorResponse(new Error("connection string postgres://secret"));
    expect(res.status).toBe(500);
    expect(JSON.stringify(await bodyOf(res))).not.toContain("secret");
  });
});
