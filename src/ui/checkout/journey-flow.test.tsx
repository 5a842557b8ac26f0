// @vitest-environment happy-dom
/**
 * The online purchase journey names what is being bought: the spec's car on a car, a caravan or a
 * motorcycle as what it is (the first step, and the finance deposit's label).
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { JourneyFlow, type JourneyFlowProps } from "./JourneyFlow";

afterEach(cleanup);

const props = (over: Partial<JourneyFlowProps>): JourneyFlowProps => ({
  journeyId: "j1",
  savedStep: "car",
  data: {},
  carSlug: "2026-jayco-journey",
  carName: "2026 Jayco Journey",
  carPriceLabel: "$89,990",
  locations: [],
  depositLabel: "$1,000",
  holdLabel: "72 hours",
  resumeId: null,
  returningFromPayment: false,
  searchHref: "/search",
  ...over,
});

describe("JourneyFlow", () => {
  it("calls the first step 'Your caravan' on a caravan and 'Your car' on a car", () => {
    render(<JourneyFlow {...props({ carNoun: "caravan" })} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Your caravan");
    expect(screen.getByText("1. Your caravan")).toBeTruthy();
    cleanup();
    render(<JourneyFlow {...props({})} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Your car");
  });

  it("asks for the deposit towards the motorcycle when it is financed", () => {
    render(<JourneyFlow {...props({ carNoun: "motorcycle", savedStep: "payment", data: { payment_method: "finance" } })} />);
    expect(screen.getByLabelText(/^Deposit towards the motorcycle \(\$\)/)).toBeTruthy();
  });
});
