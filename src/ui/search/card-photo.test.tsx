// @vitest-environment happy-dom
/**
 * A card photo that fails to load becomes "Photo unavailable" (not a broken-image icon); one that
 * loads stays the photo.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CardPhoto } from "./CardPhoto";

// happy-dom loads no images: an <img> reads as finished and empty at once. A browser's image that is
// still on its way reads `complete === false`; each test says which it is.
let complete = false;
beforeEach(() => {
  complete = false;
  Object.defineProperty(window.HTMLImageElement.prototype, "complete", { configurable: true, get: () => complete });
});
afterEach(cleanup);

const image = { src: "/_next/image?url=https%3A%2F%2Fphotos.example%2F1.jpg&w=640&q=75", srcSet: "/_next/image?url=https%3A%2F%2Fphotos.example%2F1.jpg&w=384&q=75 384w" };

describe("card photo", () => {
  it("shows the photo at the card's widths", () => {
    const { container } = render(<CardPhoto image={image} priority={false} />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe(image.src);
    expect(img.getAttribute("srcset")).toBe(image.srcSet);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(screen.queryByTestId("photo-unavailable")).toBeNull();
  });

  it("says the photo is unavailable when it fails to load", () => {
    const { container } = render(<CardPhoto image={image} priority />);
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByTestId("photo-unavailable").textContent).toBe("Photo unavailable");
  });

  it("says so too when the photo had already failed before the page hydrated", () => {
    complete = true; // finished, with no picture (naturalWidth 0)
    const { container } = render(<CardPhoto image={image} priority={false} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByTestId("photo-unavailable")).toBeTruthy();
  });
});
