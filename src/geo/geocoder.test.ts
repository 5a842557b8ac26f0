import { describe, expect, it } from "vitest";
import { GoogleGeocoder, LocalGeocoder } from "./geocoder";
import { ServiceError } from "../platform/errors";

describe("LocalGeocoder", () => {
  const g = new LocalGeocoder();
  it("finds capital-city postcodes at their centroid with the name people use", async () => {
    const bne = await g.geocodePostcode("4000");
    expect(bne).toMatchObject({ postcode: "4000", locality: "Brisbane", state: "QLD" });
    expect(bne!.lat).toBeCloseTo(-27.47, 1);
    expect(bne!.lng).toBeCloseTo(153.02, 1);
    expect(await g.geocodePostcode("0800")).toMatchObject({ locality: "Darwin", state: "NT" });
    expect(await g.geocodePostcode("6160")).toMatchObject({ locality: "Fremantle", state: "WA" });
  });

  it("a well-formed postcode Australia does not use is not found; malformed ones neither", async () => {
    expect(await g.geocodePostcode("0001")).toBeNull();
    expect(await g.geocodePostcode("3999")).toBeNull();
    expect(await g.geocodePostcode("8000")).toBeNull();
    expect(await g.geocodePostcode("400")).toBeNull();
    expect(await g.geocodePostcode("toString")).toBeNull();
  });
});

describe("GoogleGeocoder (recorded answer shapes)", () => {
  const answer = (body: unknown, status = 200) => async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const ok = {
    status: "OK",
    results: [
      {
        geometry: { location: { lat: -33.8148, lng: 151.0017 } },
        address_components: [
          { long_name: "Parramatta", short_name: "Parramatta", types: ["locality", "political"] },
          { long_name: "New South Wales", short_name: "NSW", types: ["administrative_area_level_1", "political"] },
          { long_name: "Australia", short_name: "AU", types: ["country", "political"] },
          { long_name: "2150", short_name: "2150", types: ["postal_code"] },
        ],
      },
    ],
  };

  it("asks for the postcode restricted to Australia and reshapes the answer", async () => {
    let asked = "";
    const g = new GoogleGeocoder({ key: "k", fetch: (async (url: URL) => ((asked = String(url)), answer(ok)())) as unknown as typeof fetch });
    expect(await g.geocodePostcode("2150")).toEqual({ postcode: "2150", lat: -33.8148, lng: 151.0017, locality: "Parramatta", state: "NSW" });
    expect(new URL(asked).searchParams.get("components")).toBe("country:AU|postal_code:2150");
  });

  it("ZERO_RESULTS and a result for another postcode are not found; a failure throws", async () => {
    expect(await new GoogleGeocoder({ key: "k", fetch: answer({ status: "ZERO_RESULTS", results: [] }) as unknown as typeof fetch }).geocodePostcode("9998")).toBeNull();
    expect(await new GoogleGeocoder({ key: "k", fetch: answer(ok) as unknown as typeof fetch }).geocodePostcode("2151")).toBeNull();
    await expect(new GoogleGeocoder({ key: "k", fetch: answer({ status: "REQUEST_DENIED" }) as unknown as typeof fetch }).geocodePostcode("2150")).rejects.toBeInstanceOf(ServiceError);
    await expect(new GoogleGeocoder({ key: "k", fetch: answer({}, 500) as unknown as typeof fetch }).geocodePostcode("2150")).rejects.toBeInstanceOf(ServiceError);
  });
});
