/** §9 stars: up to 4 whole stars plus a partial star. */
export const MAX_WHOLE_STARS = 4;
/** §9: the partial star is filled only above .30. */
export const PARTIAL_STAR_MIN_FILL = 0.3;

export type StarFill = {
  /** Whole stars, 0 to 4. */
  whole: number;
  /** The partial star's fill, above 0.30 and at most 1; null when no partial star is drawn. */
  partial: number | null;
};

/**
 * §9 star rating: up to 4 whole stars plus a partial star whose fill is the remainder,
 * drawn only when the remainder is above .30 (5.0 is 4 whole and a full fifth star).
 */
export function starFill(rating: number): StarFill {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const whole = Math.min(MAX_WHOLE_STARS, Math.floor(clamped));
  // Round away binary noise (4.7 − 4 = 0.7000000000000002) before comparing with .30.
  const remainder = Math.round((clamped - whole) * 1000) / 1000;
  return { whole, partial: remainder > PARTIAL_STAR_MIN_FILL ? remainder : null };
}
