import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasXmllint, validateAgainstDtd, validateWithXmllint } from "../../../tests/helpers/dtd";
import { escapeXml, renderAdf } from "./adf";
import type { LeadForDelivery } from "./lead-view";

const DTD_PATH = path.resolve(import.meta.dirname, "../../../tests/fixtures/adf-1.0.dtd");
const DTD = fs.readFileSync(DTD_PATH, "utf8");

const carLead: LeadForDelivery = {
  publicId: "6f1c9d2e-0000-4000-8000-000000000001",
  reference: "7K3M-9Q2X",
  form: "enquiry",
  createdAt: new Date("2026-11-22T01:02:03.456Z"),
  site: { slug: "alpha", name: "Alpha Motors", url: "https://alpha.example.com.au" },
  dealership: { slug: "alpha-north", name: "Alpha North & Co" },
  vendorContact: { name: "North Showroom", email: "sales@alpha.example", phone: "0733334444" },
  contact: { name: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "0412345678", postcode: "4000" },
  payload: {
    message: "Is it still <available>? Tom's \"mate\" asked.",
    category: "General Enquiry",
    opt_in: true,
    vehicle: {
      year: 2021,
      make: "Mazda",
      model: "CX-5",
      trim: "Maxx Sport",
      stock: "A123",
      vin: "JM0KF4W7A00123456",
      price: 32990,
      odometer_km: 41200,
      colour: "Soul Red",
      status: "used",
      car_type: "used",
      url: "https://alpha.example.com.au/cars/2021-mazda-cx-5-a123",
    },
    trade_in: null,
  },
};

const tradeLead: LeadForDelivery = {
  ...carLead,
  form: "trade_in",
  payload: {
    ...carLead.payload,
    trade_in: { year: 2015, make: "Toyota", model: "Corolla", odometer_km: 150000, rego: "ABC123", rego_state: "QLD", finance_owing: "No" },
  },
};

const generalLead: LeadForDelivery = { ...carLead, form: "contact", vendorContact: null, payload: { message: "Hello", category: "General Enquiry", opt_in: false } };

describe("ADF 1.0 XML", () => {
  it("declares ADF 1.0 and carries the prospect's request date, vehicle, customer and vendor", () => {
    const xml = renderAdf(carLead);
    expect(xml.split("\n").slice(0, 2)).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', '<?adf version="1.0"?>']);
    expect(xml).toContain("<requestdate>2026-11-22T01:02:03Z</requestdate>");
    expect(xml).toContain('<vehicle interest="buy" status="used">');
    for (const part of ["<year>2021</year>", "<make>Mazda</make>", "<model>CX-5</model>", "<stock>A123</stock>", "<vin>JM0KF4W7A00123456</vin>", '<price type="asking" currency="AUD">32990</price>', '<odometer status="original" units="km">41200</odometer>']) {
      expect(xml).toContain(part);
    }
    expect(xml).toContain('<name part="first">Ada</name>');
    expect(xml).toContain('<phone type="cellphone" preferredcontact="0">0412345678</phone>');
    expect(xml).toContain("<postalcode>4000</postalcode>");
    expect(xml).toContain("<regioncode>QLD</regioncode>");
    expect(xml).toContain("<vendorname>Alpha North &amp; Co</vendorname>");
    expect(xml).toContain("Is it still &lt;available&gt;? Tom&apos;s &quot;mate&quot; asked.");
  });

  it("adds a trade-in as a second vehicle with interest trade-in", () => {
    const xml = renderAdf(tradeLead);
    expect(xml.match(/<vehicle /g)).toHaveLength(2);
    expect(xml).toContain('<vehicle interest="trade-in" status="used">');
    expect(xml).toContain('<odometer units="km">150000</odometer>');
  });

  it.each([
    ["a car enquiry", carLead],
    ["a trade-in", tradeLead],
    ["a general enquiry with no car and no dealer contact on file", generalLead],
  ])("is valid against the ADF 1.0 DTD: %s", async (_label, lead) => {
    const result = await validateAgainstDtd(renderAdf(lead), DTD);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    if (hasXmllint()) expect(validateWithXmllint(renderAdf(lead), DTD_PATH)).toEqual({ valid: true, errors: [] });
  });

  it("the DTD check does reject broken documents", async () => {
    const good = renderAdf(carLead);
    const noDate = good.replace(/<requestdate>.*<\/requestdate>/, "");
    const badInterest = good.replace('interest="buy"', 'interest="steal"');
    const noMake = good.replace("<make>Mazda</make>", "");
    const noContactMeans = good.replace(/<email preferredcontact="0">ada@example.com<\/email>/, "").replace(/<phone type="cellphone"[^>]*>0412345678<\/phone>/, "");
    for (const bad of [noDate, badInterest, noMake, noContactMeans]) {
      expect(bad).not.toBe(good);
      expect((await validateAgainstDtd(bad, DTD)).valid).toBe(false);
      if (hasXmllint()) expect(validateWithXmllint(bad, DTD_PATH).valid).toBe(false);
    }
  });

  it("escapes the five XML characters and drops control characters", () => {
    expect(escapeXml(`a&b<c>d"e'f\u0001g`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;fg");
  });
});

describe("ADF trade-in with its valuation", () => {
  const estimateLead: LeadForDelivery = {
    ...tradeLead,
    payload: {
      ...tradeLead.payload,
      trade_in: {
        year: 2021,
        make: "Mazda",
        model: "CX-5",
        variant: "Maxx Sport",
        condition: "Good",
        odometer_km: 40000,
        rego: "ABC123",
        rego_state: "QLD",
        finance_owing: "No",
        valuation: { status: "estimate", low: 23100, high: 26100, basis: "Worked out from 4 similar Mazda CX-5s in our own stock." },
      },
    },
  };
  const appraisalLead: LeadForDelivery = {
    ...tradeLead,
    payload: { ...tradeLead.payload, trade_in: { year: 2012, make: "Holden", model: "Commodore", odometer_km: 210000, rego: null, rego_state: null, finance_owing: "Yes", valuation: { status: "appraisal", reason: "km" } } },
  };

  it("the estimate is the trade-in vehicle's appraisal price with the range in its price comments; valid against the DTD", async () => {
    const xml = renderAdf(estimateLead);
    expect(xml).toContain('<vehicle interest="trade-in" status="used">');
    expect(xml).toContain("<trim>Maxx Sport</trim>");
    expect(xml).toContain("<condition>good</condition>");
    expect(xml).toContain('<price type="appraisal" currency="AUD">23100</price>');
    expect(xml).toContain("<pricecomments>Online estimate $23,100 to $26,100: Worked out from 4 similar Mazda CX-5s in our own stock.</pricecomments>");
    expect(await validateAgainstDtd(xml, DTD)).toEqual({ valid: true, errors: [] });
    if (hasXmllint()) expect(validateWithXmllint(xml, DTD_PATH)).toEqual({ valid: true, errors: [] });
  });

  it("an appraisal says why no online estimate was given, and has no price; valid against the DTD", async () => {
    const xml = renderAdf(appraisalLead);
    expect(xml).not.toContain('type="appraisal"');
    expect(xml).toContain("Appraisal requested (no online estimate: over 100,000 km)");
    expect(await validateAgainstDtd(xml, DTD)).toEqual({ valid: true, errors: [] });
  });
});
