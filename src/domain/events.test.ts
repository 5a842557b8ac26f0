import { describe, expect, it } from "vitest";
import { ANALYTICS_EVENTS, enquiryEventId, vehicleViewEventId, type EnquiryForm } from "./events";

describe("ANALYTICS_EVENTS", () => {
  it("has the spec's ids", () => {
    expect(ANALYTICS_EVENTS).toEqual({
      NEW_CAR_ENQUIRY: 14,
      USED_CAR_ENQUIRY: 15,
      NEW_TEST_DRIVE: 17,
      USED_TEST_DRIVE: 48,
      OFFER_ACCEPTED: 18,
      FAVOURITE: 39,
      HISTORY_REPORT: 60,
      PRINT: 61,
      USED_VEHICLE_VIEW: 4,
      SEARCH_PAGE_VIEW: 49,
      CALCULATOR_FIRST_USE: 26,
      GENERAL_ENQUIRY: 22,
    });
  });

  it("gives every event its own id", () => {
    const ids = Object.values(ANALYTICS_EVENTS);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("enquiryEventId", () => {
  it("is 14 for a new or demo car enquiry and 15 for a used one", () => {
    expect(enquiryEventId("new", "enquiry")).toBe(14);
    expect(enquiryEventId("demo", "enquiry")).toBe(14);
    expect(enquiryEventId("used", "enquiry")).toBe(15);
    expect(enquiryEventId("used", "request_photos")).toBe(15);
    expect(enquiryEventId("new", "request_photos")).toBe(14);
  });

  it("is 17 for a new or demo test drive and 48 for a used one", () => {
    expect(enquiryEventId("new", "test_drive")).toBe(17);
    expect(enquiryEventId("demo", "test_drive")).toBe(17);
    expect(enquiryEventId("used", "test_drive")).toBe(48);
    expect(enquiryEventId(null, "test_drive")).toBe(17);
  });

  it("is 17 for the test drive of a car tagged 'Test Drive Only', used or not; the tag changes no other form's id", () => {
    expect(enquiryEventId("used", "test_drive", "Test Drive Only")).toBe(17);
    expect(enquiryEventId("used", "test_drive", "test drive only ")).toBe(17);
    expect(enquiryEventId("used", "test_drive", "Test Drive")).toBe(48);
    expect(enquiryEventId("used", "enquiry", "Test Drive Only")).toBe(15);
  });

  it("is 22 for a general enquiry: no car, or a form that is not about buying this car", () => {
    expect(enquiryEventId(null, "enquiry")).toBe(22);
    expect(enquiryEventId(undefined, "contact")).toBe(22);
    const general: EnquiryForm[] = ["finance", "trade_in", "valuation", "contact"];
    for (const form of general) expect(enquiryEventId("used", form)).toBe(22);
  });
});

describe("vehicleViewEventId", () => {
  it("is 4 for a used vehicle and none otherwise", () => {
    expect(vehicleViewEventId("used")).toBe(4);
    expect(vehicleViewEventId("new")).toBeNull();
    expect(vehicleViewEventId(null)).toBeNull();
  });
});
