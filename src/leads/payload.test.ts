import { describe, expect, it } from "vitest";
import { buildLeadPayload, type LeadCarFacts } from "./payload";
import { validateLead } from "./schemas";

const car: LeadCarFacts = {
  id: 42, slug: "2021-toyota-hilux-sr5", name: "2021 Toyota HiLux SR5", make: "Toyota", model: "HiLux", series: null, badge: "SR5", year: 2021, km: 40000, price: 45990,
  car_type: "used", item_type: "car", status: "in_stock", stocknum: "T123", vin: null, colour: "White", regplate: null, dealership_id: 7, location_id: null,
};

function enquiry() {
  const r = validateLead({ form: "enquiry", idempotency_key: "key-12345678", name: "Ada", last_name: "L", email: "ada@example.com", phone: "0412345678", postcode: "4000", message: "Hi", car_id: 42, form_token: "t" });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

describe("the enquiry payload", () => {
  it("carries the spec's names ('Vehicle Make', 'Vehicle Model') beside ours, from the car in stock", () => {
    const p = buildLeadPayload(enquiry(), { car, dealership: null, location: null, request: { userAgent: null, origin: null } });
    expect(p).toMatchObject({ make: "Toyota", model: "HiLux", "Vehicle Make": "Toyota", "Vehicle Model": "HiLux", stock_number: "T123", car_id: 42 });
    expect(p).not.toHaveProperty("autogauge_enabled");
  });

  it("says autogauge_enabled: true on a site that has it, and nothing on one that does not", () => {
    expect(buildLeadPayload(enquiry(), { car, dealership: null, location: null, request: { userAgent: null, origin: null }, autogaugeEnabled: true }).autogauge_enabled).toBe(true);
    expect(buildLeadPayload(enquiry(), { car, dealership: null, location: null, request: { userAgent: null, origin: null }, autogaugeEnabled: false })).not.toHaveProperty("autogauge_enabled");
  });
});
