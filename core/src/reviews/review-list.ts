import Decimal from "decimal.js";
import type { Review, ReviewSummary } from "../schemas/catalogue";
import type { SiteConfig } from "../schemas/site-config";
import { GOOGLE_REVIEWS_QUANTITY } from "./constants";

/**
 * §3 a review summary {reviews, count, average_rating} of a set of reviews: the count and mean
 * rating of all of them (average_rating a string, as the summary carries it; "0" for none).
 */
export function reviewSummaryOf(reviews: readonly Review[]): ReviewSummary {
  const total = reviews.reduce((sum, r) => sum.plus(r.rating), new Decimal(0));
  const average = reviews.length ? total.dividedBy(reviews.length) : new Decimal(0);
  return { reviews: [...reviews], count: reviews.length, average_rating: average.toString() };
}

/**
 * §9 the reviews a site shows: none when reviews are hidden, otherwise those rated at least the
 * minimum rating (4 by default), up to the Google reviews quantity (12), best first then newest
 * in feed order.
 */
export function shownReviews<T extends Pick<Review, "rating">>(
  reviews: readonly T[],
  settings: Pick<SiteConfig["reviewsSettings"], "hidden" | "minRating">,
): T[] {
  if (settings.hidden) return [];
  return reviews
    .map((review, index) => ({ review, index }))
    .filter(({ review }) => review.rating >= settings.minRating)
    .sort((a, b) => b.review.rating - a.review.rating || a.index - b.index)
    .slice(0, GOOGLE_REVIEWS_QUANTITY)
    .map(({ review }) => review);
}
