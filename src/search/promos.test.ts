import { describe, expect, it } from "vitest";
import { placePromos, type PromoTileData } from "./promos";

const tile = (id: number, position: number, strictDisplay = false): PromoTileData => ({ id, title: `T${id}`, body: "", imageUrl: null, linkUrl: null, position, strictDisplay });

describe("placePromos", () => {
  it("puts each live promo at its own position among the site's (8 and 17)", () => {
    expect(placePromos([tile(1, 8), tile(2, 17)], [8, 17])).toEqual({ promos: [tile(1, 8), tile(2, 17)], positions: [8, 17] });
  });

  it("leaves a position empty when nothing is live for it, and shows one promo per position", () => {
    expect(placePromos([tile(1, 17), tile(2, 17)], [8, 17])).toEqual({ promos: [tile(1, 17)], positions: [17] });
    expect(placePromos([], [8, 17])).toEqual({ promos: [], positions: [] });
  });

  it("fills an empty position with a promo made for a position the site does not use, unless it is strict", () => {
    expect(placePromos([tile(1, 8)], [9])).toEqual({ promos: [tile(1, 8)], positions: [9] });
    expect(placePromos([tile(1, 8, true)], [9])).toEqual({ promos: [], positions: [] });
  });
});
