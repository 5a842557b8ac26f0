/**
 * Spin-to-win draws, one per shopper per site. The unique index on (site, user) decides a race:
 * two spins sent at once both draw, one row is stored, and both answers show that one prize.
 */
import { randomBytes, randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { promotionSpins } from "../db/schema";
import { claimCode, drawPrizeIndex, type WeightedPrize } from "../domain/spin-to-win";
import type { Site } from "../site/store";

export type Spin = typeof promotionSpins.$inferSelect;

export async function findSpin(db: Database, site: Pick<Site, "id">, userId: number): Promise<Spin | null> {
  const [row] = await db.orm
    .select()
    .from(promotionSpins)
    .where(and(eq(promotionSpins.siteId, site.id), eq(promotionSpins.userId, userId)));
  return row ?? null;
}

/** A cryptographically random number in [0, 1) with 2^-32 resolution: fine enough for any prize weights. */
const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * The shopper's spin: drawn and stored now, or the one they already had (`fresh: false`).
 * `random` is for tests that need a known prize.
 */
export async function spinOnce(
  db: Database,
  site: Pick<Site, "id">,
  userId: number,
  prizes: readonly WeightedPrize[],
  now: Date,
  random: () => number = secureRandom,
): Promise<{ spin: Spin; fresh: boolean }> {
  const existing = await findSpin(db, site, userId);
  if (existing) return { spin: existing, fresh: false };
  const prize = prizes[drawPrizeIndex(prizes, random())]!;
  const [inserted] = await db.orm
    .insert(promotionSpins)
    .values({ siteId: site.id, userId, prize: prize.label, claimCode: claimCode(randomBytes(8)), createdAt: now })
    .onConflictDoNothing({ target: [promotionSpins.siteId, promotionSpins.userId] })
    .returning();
  if (inserted) return { spin: inserted, fresh: true };
  // Another request won the race between our read and our insert: theirs is the spin.
  const winner = await findSpin(db, site, userId);
  if (!winner) throw new Error("spin vanished after a unique conflict");
  return { spin: winner, fresh: false };
}
