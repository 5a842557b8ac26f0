// @vitest-environment happy-dom
/**
 * Offer text as a shopper meets it: 200 characters show whole; 201 are cut (to about 160 for a
 * description, 200 for a disclaimer) with View more, which shows it all and turns into View less.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ExpandableOfferText } from "./ExpandableText";

afterEach(cleanup);

const words = (n: number) => "word ".repeat(Math.ceil(n / 5)).slice(0, n);
const visibleText = (container: HTMLElement) =>
  [...container.querySelectorAll("p")].filter((p) => !p.closest("[hidden]")).map((p) => p.textContent).join("\n");

describe("offer text", () => {
  it("shows 200 characters whole, with no toggle", () => {
    const text = `${words(199)}.`;
    expect(text).toHaveLength(200);
    const { container } = render(<ExpandableOfferText text={text} kind="description" />);
    expect(visibleText(container)).toBe(text);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("cuts 201 characters with View more, and View less after opening", () => {
    const text = `${words(200)}.`;
    expect(text).toHaveLength(201);
    const { container } = render(<ExpandableOfferText text={text} kind="description" />);
    const shown = visibleText(container);
    expect(shown.endsWith("…")).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(161);
    const toggle = screen.getByRole("button", { name: "View more" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(visibleText(container)).toBe(text);
    expect(screen.getByRole("button", { name: "View less" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("cuts a disclaimer nearer 200 characters than a description", () => {
    const text = words(400);
    const { container: d } = render(<ExpandableOfferText text={text} kind="disclaimer" />);
    expect(visibleText(d).length).toBeGreaterThan(180);
    expect(visibleText(d).length).toBeLessThanOrEqual(201);
  });
});
