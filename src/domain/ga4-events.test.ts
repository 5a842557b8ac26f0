import { describe, expect, it } from "vitest";
import { ga4GenerateLead, ga4Search, ga4ViewItem } from "./ga4-events";

describe("GA4 recommended events", () => {
  it("names a stored lead generate_lead", () => {
    expect(ga4GenerateLead({ form: "enquiry", lead_id: "L1", car_id: 7, category: "General Enquiry" })).toEqual({ event: "generate_lead", lead_source: "enquiry", lead_id: "L1", car_id: 7, category: "General Enquiry", currency: "AUD" });
  });
  it("names a car's page view_item in GA4's ecommerce shape, with the price only when there is one", () => {
    expect(ga4ViewItem({ stocknum: "T1", make: "Toyota", model: "HiLux", car_type: "used", price: 46990 })).toEqual({
      event: "view_item",
      ecommerce: { currency: "AUD", value: 46990, items: [{ item_id: "T1", item_name: "Toyota HiLux", item_brand: "Toyota", item_category: "used", price: 46990 }] },
    });
    expect((ga4ViewItem({ stocknum: "T2", make: "Kia", model: null, price: 0 }).ecommerce as { value?: number }).value).toBeUndefined();
  });
  it("names a text search search, and a browse without words nothing", () => {
    expect(ga4Search("  hilux sr5 ")).toEqual({ event: "search", search_term: "hilux sr5" });
    expect(ga4Search("   ")).toBeNull();
  });
});
