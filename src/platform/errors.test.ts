import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BodyTooLargeError, fieldErrorsFromZod, HTTP_STATUS, ValidationError } from "./errors";

describe("the app's errors", () => {
  it("name each bad field from a zod error; an issue about the whole input gets the given name", () => {
    const r = z.object({ email: z.string().email("Email is invalid."), car: z.object({ id: z.number() }) }).safeParse({ email: "x", car: { id: "7" } });
    expect(r.success).toBe(false);
    expect(fieldErrorsFromZod(r.error!)).toEqual([
      { field: "email", message: "Email is invalid." },
      { field: "car.id", message: expect.any(String) },
    ]);
    const whole = z.object({}).strict().safeParse("not an object");
    expect(fieldErrorsFromZod(whole.error!, "(query)")[0]!.field).toBe("(query)");
  });

  it("carry a code the web edge maps to a status: invalid 400, too large 413", () => {
    const invalid = new ValidationError([{ field: "postcode", message: "Postcode is required." }]);
    expect(invalid.message).toBe("postcode: Postcode is required.");
    expect(HTTP_STATUS[invalid.code]).toBe(400);
    const large = new BodyTooLargeError(4000);
    expect(HTTP_STATUS[large.code]).toBe(413);
    expect(large.errors).toEqual([{ field: "(body)", message: "The request body is larger than 4000 bytes" }]);
  });
});
