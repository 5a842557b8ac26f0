import { describe, expect, it } from "vitest";
import { formHeading } from "./form-fields";

describe("formHeading", () => {
  it("names the kind of stock the enquiry is about", () => {
    expect(formHeading("enquiry", { item_type: "car" })).toBe("Enquire about this car");
    expect(formHeading("enquiry", { item_type: "caravan" })).toBe("Enquire about this caravan");
    expect(formHeading("enquiry", { item_type: "motorcycle" })).toBe("Enquire about this motorcycle");
    // Not about one car: no "this car".
    expect(formHeading("enquiry", null)).toBe("Send an enquiry");
    expect(formHeading("test_drive", { item_type: "caravan" })).toBe("Book a test drive");
  });
});
