import type { FacetStats } from "../ports/search";

/** §2/§9 price slider step. */
export const PRICE_STEP = 500;

/**
 * §2 the price range slider's ends: the matching cars' prices widened to whole steps, at least
 * one step apart; none when no matching car has a price.
 */
export function priceSliderEnds(
  stats: FacetStats | undefined,
  step = PRICE_STEP,
): { min: number; max: number } | null {
  if (!stats || !(stats.max > 0)) return null;
  const min = Math.floor(Math.max(0, stats.min) / step) * step;
  const max = Math.max(min + step, Math.ceil(stats.max / step) * step);
  return { min, max };
}
