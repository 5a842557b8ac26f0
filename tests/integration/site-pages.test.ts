/**
 * The data behind issue 16's pages, on both engines: a location's reviews through the local
 * provider (its site only, hidden ones left out, newest first) and the badge rule at its
 * boundary; the Google Places and YouTube adapters against a recorded answer; team members from
 * the site file; spin to win, one draw per shopper even when two spins race.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testEngines, type TestDatabase } from "../helpers/db";
import { seedLeadFixtures, type LeadFixtures } from "../helpers/leads";
import { promotionSpins, reviews, users } from "../../src/db/schema";
import { listPublicLocations } from "../../src/site/locations";
import { resolveSiteConfig } from "../../src/site/config";
import { getSiteBySlug, upsertSite, type Site } from "../../src/site/store";
import { ValidationError } from "../../src/platform/errors";
import { GoogleReviews, LocalReviews, type ReviewsProvider } from "../../src/reviews/provider";
import { loadLocationReviews } from "../../src/reviews/location-reviews";
import { LocalVideoFeed, YouTubeVideoFeed } from "../../src/videos/provider";
import { findSpin, spinOnce } from "../../src/promotions/spins";
import { eq } from "drizzle-orm";
import { ServiceError } from "../../src/platform/errors";

const NOW = new Date("2026-11-25T00:00:00Z");
const DAY = 86_400_000;

describe.each(testEngines())("issue 16 pages' data on %s", (engine) => {
  let db: TestDatabase;
  let f: LeadFixtures;
  let north: { id: number; placeId: string | null };
  let yard: { id: number; placeId: string | null };

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    f = await seedLeadFixtures(db);
    north = (await listPublicLocations(db, f.alpha)).find((l) => l.slug === "north")!;
    yard = (await listPublicLocations(db, f.beta)).find((l) => l.slug === "yard")!;
    const review = (siteId: number, locationId: number, rating: number, daysAgo: number, extra: Partial<typeof reviews.$inferInsert> = {}) => ({
      siteId,
      locationId,
      customerName: `R${rating}-${daysAgo}`,
      text: `${rating} stars`,
      rating,
      reviewDate: new Date(NOW.getTime() - daysAgo * DAY),
      ...extra,
    });
    await db.orm.insert(reviews).values([
      // North: 5, 4, 4, 3 shown (average 4.0) and a hidden 1-star that must not count.
      review(f.alpha.id, north.id, 5, 1, { replyText: "Thanks!", replyDate: new Date(NOW.getTime() - 0.5 * DAY) }),
      review(f.alpha.id, north.id, 4, 3),
      review(f.alpha.id, north.id, 4, 10),
      review(f.alpha.id, north.id, 3, 40),
      review(f.alpha.id, north.id, 1, 2, { hidden: true }),
      // Beta's yard: beta's own.
      review(f.beta.id, yard.id, 5, 5),
    ]);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const siteWith = (site: Site, config: Record<string, unknown>) => ({ ...site, config: resolveSiteConfig("default", config) });

  it("the local provider answers a location's own shown reviews, newest first, in the Places shape", async () => {
    const place = (await new LocalReviews().placeReviews(db, f.alpha, north, 3))!;
    expect(place.user_ratings_total).toBe(4);
    expect(place.rating).toBeCloseTo(4.0, 5);
    expect(place.reviews.map((r) => r.author_name)).toEqual(["R5-1", "R4-3", "R4-10"]);
    expect(place.reviews[0]!.reply?.text).toBe("Thanks!");
    // Beta's location asked for on alpha's site: nothing of beta's.
    const foreign = (await new LocalReviews().placeReviews(db, f.alpha, yard, 12))!;
    expect(foreign).toEqual({ rating: null, user_ratings_total: 0, reviews: [] });
  });

  it("shows reviews only when the average exceeds the minimum: 4.0 against 4 is hidden, against 3.9 shown", async () => {
    expect(await loadLocationReviews(db, siteWith(f.alpha, { review_minimum_rating: 4 }), north, NOW)).toBeNull();
    const shown = (await loadLocationReviews(db, siteWith(f.alpha, { review_minimum_rating: 3.9, reviews_quantity: 2 }), north, NOW))!;
    expect(shown.average_rating).toBe("4.0");
    expect(shown.count).toBe(4);
    expect(shown.reviews.map((r) => r.created_at_time_ago_in_words)).toEqual(["1 day", "3 days"]);
    expect(await loadLocationReviews(db, siteWith(f.alpha, { review_minimum_rating: 3.9, reviews_hidden: true }), north, NOW)).toBeNull();
  });

  it("a provider that fails shows no reviews instead of an error", async () => {
    const failing: ReviewsProvider = { name: "down", placeReviews: () => Promise.reject(new ServiceError("Places answered 500")) };
    expect(await loadLocationReviews(db, siteWith(f.alpha, { review_minimum_rating: 0 }), north, NOW, failing)).toBeNull();
  });

  it("team members come from the site file and a bad one is refused, naming the field", async () => {
    const file = (team: unknown[]) => ({
      slug: "teamed",
      name: "Teamed Motors",
      dealerships: [{ id: 9301, slug: "teamed-main", name: "Teamed Main", manufacturer: null, locations: [{ name: "Main", slug: "main", team }] }],
    });
    await upsertSite(db, file([{ name: "Sam Lee", role: "Sales Manager", phone: "0412 000 111" }]));
    const site = (await getSiteBySlug(db, "teamed"))!;
    const [loc] = await listPublicLocations(db, site);
    expect(loc!.team).toEqual([{ name: "Sam Lee", role: "Sales Manager", phone: "0412 000 111", email: null, photo_url: null, bio: null }]);
    const refused = await upsertSite(db, file([{ name: "Sam Lee", role: "Sales", email: "not-an-email" }])).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).errors.map((e) => e.field)).toContain("dealerships.0.locations.0.team.0.email");
  });

  it("one spin per shopper: a second spin and two racing spins keep the first prize", async () => {
    const [ada] = await db.orm.insert(users).values({ siteId: f.alpha.id, phone: "0412345678" }).returning();
    const [bea] = await db.orm.insert(users).values({ siteId: f.alpha.id, phone: "0412345679" }).returning();
    const prizes = [
      { label: "Fuel card", weight: 1 },
      { label: "Free service", weight: 1 },
    ];
    const first = await spinOnce(db, f.alpha, ada!.id, prizes, NOW, () => 0.75);
    expect(first).toMatchObject({ fresh: true, spin: { prize: "Free service" } });
    expect(first.spin.claimCode).toMatch(/^SPIN-[2-9A-HJKMNP-Z]{6}$/);
    const again = await spinOnce(db, f.alpha, ada!.id, prizes, NOW, () => 0.1);
    expect(again).toMatchObject({ fresh: false, spin: { id: first.spin.id, prize: "Free service" } });

    const racing = await Promise.all([spinOnce(db, f.alpha, bea!.id, prizes, NOW, () => 0.1), spinOnce(db, f.alpha, bea!.id, prizes, NOW, () => 0.9)]);
    expect(new Set(racing.map((r) => r.spin.id)).size).toBe(1);
    expect(racing.filter((r) => r.fresh).length).toBeLessThanOrEqual(1);
    expect(await db.orm.select().from(promotionSpins).where(eq(promotionSpins.userId, bea!.id))).toHaveLength(1);
    // Beta never sees alpha's shoppers' spins.
    expect(await findSpin(db, f.beta, ada!.id)).toBeNull();
  });
});

describe("the Google Places and YouTube adapters read their services' answers", () => {
  const answer = (body: unknown, status = 200) => async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  it("Places Details becomes our reviews, kept for an hour per place", async () => {
    let calls = 0;
    let url = "";
    let clock = 0;
    const google = new GoogleReviews({
      key: "k",
      now: () => clock,
      fetch: async (input) => {
        calls++;
        url = String(input);
        return answer({ status: "OK", result: { rating: 4.6, user_ratings_total: 1152, reviews: [{ author_name: "Kim", rating: 5, text: "Great", time: 1_790_000_000 }] } })();
      },
    });
    const place = await google.placeReviews(null as never, { id: 1 }, { id: 1, placeId: "ChIJ123" }, 5);
    expect(place).toEqual({ rating: 4.6, user_ratings_total: 1152, reviews: [{ author_name: "Kim", profile_photo_url: null, rating: 5, text: "Great", time: 1_790_000_000, reply: null }] });
    expect(new URL(url).searchParams.get("place_id")).toBe("ChIJ123");
    expect(new URL(url).searchParams.get("fields")).toBe("rating,user_ratings_total,reviews");
    clock = 59 * 60_000;
    await google.placeReviews(null as never, { id: 1 }, { id: 1, placeId: "ChIJ123" }, 5);
    expect(calls).toBe(1);
    clock = 61 * 60_000;
    await google.placeReviews(null as never, { id: 1 }, { id: 1, placeId: "ChIJ123" }, 5);
    expect(calls).toBe(2);
    // No place id: nothing to ask; an unknown place: null; a refusal: an error the page turns into no reviews.
    expect(await google.placeReviews(null as never, { id: 1 }, { id: 2, placeId: null }, 5)).toBeNull();
    expect(await new GoogleReviews({ key: "k", fetch: answer({ status: "NOT_FOUND" }) }).placeReviews(null as never, { id: 1 }, { id: 3, placeId: "x" }, 5)).toBeNull();
    await expect(new GoogleReviews({ key: "k", fetch: answer({ status: "REQUEST_DENIED" }) }).placeReviews(null as never, { id: 1 }, { id: 4, placeId: "y" }, 5)).rejects.toThrow(ServiceError);
  });

  it("YouTube: a playlist reads playlistItems, a channel searches its newest videos; failures throw", async () => {
    const urls: string[] = [];
    const youtube = new YouTubeVideoFeed({
      key: "k",
      fetch: async (input) => {
        urls.push(String(input));
        return answer({ items: [{ id: "PLi.1", snippet: { title: "Walkaround", publishedAt: "2026-11-01T00:00:00Z", channelTitle: "Dealer", thumbnails: { medium: { url: "https://i.ytimg.com/vi/abc/mqdefault.jpg", width: 320, height: 180 } }, resourceId: { kind: "youtube#video", videoId: "abc" } } }] })();
      },
    });
    const items = await youtube.listVideos({ channelId: null, playlistId: "PLdealer", maxResults: 3 }, NOW);
    expect(items[0]!.snippet.resourceId?.videoId).toBe("abc");
    expect(new URL(urls[0]!).pathname).toBe("/youtube/v3/playlistItems");
    expect(new URL(urls[0]!).searchParams.get("playlistId")).toBe("PLdealer");
    await youtube.listVideos({ channelId: null, playlistId: "PLdealer", maxResults: 3 }, new Date(NOW.getTime() + 14 * 60_000));
    expect(urls).toHaveLength(1);
    await youtube.listVideos({ channelId: "UCdealer", playlistId: null, maxResults: 3 }, NOW);
    expect(new URL(urls[1]!).pathname).toBe("/youtube/v3/search");
    expect(Object.fromEntries(new URL(urls[1]!).searchParams)).toMatchObject({ channelId: "UCdealer", order: "date", type: "video", maxResults: "3" });
    await expect(new YouTubeVideoFeed({ key: "k", fetch: answer({ error: { code: 403 } }, 403) }).listVideos({ channelId: "UC", playlistId: null, maxResults: 1 }, NOW)).rejects.toThrow(ServiceError);
  });

  it("the local feed answers the same items all day, in YouTube's shape", async () => {
    const local = new LocalVideoFeed();
    const morning = await local.listVideos({ channelId: null, playlistId: "PLoutbackRvWalkthroughs", maxResults: 2 }, new Date("2026-11-25T01:00:00Z"));
    const evening = await local.listVideos({ channelId: null, playlistId: "PLoutbackRvWalkthroughs", maxResults: 2 }, new Date("2026-11-25T23:00:00Z"));
    expect(morning).toEqual(evening);
    expect(morning).toHaveLength(2);
    expect(morning[0]!.snippet.resourceId?.videoId).toBe("oRV-journey-outback");
  });
});
