// @vitest-environment happy-dom
/**
 * The phone filter sheet (FilterSheet.tsx) used as a shopper would: Filters opens it with focus
 * inside and the page behind locked, Escape closes it; and opening it leaves the sheet's content
 * alone (the content is its holder's element: a render of it would mean the whole results page
 * re-renders on every tap).
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createSheetState, FilterSheet, FiltersButton } from "./FilterSheet";

afterEach(cleanup);

let contentRenders = 0;
function SheetContent() {
  contentRenders++;
  return <p>Condition, make, price…</p>;
}

function Page() {
  const [sheet] = useState(createSheetState);
  const close = useRef<HTMLButtonElement | null>(null);
  const button = useRef<HTMLAnchorElement | null>(null);
  return (
    <>
      <FilterSheet sheet={sheet} className="sidebar" openClassName="open" noScrollClassName="no-scroll" focusOnOpen={close}>
        <button ref={close} type="button" aria-label="Close filters" onClick={() => sheet.setOpen(false)} />
        <SheetContent />
      </FilterSheet>
      <FiltersButton sheet={sheet} className="btn" buttonRef={button}>
        Filters
      </FiltersButton>
    </>
  );
}

describe("FilterSheet", () => {
  it("opens from Filters with focus on its close button and the page locked; Escape closes it", () => {
    const { container } = render(<Page />);
    const aside = container.querySelector("aside#filters")!;
    const filters = screen.getByRole("link", { name: "Filters" });
    expect(filters.getAttribute("href")).toBe("#filters");
    expect(filters.getAttribute("aria-expanded")).toBe("false");
    expect(aside.className).toBe("sidebar");

    const before = contentRenders;
    fireEvent.click(filters);
    expect(aside.className).toBe("sidebar open");
    expect(filters.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close filters" }));
    expect(document.documentElement.classList.contains("no-scroll")).toBe(true);
    expect(contentRenders, "the sheet's content is not re-rendered when it opens").toBe(before);

    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(aside.className).toBe("sidebar");
    expect(filters.getAttribute("aria-expanded")).toBe("false");
    expect(document.documentElement.classList.contains("no-scroll")).toBe(false);
    expect(contentRenders).toBe(before);
  });

  it("tells its listeners only of a change, and stops telling one that left", () => {
    const sheet = createSheetState();
    let calls = 0;
    const leave = sheet.subscribe(() => calls++);
    sheet.setOpen(false);
    expect(calls).toBe(0);
    sheet.setOpen(true);
    sheet.setOpen(true);
    expect([sheet.isOpen(), calls]).toEqual([true, 1]);
    leave();
    sheet.setOpen(false);
    expect([sheet.isOpen(), calls]).toEqual([false, 1]);
  });
});
