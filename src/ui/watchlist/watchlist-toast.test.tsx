// @vitest-environment happy-dom
/**
 * The watchlist's toast as a shopper meets it: after Save it says so and stays — for the spec's
 * removal delay of 1,000,000 ms, in effect until dismissed or replaced — then goes.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SaveToggle, WatchlistProvider } from "./Watchlist";

const flush = async () => {
  for (let i = 0; i < 20; i++) await act(() => Promise.resolve());
};

describe("the watchlist toast", () => {
  beforeEach(async () => {
    // Loaded once, so the provider's own dynamic import resolves without real time passing.
    await import("./watchlist-actions");
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200, headers: { "content-type": "application/json" } })));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("stays 999,999 ms after a save and is gone at 1,000,000 ms; Dismiss removes it at once", async () => {
    render(
      <WatchlistProvider phone="0412345678" savedIds={[]}>
        <SaveToggle carId={7} carName="2021 Toyota HiLux SR5" canSave />
      </WatchlistProvider>,
    );
    fireEvent.click(screen.getByTestId("save-toggle"));
    await flush();
    expect(screen.getByTestId("watchlist-toast").textContent).toContain("2021 Toyota HiLux SR5 is now available in your watchlist");
    // The spec's figure, not the constant: a shorter delay (the old 6 s) fails here.
    await act(() => vi.advanceTimersByTime(999_999));
    expect(screen.queryByTestId("watchlist-toast")).not.toBeNull();
    await act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("watchlist-toast")).toBeNull();

    fireEvent.click(screen.getByTestId("save-toggle"));
    await flush();
    expect(screen.getByTestId("watchlist-toast").textContent).toContain("is no longer in your watchlist");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByTestId("watchlist-toast")).toBeNull();
  });
});
