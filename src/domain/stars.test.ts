import { describe, expect, it } from "vitest";
import { formatReviewCount, parseRating, reviewsVisible, starDisplay } from "./stars";

describe("starDisplay", () => {
  it("shows the sample 4.4 as 4 full stars and a 40% star", () => {
    expect(starDisplay(4.4)).toEqual({ full: 4, partial: 0.4, empty: 0, ratingLabel: "4.4" });
  });

  it("draws the partial star only when the fraction is over 30%", () => {
    expect(starDisplay(4.3)).toEqual({ full: 4, partial: null, empty: 1, ratingLabel: "4.3" });
    expect(starDisplay(1.3)).toEqual({ full: 1, partial: null, empty: 4, ratingLabel: "1.3" });
    expect(starDisplay(3.31)).toEqual({ full: 3, partial: null, empty: 2, ratingLabel: "3.3" });
    expect(starDisplay(3.35)).toEqual({ full: 3, partial: 0.4, empty: 1, ratingLabel: "3.4" });
    expect(starDisplay(2.9)).toEqual({ full: 2, partial: 0.9, empty: 2, ratingLabel: "2.9" });
  });

  it("never shows more than 4 full stars; 5.0 fills the fifth as its partial star", () => {
    expect(starDisplay(5)).toEqual({ full: 4, partial: 1, empty: 0, ratingLabel: "5.0" });
    expect(starDisplay(4.96)).toEqual({ full: 4, partial: 1, empty: 0, ratingLabel: "5.0" });
    expect(starDisplay(4)).toEqual({ full: 4, partial: null, empty: 1, ratingLabel: "4.0" });
    expect(starDisplay(7)).toEqual({ full: 4, partial: 1, empty: 0, ratingLabel: "5.0" });
  });

  it("keeps low and odd ratings inside five slots", () => {
    expect(starDisplay(0)).toEqual({ full: 0, partial: null, empty: 5, ratingLabel: "0.0" });
    expect(starDisplay(0.5)).toEqual({ full: 0, partial: 0.5, empty: 4, ratingLabel: "0.5" });
    expect(starDisplay(-1)).toEqual({ full: 0, partial: null, empty: 5, ratingLabel: "0.0" });
  });
});

describe("formatReviewCount", () => {
  it("groups thousands with commas", () => {
    expect(formatReviewCount(152)).toBe("152");
    expect(formatReviewCount(999)).toBe("999");
    expect(formatReviewCount(1000)).toBe("1,000");
    expect(formatReviewCount(1152)).toBe("1,152");
    expect(formatReviewCount(1234567)).toBe("1,234,567");
  });
});

describe("reviewsVisible", () => {
  const config = { review_minimum_rating: 4, reviews_hidden: false };
  it("shows reviews only above the minimum rating", () => {
    expect(reviewsVisible(4.1, config)).toBe(true);
    expect(reviewsVisible(4, config)).toBe(false);
    expect(reviewsVisible("4.4", config)).toBe(true);
    expect(reviewsVisible("4.0", config)).toBe(false);
  });

  it("hides reviews the site hides, and unreadable ratings", () => {
    expect(reviewsVisible(4.9, { ...config, reviews_hidden: true })).toBe(false);
    expect(reviewsVisible(null, config)).toBe(false);
    expect(reviewsVisible("n/a", config)).toBe(false);
  });

  it("follows the site's minimum", () => {
    expect(reviewsVisible(3.6, { ...config, review_minimum_rating: 3.5 })).toBe(true);
    expect(reviewsVisible(3.5, { ...config, review_minimum_rating: 3.5 })).toBe(false);
  });
});

describe("parseRating", () => {
  it("reads numbers and numeric strings", () => {
    expect(parseRating("4.4")).toBe(4.4);
    expect(parseRating(4)).toBe(4);
    expect(parseRating("")).toBeNull();
    expect(parseRating(undefined)).toBeNull();
  });
});
