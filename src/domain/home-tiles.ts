/**
 * The homepage's call-to-action block (search spec §2): three tiles, separate from the banner —
 * by default a featured new model, the dealer's finance services and its commitment to owners.
 * A site's content may replace them (config `home_tiles`, exactly three); otherwise they are made
 * from what the site has: the featured model is the franchised model with the most cars listed
 * (the first menu model when none has stock), and with no model at all the tile falls back to the
 * new-car search, so no tile ever points at a page the site does not have.
 */
import type { SiteConfig } from "../site/config";

export interface HomeTile {
  id: "model" | "finance" | "commitment" | "custom";
  eyebrow: string;
  title: string;
  text: string;
  href: string;
  cta: string;
  imageUrl: string | null;
}

export interface FeaturedModelCandidate {
  make: string;
  name: string;
  href: string;
  imageUrl: string | null;
  stock: number;
}

export const HOME_TILE_COUNT = 3;

export function homeTiles(
  config: Pick<SiteConfig, "home_tiles" | "routes">,
  models: readonly FeaturedModelCandidate[],
  stockNounMany = "cars",
): HomeTile[] {
  if (config.home_tiles) {
    return config.home_tiles.map((t) => ({ id: "custom" as const, eyebrow: t.eyebrow ?? "", title: t.title, text: t.text, href: t.href, cta: t.cta, imageUrl: t.image_url ?? null }));
  }
  const featured = [...models].sort((a, b) => b.stock - a.stock)[0];
  const modelTile: HomeTile = featured
    ? {
        id: "model",
        eyebrow: "Featured model",
        title: `The ${featured.make} ${featured.name}`,
        text: `See the range, the specifications and every ${featured.name} we have ready for you.`,
        href: featured.href,
        cta: `Explore the ${featured.name}`,
        imageUrl: featured.imageUrl,
      }
    : { id: "model", eyebrow: "Brand new", title: `New ${stockNounMany}`, text: `Every new ${stockNounMany.replace(/s$/, "")} we have in stock or on order.`, href: "/search/new-cars", cta: "Browse new stock", imageUrl: null };
  return [
    modelTile,
    {
      id: "finance",
      eyebrow: "Finance services",
      title: "Finance made simple",
      text: "Get pre-approved in minutes, with repayments you can see before you decide and lenders compared for you.",
      href: config.routes.finance_pre_approval,
      cta: "Get pre-approved",
      imageUrl: null,
    },
    {
      id: "commitment",
      eyebrow: "Owners",
      title: "Our commitment to you",
      text: "Fair prices, honest advice and service that keeps looking after you long after you drive away.",
      href: config.routes.commitment,
      cta: "Read our commitment",
      imageUrl: null,
    },
  ];
}
