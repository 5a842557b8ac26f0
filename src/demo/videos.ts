/**
 * The demo sites' video feeds for the local video adapter (src/videos/provider.ts): what a
 * dealer's YouTube channel or walkthrough playlist would hold, with thumbnails drawn by our own
 * image route so the demo works offline. Any other feed id gets a dealership's usual uploads.
 */
import type { Shape } from "./catalogue";
import { carImageUrl } from "./image-urls";

export interface DemoVideo {
  videoId: string;
  title: string;
  description: string;
  /** Days before the feed is read. */
  ageDays: number;
  shape: Shape;
  hex: string;
}

const COASTLINE: DemoVideo[] = [
  { videoId: "cT-rav4-hybrid", title: "2026 Toyota RAV4 Hybrid: a full walkaround", description: "Every trim, the boot and the new multimedia, in ten minutes.", ageDays: 6, shape: "suv", hex: "c8ccd2" },
  { videoId: "cT-hilux-tow", title: "HiLux SR5: towing 3.5 tonnes the right way", description: "Weight distribution, brake controllers and what the numbers mean.", ageDays: 19, shape: "ute", hex: "f2f2f0" },
  { videoId: "cT-lc300-beach", title: "LandCruiser 300 on the beach at Teewah", description: "Tyre pressures, recovery points and a sunrise.", ageDays: 33, shape: "large-suv", hex: "3b3f45" },
  { videoId: "cT-corolla-cross", title: "Corolla Cross Hybrid: first drive", description: "Around Maroochydore with our sales team.", ageDays: 47, shape: "suv", hex: "8a1c1c" },
  { videoId: "cT-camry-new", title: "Camry Hybrid: what's new this year", description: "The changes, the prices and who it suits.", ageDays: 62, shape: "sedan", hex: "1f3a5f" },
  { videoId: "cT-kluger-family", title: "Kluger Grande: a family of five packs for a week away", description: "Seven seats, one boot, no arguments.", ageDays: 88, shape: "large-suv", hex: "5c6b73" },
  { videoId: "cT-service-tour", title: "Inside our Maroochydore service centre", description: "Meet the technicians who will look after your Toyota.", ageDays: 120, shape: "hatch", hex: "e0e4e8" },
  { videoId: "cT-connected", title: "How to set up Toyota Connected Services", description: "The app, the car and the first trip, step by step.", ageDays: 150, shape: "suv", hex: "c8ccd2" },
];

const OUTBACK: DemoVideo[] = [
  { videoId: "oRV-journey-outback", title: "Jayco Journey Outback: a full walkthrough", description: "Bed, bathroom, kitchen and the storage you will use every day.", ageDays: 4, shape: "caravan", hex: "f4f1ea" },
  { videoId: "oRV-first-tow", title: "Towing a caravan for the first time", description: "Hitching up, safety chains, mirrors and the first corner.", ageDays: 21, shape: "caravan", hex: "e9e4da" },
  { videoId: "oRV-coromal-element", title: "Coromal Element: compact and clever", description: "Why couples love this layout.", ageDays: 40, shape: "caravan", hex: "dcd7cc" },
  { videoId: "oRV-tenere-700", title: "Yamaha Ténéré 700: Perth to the Pinnacles", description: "Three hundred kilometres of sand, gravel and bitumen.", ageDays: 58, shape: "motorcycle", hex: "1b4d8f" },
  { videoId: "oRV-solar-setup", title: "Off-grid power: solar and lithium explained", description: "How long you can camp without a powered site.", ageDays: 95, shape: "caravan", hex: "f4f1ea" },
  { videoId: "oRV-handover", title: "What happens at your caravan handover", description: "Two hours with our team before your first trip.", ageDays: 130, shape: "caravan", hex: "e9e4da" },
];

const GENERIC: DemoVideo[] = [
  { videoId: "gen-welcome", title: "Welcome to our dealership", description: "A quick look around the showroom and the team.", ageDays: 10, shape: "suv", hex: "c8ccd2" },
  { videoId: "gen-finance", title: "Car finance in plain English", description: "Comparison rates, balloons and what to ask.", ageDays: 45, shape: "sedan", hex: "1f3a5f" },
  { videoId: "gen-trade-in", title: "Getting the best price for your trade-in", description: "What we look at, and how to prepare.", ageDays: 80, shape: "hatch", hex: "8a1c1c" },
  { videoId: "gen-service", title: "What happens at a logbook service", description: "The checks, the parts and your warranty.", ageDays: 140, shape: "ute", hex: "f2f2f0" },
];

export const DEMO_VIDEO_FEEDS: Readonly<Record<string, { channelTitle: string; videos: DemoVideo[] }>> = {
  UCcoastlineToyotaDemo: { channelTitle: "Coastline Toyota", videos: COASTLINE },
  PLoutbackRvWalkthroughs: { channelTitle: "Outback RV Centre", videos: OUTBACK },
};

export const GENERIC_DEMO_FEED = { channelTitle: "Our dealership", videos: GENERIC };

export function demoThumbnail(v: DemoVideo, width: 640 | 960): string {
  return `${carImageUrl({ shape: v.shape, hex: v.hex, view: "front-quarter", scene: 3 })}&w=${width}`;
}
