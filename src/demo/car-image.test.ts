import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderCarImage } from "./car-image";
import { carImageResponse, IMMUTABLE } from "./car-image-response";
import { SHAPES } from "./catalogue";
import { CAR_VIEWS, carImageUrl, modelImageUrl, parseCarImageRequest } from "./image-urls";
import { renderSiteLogo } from "./logo";

const req = (url: string) => {
  const u = new URL(url, "http://x");
  return [u.pathname.split("/").slice(3), u.searchParams] as const;
};

async function meanRgb(svg: string): Promise<[number, number, number]> {
  // Rendering at a low density draws the SVG small in the first place (fast), instead of scaling down.
  const { channels } = await sharp(Buffer.from(svg), { density: 12 }).removeAlpha().stats();
  return [channels[0]!.mean, channels[1]!.mean, channels[2]!.mean];
}

describe("demo vehicle images", () => {
  it("draw the same picture for the same parameters", () => {
    const p = { shape: "suv" as const, hex: "a3111c", view: "front-quarter" as const, scene: 1 };
    expect(renderCarImage(p)).toBe(renderCarImage({ ...p }));
    expect(renderCarImage(p)).not.toBe(renderCarImage({ ...p, hex: "1f3f73" }));
  });

  it("paint the vehicle in its colour: a red car is redder than the same car in blue", { timeout: 30_000 }, async () => {
    for (const view of ["side", "front-quarter", "interior", "wheel"] as const) {
      const red = await meanRgb(renderCarImage({ shape: "hatch", hex: "c8102e", view, scene: 2 }));
      const blue = await meanRgb(renderCarImage({ shape: "hatch", hex: "1f4fa8", view, scene: 2 }));
      expect(red[0] - red[2], view).toBeGreaterThan(blue[0] - blue[2] + 8);
    }
  });

  it("render every shape from every view to a picture sharp can rasterise, not a flat box", { timeout: 60_000 }, async () => {
    for (const shape of SHAPES) {
      for (const view of CAR_VIEWS) {
        const svg = renderCarImage({ shape, hex: "2f6fb5", view, scene: (shape.length + view.length) % 4 });
        const img = sharp(Buffer.from(svg), { density: 7.2 });
        const { info, data } = await img.raw().toBuffer({ resolveWithObject: true });
        expect([info.width, info.height], `${shape} ${view}`).toEqual([120, 80]);
        const { channels } = await sharp(data, { raw: info }).stats();
        expect(channels[0]!.stdev, `${shape} ${view} has detail`).toBeGreaterThan(15);
      }
    }
  });

  it("leave the background out for model images", () => {
    const u = new URL(modelImageUrl("ute", "b3121d"), "http://x");
    const parsed = parseCarImageRequest(u.pathname.split("/").slice(3), u.searchParams);
    expect(parsed.ok && parsed.params.background).toBe(false);
    const svg = renderCarImage({ shape: "ute", hex: "b3121d", view: "front-quarter", scene: 2, background: false });
    expect(svg).not.toContain('id="cyc"');
  });
});

describe("image URLs", () => {
  it("round-trip through the parser", () => {
    const url = carImageUrl({ shape: "caravan", hex: "F1F2EE", view: "rear", scene: 3 });
    expect(url).toBe("/media/cars/caravan/f1f2ee/rear.svg?v=3");
    const parsed = parseCarImageRequest(...req(`${url}&w=640`));
    expect(parsed).toEqual({ ok: true, params: { shape: "caravan", hex: "f1f2ee", view: "rear", scene: 3, background: true }, width: 640 });
  });

  it.each([
    ["/media/cars/boat/ffffff/side.svg", "shape"],
    ["/media/cars/suv/fffff/side.svg", "hex"],
    ["/media/cars/suv/ggggggg/side.svg", "hex"],
    ["/media/cars/suv/ffffff/top.svg", "view"],
    ["/media/cars/suv/ffffff/side.png", "view"],
    ["/media/cars/suv/ffffff/side.svg?v=4", "v"],
    ["/media/cars/suv/ffffff/side.svg?v=x", "v"],
    ["/media/cars/suv/ffffff/side.svg?w=500", "w"],
    ["/media/cars/suv/ffffff/side.svg?w=", "w"],
    ["/media/cars/suv/ffffff/side.svg?bg=blue", "bg"],
    ["/media/cars/suv/ffffff", "path"],
  ])("reject %s naming %s", (url, field) => {
    const parsed = parseCarImageRequest(...req(url));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.field).toBe(field);
  });
});

describe("image responses", () => {
  it("answer SVG, immutable", async () => {
    const res = await carImageResponse(...req("/media/cars/sedan/16171a/side.svg?v=0"));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(String(res.body)).toMatch(/^<svg /);
  });

  it("answer WebP at the asked width, from memory the second time", async () => {
    const first = await carImageResponse(...req("/media/cars/sedan/16171a/side.svg?v=0&w=320"));
    expect(first.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(first.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 213]);
    const again = await carImageResponse(...req("/media/cars/sedan/16171a/side.svg?v=0&w=320"));
    expect(again.body).toBe(first.body);
  });

  it("answer the gallery thumbnail's small copy at 160 px, and refuse a width between the listed ones", async () => {
    const small = await carImageResponse(...req("/media/cars/sedan/16171a/side.svg?v=0&w=160"));
    expect(small.status).toBe(200);
    const meta = await sharp(small.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 160, 107]);
    expect((await carImageResponse(...req("/media/cars/sedan/16171a/side.svg?v=0&w=161"))).status).toBe(400);
    expect((await carImageResponse(...req("/media/cars/sedan/16171a/side.svg?v=0&w=159"))).status).toBe(400);
  });

  it("answer 400 naming the bad parameter", async () => {
    const res = await carImageResponse(...req("/media/cars/sedan/16171a/side.svg?w=333"));
    expect(res.status).toBe(400);
    expect(JSON.parse(String(res.body)).errors[0].field).toBe("w");
  });

});

describe("site logos", () => {
  it("draw each demo site's name in its header text colour, and nothing for other slugs", () => {
    expect(renderSiteLogo("coastline-toyota")).toContain("Coastline Toyota");
    expect(renderSiteLogo("southern-cross")).toContain('fill="#ffffff"');
    expect(renderSiteLogo("outback-rv")).toContain("Outback Caravans &amp; Motorcycles");
    expect(renderSiteLogo("nobody")).toBeNull();
  });
});
