import { describe, expect, it } from "vitest";
import { parseSearchHistory, rememberSearch, SEARCH_HISTORY_SIZE, searchHistoryLabel, type SearchHistoryEntry } from "./search-history";

const entry = (n: number): SearchHistoryEntry => ({ href: `/search/used-cars?page=1&q=${n}`, label: `Search ${n}` });

describe("search history", () => {
  it("keeps the last 5 searches, newest first: the 5th is kept, the 6th pushes out the oldest", () => {
    let history: SearchHistoryEntry[] = [];
    for (let n = 1; n <= 5; n++) history = rememberSearch(history, entry(n));
    expect(SEARCH_HISTORY_SIZE).toBe(5);
    expect(history.map((e) => e.label)).toEqual(["Search 5", "Search 4", "Search 3", "Search 2", "Search 1"]);
    history = rememberSearch(history, entry(6));
    expect(history.map((e) => e.label)).toEqual(["Search 6", "Search 5", "Search 4", "Search 3", "Search 2"]);
  });
  it("moves a repeated search to the front instead of listing it twice", () => {
    const history = rememberSearch([entry(3), entry(2), entry(1)], { ...entry(1), label: "Search 1 again" });
    expect(history.map((e) => e.label)).toEqual(["Search 1 again", "Search 3", "Search 2"]);
  });
  it("reads back only well-formed entries with a path on this site, and at most 5", () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory("not json")).toEqual([]);
    expect(parseSearchHistory('{"href":"/x"}')).toEqual([]);
    expect(parseSearchHistory(JSON.stringify([{ href: "https://evil.example/", label: "x" }, { href: "//evil.example", label: "x" }, { href: "/ok", label: "" }, { href: "/ok", label: "Ok" }]))).toEqual([{ href: "/ok", label: "Ok" }]);
    expect(parseSearchHistory(JSON.stringify([1, 2, 3, 4, 5, 6, 7].map(entry)))).toHaveLength(5);
  });
  it("labels a search by its filters, and does not remember the unfiltered listing", () => {
    expect(searchHistoryLabel([])).toBeNull();
    expect(searchHistoryLabel(["Toyota", "SUV"])).toBe("Toyota · SUV");
    expect(searchHistoryLabel(["x".repeat(100)], 20)).toBe(`${"x".repeat(19)}…`);
  });
});
