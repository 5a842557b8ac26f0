import { describe, expect, it } from "vitest";
import { readFeedQuery, videoIdOf, type FeedVideo } from "./video-feed";

const channelFeed = { channel_id: "UCdealer", playlist_id: null, max_results: 8 };
const both = { channel_id: "UCdealer", playlist_id: "PLwalk", max_results: 6 };
const q = (s: string) => new URLSearchParams(s);

describe("readFeedQuery", () => {
  it("defaults to the site's own feed, a playlist before the channel", () => {
    expect(readFeedQuery(q(""), channelFeed)).toEqual({ ok: true, query: { channelId: "UCdealer", playlistId: null, maxResults: 8 } });
    expect(readFeedQuery(q(""), both)).toEqual({ ok: true, query: { channelId: null, playlistId: "PLwalk", maxResults: 6 } });
    expect(readFeedQuery(q("channelId=UCdealer"), both)).toEqual({ ok: true, query: { channelId: "UCdealer", playlistId: null, maxResults: 6 } });
  });

  it("reads maxResults from 1 to 50 and refuses 0, 51 and words, naming the field", () => {
    expect(readFeedQuery(q("maxResults=1"), channelFeed)).toMatchObject({ ok: true, query: { maxResults: 1 } });
    expect(readFeedQuery(q("maxResults=50"), channelFeed)).toMatchObject({ ok: true, query: { maxResults: 50 } });
    for (const bad of ["0", "51", "ten", "1e1", "-1"]) expect(readFeedQuery(q(`maxResults=${bad}`), channelFeed)).toMatchObject({ ok: false, field: "maxResults" });
  });

  it("refuses another channel or playlist, and a malformed id", () => {
    expect(readFeedQuery(q("channelId=UCsomeoneElse"), channelFeed)).toMatchObject({ ok: false, field: "channelId" });
    expect(readFeedQuery(q("playlistId=PLother"), both)).toMatchObject({ ok: false, field: "playlistId" });
    expect(readFeedQuery(q("channelId=%3Cscript%3E"), channelFeed)).toMatchObject({ ok: false, field: "channelId" });
  });

  it("says so when the site has no feed", () => {
    expect(readFeedQuery(q(""), null)).toMatchObject({ ok: false, field: "channelId", message: "This site has no video feed" });
  });
});

describe("videoIdOf", () => {
  const base = { snippet: { title: "t", description: "", publishedAt: "2026-01-01T00:00:00Z", channelTitle: "c", thumbnails: {} } };
  it("reads a playlist item's resourceId and a search result's id.videoId", () => {
    expect(videoIdOf({ ...base, id: "UExhYmM", snippet: { ...base.snippet, resourceId: { kind: "youtube#video", videoId: "abc123" } } } as FeedVideo)).toBe("abc123");
    expect(videoIdOf({ ...base, id: { kind: "youtube#video", videoId: "xyz_9" } } as FeedVideo)).toBe("xyz_9");
    expect(videoIdOf({ ...base, id: { kind: "youtube#video", videoId: "bad id" } } as FeedVideo)).toBeNull();
  });
});
