import type { SiteConfig } from "../schemas/site-config";

type PromoSite = { stock: Pick<SiteConfig["stock"], "promo"> };

/**
 * §9 promo card positions: the configured positions, each moved by one random offset
 * 0..randomOffsetMax drawn from `random` (a [0,1) source), none at or after the expiry.
 */
export function promoCardPositions(site: PromoSite, now: Date, random: () => number): number[] {
  const { positions, randomOffsetMax, expiresAt } = site.stock.promo;
  if (expiresAt !== null && now.getTime() >= Date.parse(expiresAt)) return [];
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  const offset = Math.floor(r * (randomOffsetMax + 1));
  return [...new Set(positions.map((p) => p + offset))].sort((a, b) => a - b);
}

/** The promotional 'We Want Your Car!' card marker in a result grid (§2). */
export const PROMO_CARD = { promo: "We Want Your Car!" } as const;
export type PromoCard = typeof PROMO_CARD;

/** Inserts the promo card so it sits at each position (0-based) that the grid reaches. */
export function placePromoCards<T>(
  hits: readonly T[],
  positions: readonly number[],
): Array<T | PromoCard> {
  const grid: Array<T | PromoCard> = [...hits];
  for (const p of [...positions].sort((a, b) => a - b)) {
    if (hits.length > 0 && p <= grid.length) grid.splice(p, 0, PROMO_CARD);
  }
  return grid;
}
