import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, ConflictError, NotFoundError, ServiceError, ValidationError } from "../platform/errors";
import { errorResponse, failureResponse, readSameOriginJson } from "./http";

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

describe("failureResponse: the same errors in the shape of the APIs that say success", () => {
  it("says success false with the error text as the message too, never cached, with the error's headers and fields", async () => {
    const res = failureResponse(new AppError("unauthorized", "Please sign in.", [], { body: { sign_in: true } }));
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ success: false, message: "Please sign in.", error: "Please sign in.", sign_in: true });
    const limited = failureResponse(new AppError("rate_limited", "Too many.", [], { headers: { "retry-after": "60" } }));
    expect([limited.status, limited.headers.get("retry-after")]).toEqual([429, "60"]);
  });

  it("names each bad field once; a fault of ours is a 500 with the API's own words", async () => {
    const bad = await failureResponse(new ValidationError([{ field: "car_id", message: "a" }, { field: "car_id", message: "b" }])).json();
    expect(bad.message).toBe("Invalid input: car_id");
    const ours = failureResponse(new Error("db down"), "We could not update your watchlist just now. Please try again.");
    expect(ours.status).toBe(500);
    expect((await ours.json()).message).toBe("We could not update your watchlist just now. Please try again.");
  });
});

describe("readSameOriginJson", () => {
  const post = (headers: Record<string, string>, body = "{}") => new Request("http://alpha.localhost/api/watchlist/save-car", { method: "POST", headers, body });
  it("refuses another site's page (403), a body that is not JSON (415), and reads this site's JSON", async () => {
    await expect(readSameOriginJson(post({ origin: "http://evil.example", "content-type": "application/json" }), "alpha.localhost", 100)).rejects.toMatchObject({ code: "forbidden", errors: [{ field: "origin" }] });
    await expect(readSameOriginJson(post({ origin: "http://alpha.localhost", "content-type": "text/plain" }), "alpha.localhost", 100)).rejects.toMatchObject({ code: "unsupported_type" });
    await expect(readSameOriginJson(post({ origin: "http://alpha.localhost", "content-type": "application/json" }, '{"car_id":5}'), "alpha.localhost", 100)).resolves.toEqual({ car_id: 5 });
    await expect(readSameOriginJson(post({ "content-type": "application/json" }, "x".repeat(200)), "alpha.localhost", 100)).rejects.toMatchObject({ code: "too_large" });
  });
});
