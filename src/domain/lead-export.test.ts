import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { formatLeadTime, formatTestDriveSlot, leadsCsv, LEAD_EXPORT_HEADER, type LeadExportRow } from "./lead-export";

const at = new Date("2026-11-25T22:02:00Z");

describe("lead times in the dealership's time zone", () => {
  it("names the zone: the same instant is 9:02 am in Sydney and 6:02 am in Perth", () => {
    expect(formatLeadTime(at, "Australia/Sydney")).toBe("26 Nov 2026, 9:02 am AEDT");
    expect(formatLeadTime(at, "Australia/Perth")).toBe("26 Nov 2026, 6:02 am AWST");
  });
  it("shows a test drive's requested slot as the shopper picked it", () => {
    expect(formatTestDriveSlot("2026-12-03T10:30")).toBe("Thu, 3 Dec 2026, 10:30 am");
    expect(formatTestDriveSlot("not a time")).toBeNull();
    expect(formatTestDriveSlot(undefined)).toBeNull();
  });
});

describe("leadsCsv", () => {
  const row = (over: Partial<LeadExportRow> = {}): LeadExportRow => ({
    reference: "7K3M-9Q2X",
    receivedAt: at,
    timeZone: "Australia/Brisbane",
    form: "Test drive",
    category: null,
    dealership: "Coastline Toyota",
    name: "Zoë O'Brien",
    email: "zoe@example.com",
    phone: "0412 345 678",
    postcode: "4000",
    vehicle: "2021 Toyota HiLux",
    stock: "T1001",
    testDrive: "Thu 3 Dec 2026, 10:30 am",
    message: 'Is it "as new", with both keys?\nCall after 5',
    delivery: "delivered",
    ...over,
  });
  it("starts with a UTF-8 BOM, quotes every cell, ends rows with CRLF and reads back exactly", () => {
    const csv = leadsCsv([row()]);
    expect(csv.startsWith("\ufeff\"Reference\",\"Received\"")).toBe(true);
    expect(csv).toContain("\r\n");
    const back = parse(csv.slice(1)) as string[][];
    expect(back[0]).toEqual(LEAD_EXPORT_HEADER);
    expect(back[1]).toEqual(["7K3M-9Q2X", "26 Nov 2026, 8:02 am AEST", "Test drive", "", "Coastline Toyota", "Zoë O'Brien", "zoe@example.com", "0412 345 678", "4000", "2021 Toyota HiLux", "T1001", "Thu 3 Dec 2026, 10:30 am", 'Is it "as new", with both keys?\nCall after 5', "delivered"]);
  });
  it("keeps a cell a spreadsheet would run as a formula as text", () => {
    const back = parse(leadsCsv([row({ message: '=HYPERLINK("http://evil.example","x")', name: "+61 412", phone: "-1", email: "@x" })]).slice(1)) as string[][];
    expect([back[1]![5], back[1]![6], back[1]![7], back[1]![12]]).toEqual(["'+61 412", "'@x", "'-1", `'=HYPERLINK("http://evil.example","x")`]);
  });
});
