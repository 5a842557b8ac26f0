import { describe, expect, it } from "vitest";
import { formatAddress, mapEmbedUrl, mapUrl } from "./address";

const addr = { street: "12 Harbour Rd", city: "Newcastle", state: "NSW", postcode: "2300" };

describe("formatAddress", () => {
  it("joins street and locality, leaving out what is missing", () => {
    expect(formatAddress(addr)).toBe("12 Harbour Rd, Newcastle NSW 2300");
    expect(formatAddress({ ...addr, street: null })).toBe("Newcastle NSW 2300");
    expect(formatAddress({ street: null, city: null, state: null, postcode: null })).toBe("");
  });
});

describe("mapUrl", () => {
  it("searches by coordinates when known, including zero", () => {
    expect(mapUrl({ ...addr, lat: -32.9283, lng: 151.7817, placeUrl: "https://maps.example/p" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=-32.9283,151.7817",
    );
    expect(mapUrl({ ...addr, lat: 0, lng: 0 })).toBe("https://www.google.com/maps/search/?api=1&query=0,0");
  });
  it("falls back to an https place URL, then the address", () => {
    expect(mapUrl({ ...addr, lat: null, lng: null, placeUrl: "https://maps.example/p" })).toBe("https://maps.example/p");
    expect(mapUrl({ ...addr, lat: null, lng: null, placeUrl: "javascript:alert(1)" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=12%20Harbour%20Rd%2C%20Newcastle%20NSW%202300",
    );
    expect(mapUrl({ street: null, city: null, state: null, postcode: null, lat: null, lng: null })).toBeNull();
  });
});

describe("mapEmbedUrl (a site with a maps key)", () => {
  const place = { street: "12 Harbour Rd", city: "Newcastle", state: "NSW", postcode: "2300" };
  it("embeds the coordinates when known, else the address, with the key", () => {
    expect(mapEmbedUrl({ ...place, lat: -32.93, lng: 151.78 }, "k&y")).toBe("https://www.google.com/maps/embed/v1/place?key=k%26y&q=-32.93%2C151.78");
    expect(mapEmbedUrl({ ...place, lat: null, lng: null }, "key")).toBe(`https://www.google.com/maps/embed/v1/place?key=key&q=${encodeURIComponent("12 Harbour Rd, Newcastle NSW 2300")}`);
  });

  it("is null with neither coordinates nor an address", () => {
    expect(mapEmbedUrl({ street: null, city: null, state: null, postcode: null, lat: null, lng: null }, "key")).toBeNull();
    // The site's map_zoom (14 by default) frames the place.
    expect(mapEmbedUrl({ ...place, lat: -32.93, lng: 151.78 }, "key", 14)).toBe("https://www.google.com/maps/embed/v1/place?key=key&q=-32.93%2C151.78&zoom=14");
  });
});
