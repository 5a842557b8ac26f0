import { describe, expect, it } from "vitest";
import { autoDealerJsonLd, serializeJsonLd, type JsonLdLocation } from "./json-ld";

const loc: JsonLdLocation = {
  name: "Showroom",
  slug: "showroom",
  dealershipName: "Harbour Toyota",
  street: "12 Harbour Rd",
  city: "Newcastle",
  state: "NSW",
  postcode: "2300",
  lat: -32.9,
  lng: 151.7,
  phone: "(02) 4900 1234",
  landlinePhone: null,
  email: "sales@example.com.au",
  imageUrl: null,
  openingHours: [
    { weekday: 1, status: "Open", open: "08:30", close: "17:30" },
    { weekday: 0, status: "Closed" },
  ],
  specialHours: [{ date: "2026-12-25", status: "Closed", name: "Christmas Day" }],
  averageRating: 4.44,
  reviewCount: 152,
};

describe("autoDealerJsonLd", () => {
  it("describes the dealer with address, E.164 phone, geo, hours and rating", () => {
    const d = autoDealerJsonLd(loc, "https://harbour.example");
    expect(d).toMatchObject({
      "@type": "AutoDealer",
      name: "Harbour Toyota – Showroom",
      url: "https://harbour.example/locations/showroom",
      telephone: "+61249001234",
      geo: { latitude: -32.9, longitude: 151.7 },
      address: { streetAddress: "12 Harbour Rd", addressLocality: "Newcastle", addressRegion: "NSW", postalCode: "2300", addressCountry: "AU" },
      aggregateRating: { ratingValue: 4.4, reviewCount: 152 },
    });
    expect(d.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Monday", opens: "08:30", closes: "17:30" },
      { "@type": "OpeningHoursSpecification", validFrom: "2026-12-25", validThrough: "2026-12-25", opens: "00:00", closes: "00:00" },
    ]);
  });

  it("leaves out what the location lacks", () => {
    const d = autoDealerJsonLd({ ...loc, phone: null, lat: null, reviewCount: 0, openingHours: [], specialHours: [] }, "http://x");
    expect(d).not.toHaveProperty("telephone");
    expect(d).not.toHaveProperty("geo");
    expect(d).not.toHaveProperty("aggregateRating");
    expect(d).not.toHaveProperty("openingHoursSpecification");
  });

  it("serialises without a way to close the script element", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
