import { describe, expect, it } from "vitest";
import { icoFromPng } from "./brand-images";

describe("icoFromPng", () => {
  it("wraps a PNG in a one-image ICO directory that points at it", () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const ico = icoFromPng(png, 48);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([48, 48]);
    expect(view.getUint32(14, true)).toBe(png.length);
    expect(view.getUint32(18, true)).toBe(22);
    expect([...ico.slice(22)]).toEqual([...png]);
  });
  it("writes 256 px as 0, as the format requires", () => {
    expect(icoFromPng(new Uint8Array(1), 256)[6]).toBe(0);
  });
});
