import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "../platform/config";
import { LocalVideoFeed } from "../videos/provider";
import { getMediaAdapter, NO_MEDIA } from "./adapter";

const NOW = new Date("2026-11-25T09:00:00Z");
const before = process.env.MEDIA_SOURCE;

afterEach(() => {
  if (before === undefined) delete process.env.MEDIA_SOURCE;
  else process.env.MEDIA_SOURCE = before;
  resetConfig();
});

describe("the media adapter", () => {
  it("serves the demo's drawn pictures, logos and sample videos by default", async () => {
    delete process.env.MEDIA_SOURCE;
    resetConfig();
    const media = await getMediaAdapter();
    expect(media.name).toBe("demo");
    const svg = await media.carImage(["suv", "c8ccd2", "side.svg"], new URLSearchParams("v=1"));
    expect(svg?.status).toBe(200);
    expect(svg?.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(media.siteLogo("coastline-toyota.svg")?.status).toBe(200);
    expect(media.siteLogo("nobody.svg")).toBeNull();
    const videos = await new LocalVideoFeed().listVideos({ playlistId: null, channelId: "UCcoastlineToyotaDemo", maxResults: 3 }, NOW);
    expect(videos).toHaveLength(3);
    expect(videos[0]!.snippet.thumbnails.medium!.url).toMatch(/^\/media\/cars\/.*&w=640$/);
  });

  it("a bad picture request is refused naming the field", async () => {
    const res = await (await getMediaAdapter()).carImage(["suv", "not-a-colour", "side.svg"], new URLSearchParams());
    expect(res?.status).toBe(400);
    expect(JSON.parse(String(res?.body)).errors[0].field).toBeTruthy();
  });

  it("MEDIA_SOURCE=none serves nothing from /media and the local video feed is empty", async () => {
    process.env.MEDIA_SOURCE = "none";
    resetConfig();
    const media = await getMediaAdapter();
    expect(media).toBe(NO_MEDIA);
    expect(await media.carImage(["suv", "c8ccd2", "side.svg"], new URLSearchParams())).toBeNull();
    expect(media.siteLogo("coastline-toyota.svg")).toBeNull();
    expect(await new LocalVideoFeed().listVideos({ playlistId: null, channelId: "UCcoastlineToyotaDemo", maxResults: 3 }, NOW)).toEqual([]);
  });
});
