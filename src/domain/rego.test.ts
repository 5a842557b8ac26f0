import { describe, expect, it } from "vitest";
import { formatLongDate, isoCalendarDate, regoExpiryDisplay } from "./rego";

const showUnregistered = { rego_expired_display: "unregistered" as const };
const hidePast = { rego_expired_display: "hidden" as const };

describe("regoExpiryDisplay", () => {
  it("shows a future expiry as 'Expires on {date}' in en-AU long form", () => {
    expect(regoExpiryDisplay("2027-03-14", "2026-05-01", showUnregistered)).toEqual({
      kind: "expires",
      date: "2027-03-14",
      text: "Expires on 14 March 2027",
    });
  });

  it("treats rego expiring today as still registered, and expired from the next day", () => {
    expect(regoExpiryDisplay("2026-05-01", "2026-05-01", showUnregistered)).toMatchObject({ kind: "expires", text: "Expires on 1 May 2026" });
    expect(regoExpiryDisplay("2026-04-30", "2026-05-01", showUnregistered)).toEqual({ kind: "unregistered", text: "Unregistered" });
    expect(regoExpiryDisplay("2026-05-02", "2026-05-01", showUnregistered)).toMatchObject({ kind: "expires" });
  });

  it("shows nothing for a past date on sites that hide it", () => {
    expect(regoExpiryDisplay("2026-04-30", "2026-05-01", hidePast)).toBeNull();
    expect(regoExpiryDisplay("2026-05-01", "2026-05-01", hidePast)).toMatchObject({ kind: "expires" });
  });

  it("shows nothing without a readable date", () => {
    expect(regoExpiryDisplay(null, "2026-05-01", showUnregistered)).toBeNull();
    expect(regoExpiryDisplay("", "2026-05-01", showUnregistered)).toBeNull();
    expect(regoExpiryDisplay("14/03/2027", "2026-05-01", showUnregistered)).toBeNull();
    expect(regoExpiryDisplay("2027-02-30", "2026-05-01", showUnregistered)).toBeNull();
  });

  it("reads the date part of a timestamp", () => {
    expect(regoExpiryDisplay("2027-03-14T00:00:00.000Z", "2026-05-01", showUnregistered)).toMatchObject({ text: "Expires on 14 March 2027" });
  });
});

describe("formatLongDate and isoCalendarDate", () => {
  it("writes day month year without a leading zero", () => {
    expect(formatLongDate("2027-01-05")).toBe("5 January 2027");
    expect(formatLongDate("2027-12-31")).toBe("31 December 2027");
  });

  it("accepts real dates only", () => {
    expect(isoCalendarDate("2028-02-29")).toBe("2028-02-29");
    expect(isoCalendarDate("2027-02-29")).toBeNull();
    expect(isoCalendarDate("2027-13-01")).toBeNull();
    expect(isoCalendarDate("2027-03-14 10:00")).toBe("2027-03-14");
  });
});
