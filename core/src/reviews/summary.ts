import Decimal from "decimal.js";
import type { ReviewSummary } from "../schemas/catalogue";
import type { SiteConfig } from "../schemas/site-config";

export type ReviewSummaryView = {
  /** Whether the rating is shown at all. */
  showRating: boolean;
  /** The average to 1 decimal, e.g. "4.7"; null when the average is not a number. */
  rating: string | null;
  count: number;
};

/** §9 rating shown to 1 decimal (half-up, so 4.45 reads "4.5"). */
export function formatRating(average: number | string): string | null {
  const text = String(average).trim();
  if (text === "" || !Number.isFinite(Number(text))) return null;
  return new Decimal(text).toFixed(1, Decimal.ROUND_HALF_UP);
}

/**
 * §9 review summary: the rating shows only if the average exceeds the minimum
 * (4 by default) and reviews are not hidden; the rating reads to 1 decimal.
 */
export function reviewSummaryView(
  summary: Pick<ReviewSummary, "average_rating" | "count">,
  settings: Pick<SiteConfig["reviewsSettings"], "hidden" | "minRating">,
): ReviewSummaryView {
  const average = Number(summary.average_rating);
  const rating = formatRating(summary.average_rating);
  const showRating = !settings.hidden && rating !== null && average > settings.minRating;
  return { showRating, rating, count: summary.count };
}
