/**
 * Promo tiles among search results (search-and-browsing §2, §4, §9). A site lists its tile
 * positions (8 and 17, or 9); a promo carries the position it was made for. Only promos live now
 * in the site's time zone show (domain/promo-window.ts). Each position takes the live promo made
 * for it; a position left empty takes a live promo whose own position is not used by the site,
 * unless that promo is strict (shown only at its own position).
 */
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { promos } from "../db/schema";
import type { Site } from "../site/store";
import { isPromoLive } from "../domain/promo-window";

export interface PromoTileData {
  id: number;
  title: string;
  body: string;
  imageUrl: string | null;
  linkUrl: string | null;
  position: number;
  strictDisplay: boolean;
}

export interface PlacedPromos {
  promos: PromoTileData[];
  /** positions[i] is where promos[i] goes (ascending), for insertPromos. */
  positions: number[];
}

/** Which promo goes at which of the site's positions (pure). */
export function placePromos(live: PromoTileData[], sitePositions: readonly number[]): PlacedPromos {
  const positions = [...new Set(sitePositions)].sort((a, b) => a - b);
  const used = new Set<number>();
  const chosen = new Map<number, PromoTileData>();
  for (const p of positions) {
    const own = live.find((t) => t.position === p && !used.has(t.id));
    if (own) {
      chosen.set(p, own);
      used.add(own.id);
    }
  }
  for (const p of positions) {
    if (chosen.has(p)) continue;
    const spare = live.find((t) => !used.has(t.id) && !t.strictDisplay && !positions.includes(t.position));
    if (spare) {
      chosen.set(p, spare);
      used.add(spare.id);
    }
  }
  const at = positions.filter((p) => chosen.has(p));
  return { promos: at.map((p) => chosen.get(p)!), positions: at };
}

/** The site's promos live at `now` (switched on, between start and expiry in `timeZone`), by position then id. */
export async function listLivePromos(db: Database, site: Pick<Site, "id">, now: Date, timeZone: string): Promise<PromoTileData[]> {
  const rows = await db.orm.select().from(promos).where(eq(promos.siteId, site.id)).orderBy(asc(promos.position), asc(promos.id));
  return rows
    .filter((r) => isPromoLive({ start: r.startsAt, expiry: r.expiresAt, display: r.display }, now, timeZone))
    .map((r) => ({ id: Number(r.id), title: r.title, body: r.body, imageUrl: r.imageUrl, linkUrl: r.linkUrl, position: r.position, strictDisplay: r.strictDisplay }));
}
