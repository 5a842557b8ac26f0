import { describe, expect, it } from "vitest";
import { timeAgoInWords, toReviewList, type PlaceReview } from "./reviews";

const now = new Date("2026-11-25T00:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const DAY = 86_400;

describe("timeAgoInWords", () => {
  it.each([
    [20, "less than a minute"],
    [44 * 60, "44 minutes"],
    [45 * 60, "about 1 hour"],
    [5 * 3600, "about 5 hours"],
    [DAY, "1 day"],
    [41 * 3600, "1 day"],
    [42 * 3600, "2 days"],
    [29 * DAY, "29 days"],
    [30 * DAY, "about 1 month"],
    [44 * DAY, "about 1 month"],
    [45 * DAY, "about 2 months"],
    [60 * DAY, "2 months"],
    [364 * DAY, "12 months"],
    [365 * DAY, "about 1 year"],
    [(365 + 91) * DAY, "over 1 year"],
    [(365 + 274) * DAY, "almost 2 years"],
  ])("%i seconds ago is %s", (seconds, words) => {
    expect(timeAgoInWords(ago(seconds), now)).toBe(words);
  });

  it("never reads a future date as negative", () => {
    expect(timeAgoInWords(new Date(now.getTime() + 60_000), now)).toBe("less than a minute");
  });
});

describe("toReviewList", () => {
  const review = (daysAgo: number, extra: Partial<PlaceReview> = {}): PlaceReview => ({
    author_name: `Reviewer ${daysAgo}`,
    profile_photo_url: null,
    rating: 5,
    text: "Great",
    time: Math.floor(ago(daysAgo * DAY).getTime() / 1000),
    reply: null,
    ...extra,
  });

  it("puts the newest first, keeps the limit and prints the average to one decimal", () => {
    const list = toReviewList({ rating: 4.4019, user_ratings_total: 1152, reviews: [review(10), review(2), review(30)] }, now, 2);
    expect(list.average_rating).toBe("4.4");
    expect(list.count).toBe(1152);
    expect(list.reviews.map((r) => r.customer_name)).toEqual(["Reviewer 2", "Reviewer 10"]);
    expect(list.reviews[0]!.created_at_time_ago_in_words).toBe("2 days");
  });

  it("carries the dealer's reply with its date in words", () => {
    const at = Math.floor(ago(DAY).getTime() / 1000);
    const [r] = toReviewList({ rating: 3, user_ratings_total: 1, reviews: [review(3, { rating: 3, reply: { text: "Sorry", time: at } })] }, now, 5).reviews;
    expect(r!.reply_text).toBe("Sorry");
    expect(r!.reply_date_in_words).toBe("24 November 2026");
  });

  it("has no average when the place has no rating", () => {
    expect(toReviewList({ rating: null, user_ratings_total: 0, reviews: [] }, now, 12).average_rating).toBeNull();
  });
});
