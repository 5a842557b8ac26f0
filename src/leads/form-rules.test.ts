import { describe, expect, it } from "vitest";
import { enquiryMessageRequired, SEARCH_CARD_PAGE_ID } from "./form-rules";

describe("the enquiry message", () => {
  it("is optional from a search result card, and elsewhere required unless the site is exempt", () => {
    expect(enquiryMessageRequired({ enquiry_message_required: true }, SEARCH_CARD_PAGE_ID)).toBe(false);
    expect(enquiryMessageRequired({ enquiry_message_required: true }, "vehicle")).toBe(true);
    expect(enquiryMessageRequired({ enquiry_message_required: true }, undefined)).toBe(true);
    expect(enquiryMessageRequired({ enquiry_message_required: false }, "vehicle")).toBe(false);
  });
});
