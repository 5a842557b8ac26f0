// @vitest-environment happy-dom
/**
 * The search page's presentational parts, rendered in a DOM and used as a shopper would: what
 * they show for a result, and which change they report when clicked.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SearchResult } from "../../search/engine";
import { makeSearchQuery } from "../../search/query";
import { chipsOf } from "./chips";
import { facetHasField, LIST_SECTIONS, ListSection, PriceQuickPicks } from "./FilterSections";
import { AppliedFilters, Pagination } from "./ResultParts";

afterEach(cleanup);

function result(facets: Partial<SearchResult["facets"]>): Pick<SearchResult, "facets" | "facetStats" | "count" | "page" | "pages" | "hitsPerPage" | "ms"> & { hits: [] } {
  return { hits: [], facets: { make: {}, model: {}, ...facets } as SearchResult["facets"], facetStats: {}, count: 0, page: 1, pages: 0, hitsPerPage: 21, ms: 1 };
}

const section = (facet: string) => LIST_SECTIONS.find((s) => s.facet === facet)!;

describe("ListSection", () => {
  it("lists each value with its count and reports a tick as (facet, value, on)", () => {
    const onToggle = vi.fn();
    render(<ListSection s={section("body")} query={makeSearchQuery()} result={result({ body: { SUV: 1204, Ute: 87 } })} onToggle={onToggle} defaultOpen />);
    const suv = screen.getByRole("checkbox", { name: /SUV/ });
    expect(suv.closest("label")!.textContent).toBe("SUV1,204");
    fireEvent.click(suv);
    expect(onToggle).toHaveBeenCalledWith("body", "SUV", true);
  });

  it("shows a ticked value as checked, labelled the registry's way, and unticking reports off", async () => {
    const onToggle = vi.fn();
    render(
      <ListSection s={section("certified")} query={makeSearchQuery({ filters: { certified: ["true"] } })} result={result({ certified: { true: 12, false: 30 } })} onToggle={onToggle} />,
    );
    // The section starts closed: a shopper opens it first.
    fireEvent.click(screen.getByText("Certified"));
    const box = await screen.findByRole("checkbox", { name: /Certified pre-owned/ });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("checkbox", { name: /Not certified/ })).toBeTruthy();
    fireEvent.click(box);
    expect(onToggle).toHaveBeenCalledWith("certified", "true", false);
  });

  it("hides the city section with one city and shows it with two (a choice of one is no choice)", async () => {
    const props = { s: section("city"), query: makeSearchQuery(), onToggle: vi.fn() };
    const { container, rerender } = render(<ListSection {...props} result={result({ city: { Brisbane: 9 } })} />);
    expect(container.textContent).toBe("");
    rerender(<ListSection {...props} result={result({ city: { Brisbane: 9, Ipswich: 3 } })} />);
    fireEvent.click(screen.getByText("City"));
    await waitFor(() => expect(screen.getAllByRole("checkbox")).toHaveLength(2));
  });

  it("a section that starts closed sends its fields only inside <noscript>; an open one sends them as they are", () => {
    const props = { s: section("colour"), query: makeSearchQuery({ filters: { colour: ["Red"] } }), result: result({ colour: { Red: 4, Blue: 2 } }), onToggle: vi.fn() };
    const outsideNoscript = (html: string) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
    const closed = renderToString(<ListSection {...props} />);
    expect(outsideNoscript(closed)).not.toContain("<input");
    // Without JavaScript the plain GET form still has every value, the chosen one ticked.
    const noscript = closed.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1] ?? "";
    expect(noscript.match(/<input[^>]*name="colour"/g)).toHaveLength(2);
    expect(noscript).toMatch(/<input[^>]*checked=""[^>]*value="Red"|<input[^>]*value="Red"[^>]*checked=""/);
    const open = renderToString(<ListSection {...props} defaultOpen />);
    expect(open).not.toContain("<noscript>");
    expect(outsideNoscript(open).match(/<input[^>]*name="colour"/g)).toHaveLength(2);
  });

  it("a selected value with no list section travels as a hidden field (facetHasField false)", () => {
    const q = makeSearchQuery({ filters: { badge: ["GXL"], body: ["SUV"] } });
    const r = result({ badge: { GXL: 3 }, body: { SUV: 3 } });
    expect(facetHasField("badge", q, r)).toBe(false);
    expect(facetHasField("body", q, r)).toBe(true);
  });
});

describe("PriceQuickPicks", () => {
  it("offers the picks, shows a custom range as its own option, and reports the chosen one", () => {
    const onPick = vi.fn();
    render(<PriceQuickPicks picks={[{ value: 20000, label: "$20,000" }]} value={{ min: 5000, max: 12000 }} onPick={onPick} />);
    const select = screen.getByTestId("price-quick-pick") as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(["Any price", "$5,000 – $12,000", "$20,000"]);
    fireEvent.change(select, { target: { value: ":20000" } });
    expect(onPick).toHaveBeenCalledWith(":20000");
  });
});

describe("AppliedFilters", () => {
  it("draws a chip per filter whose link is the search without it, and Clear all", () => {
    const q = makeSearchQuery({ query: "hilux", filters: { make: ["Toyota"] }, ranges: { price: { max: 40000 } } });
    const onGo = vi.fn();
    const onClear = vi.fn();
    const hrefOf = (x: typeof q) => `/search?${new URLSearchParams(Object.entries({ q: x.query, make: (x.filters.make ?? []).join(","), price: x.ranges.price ? "set" : "" })).toString()}`;
    render(<AppliedFilters chips={chipsOf(q, result({}))} query={q} hrefOf={hrefOf} onGo={onGo} clearHref="/search" onClear={onClear} />);
    const list = screen.getByRole("list", { name: "Applied filters" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("aria-label") ?? a.textContent)).toEqual(["Remove “hilux”", "Remove Toyota", "Remove Up to $40,000", "Clear all"]);
    expect(links[1]!.getAttribute("href")).toBe("/search?q=hilux&make=&price=set");
    fireEvent.click(links[1]!);
    expect(onGo.mock.calls[0]![0].filters.make).toEqual([]);
    fireEvent.click(links[3]!);
    expect(onClear).toHaveBeenCalledOnce();
  });

  it("draws nothing when no filter is applied", () => {
    const { container } = render(<AppliedFilters chips={[]} query={makeSearchQuery()} hrefOf={() => "/"} onGo={vi.fn()} clearHref="/" onClear={vi.fn()} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("Pagination", () => {
  it("links the first, last and neighbouring pages, marks the current one, and pages without reloading", () => {
    const onPage = vi.fn();
    render(<Pagination page={5} pages={12} hrefFor={(p) => `/search?page=${p}`} onPage={onPage} />);
    const nav = screen.getByTestId("pagination");
    expect(within(nav).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["1", "…", "4", "5", "6", "…", "12"]);
    expect(within(nav).getByRole("link", { name: "Page 5" }).getAttribute("aria-current")).toBe("page");
    const next = within(nav).getByRole("link", { name: "Next page" });
    expect(next.getAttribute("href")).toBe("/search?page=6");
    fireEvent.click(next);
    expect(onPage).toHaveBeenCalledWith(6);
  });

  it("has no Prev link on the first page and is absent for a single page", () => {
    const { container, rerender } = render(<Pagination page={1} pages={3} hrefFor={(p) => `?page=${p}`} onPage={vi.fn()} />);
    expect(screen.queryByRole("link", { name: "Previous page" })).toBeNull();
    rerender(<Pagination page={1} pages={1} hrefFor={(p) => `?page=${p}`} onPage={vi.fn()} />);
    expect(container.innerHTML).toBe("");
  });
});
