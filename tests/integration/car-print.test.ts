/**
 * The print sheet and PDF of a car (loadCarPrintSheet + renderCarPdf, behind /print?car_id= and
 * GET /cars/{slug}/pdf): the car is found inside its own site only, the price block follows the
 * vehicle page's rules, dealer HTML is reduced to text, and the PDF is a real PDF whose text names
 * the car, its price and the dealer, with the demo photo embedded.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { pdfText } from "../helpers/pdf-text";
import { createSearchSite, insertCars } from "../helpers/search-stock";
import { loadCarPrintSheet } from "../../src/cars/car-print";
import { renderCarPdf } from "../../src/web/car-pdf";
import { carImageUrl } from "../../src/demo/image-urls";
import type { Site } from "../../src/site/store";

const NOW = new Date("2026-11-22T00:00:00Z");
const ORIGIN = "https://printmotors.example.com.au";

describe.each(testEngines())("car print sheet and PDF on %s", (engine) => {
  let db: TestDatabase;
  let a: Site;
  let b: Site;
  const sheetOf = (site: Site, slug: string) => loadCarPrintSheet(db, site, slug, { now: NOW, origin: ORIGIN });

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    a = await createSearchSite(db, "printa", [{ id: 9701, slug: "print-a", name: "Print A Motors", locations: [{ name: "Print A Brisbane", slug: "brisbane", city: "Brisbane", state: "QLD", phone: "+61733334444" }] }]);
    b = await createSearchSite(db, "printb", [{ id: 9702, slug: "print-b", name: "Print B Motors", locations: [] }]);
    const photo = carImageUrl({ shape: "suv", hex: "336699", view: "front-quarter", scene: 1 });
    await insertCars(db, a, [
      {
        stocknum: "PA1",
        slug: "2021-mazda-cx-5-pa1",
        name: "2021 Mazda CX-5 Maxx Sport",
        make: "Mazda",
        model: "CX-5",
        year: 2021,
        km: 48210,
        price: 31990,
        beforePrice: 33990,
        priceType: "Drive Away",
        vin: "JM0KF4W7A00123456",
        regplate: "123ABC",
        images: [photo, photo, photo],
        photosCount: 3,
        standardEquipment: ["Reversing Camera", " ", "Apple CarPlay"],
        dealercomments: "<p>One owner <b>full history</b></p><script>alert(1)</script>",
      },
      { stocknum: "PA2", slug: "2019-kia-rio-pa2", name: "2019 Kia Rio S", make: "Kia", model: "Rio", price: null },
      { stocknum: "PA3", slug: "2018-ford-ranger-pa3", name: "2018 Ford Ranger XLT", make: "Ford", model: "Ranger", price: 29990, status: "sold", soldDate: new Date("2026-11-20T00:00:00Z") },
    ]);
    await insertCars(db, b, [{ stocknum: "PB1", slug: "2020-honda-civic-pb1", name: "2020 Honda Civic VTi", price: 22990 }]);
  });
  afterAll(async () => db?.destroy());

  it("finds only this site's cars", async () => {
    expect(await sheetOf(a, "2020-honda-civic-pb1")).toBeNull();
    expect(await sheetOf(b, "2021-mazda-cx-5-pa1")).toBeNull();
    expect(await sheetOf(a, "no-such-car")).toBeNull();
    expect(await sheetOf(b, "2020-honda-civic-pb1")).not.toBeNull();
  });

  it("carries the vehicle page's facts: reduced price with its type, ids, dealer, phone, address, plain-text comments", async () => {
    const sheet = (await sheetOf(a, "2021-mazda-cx-5-pa1"))!;
    expect(sheet.price).toEqual({ kind: "reduced", label: "$31,990", wasLabel: "$33,990", saveLabel: "Save $2,000", priceType: "Drive Away" });
    expect(sheet).toMatchObject({ name: "2021 Mazda CX-5 Maxx Sport", stocknum: "PA1", vin: "JM0KF4W7A00123456", regplate: "123ABC", sold: false, phone: "07 3333 4444" });
    expect(sheet.dealer).toMatchObject({ siteName: "printa Motors", dealershipName: "Print A Motors" });
    expect(sheet.location).toMatchObject({ name: "Print A Brisbane", address: "Brisbane QLD", phone: "07 3333 4444" });
    expect(sheet.features).toEqual(["Reversing Camera", "Apple CarPlay"]);
    expect(sheet.comments).toBe("One owner full history");
    expect(sheet.keySpecs).toContainEqual({ label: "Odometer", value: "48,210 km" });
    expect(sheet.url).toBe(`${ORIGIN}/cars/2021-mazda-cx-5-pa1`);
    expect(sheet.photos).toHaveLength(3);
  });

  it("says 'Enquire for price.' without a price and marks a sold car", async () => {
    expect((await sheetOf(a, "2019-kia-rio-pa2"))!.price).toMatchObject({ kind: "enquire", label: "Enquire for price." });
    const sold = (await sheetOf(a, "2018-ford-ranger-pa3"))!;
    expect(sold.sold).toBe(true);
    expect(sold.finance).toBeNull();
  });

  it("makes a PDF naming the car, its price, price type, stock number and dealer, with the photo embedded", async () => {
    const pdf = await renderCarPdf((await sheetOf(a, "2021-mazda-cx-5-pa1"))!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    if (process.env.PDF_OUT) fs.writeFileSync(process.env.PDF_OUT, pdf);
    const text = await pdfText(pdf);
    for (const s of ["2021 Mazda CX-5 Maxx Sport", "$31,990", "$33,990", "Drive Away", "Stock #PA1", "JM0KF4W7A00123456", "Print A Motors", "07 3333 4444", "One owner full history"]) expect(text).toContain(s);
    expect(text).not.toContain("alert(1)");
    expect(pdf.toString("latin1")).toMatch(/\/Subtype \/Image/);

    const noPrice = await pdfText(await renderCarPdf((await sheetOf(a, "2019-kia-rio-pa2"))!));
    expect(noPrice).toContain("2019 Kia Rio S");
    expect(noPrice).toContain("Enquire for price.");
  });
});
