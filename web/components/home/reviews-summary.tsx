import {
  formatRating,
  reviewSummaryOf,
  reviewSummaryView,
  type SiteConfig,
  shownReviews,
} from "@forecourt/core";
import { Stars } from "./stars";

/**
 * §2/§9 the reviews summary: the average rating only when it exceeds the site's minimum and reviews
 * are not hidden (to 1 decimal, with the star rule), and the reviews rated at least the minimum.
 */
export function ReviewsSummary({ site }: { site: SiteConfig }) {
  if (site.reviewsSettings.hidden || site.reviews.length === 0) return null;
  const summary = reviewSummaryView(reviewSummaryOf(site.reviews), site.reviewsSettings);
  const reviews = shownReviews(site.reviews, site.reviewsSettings).slice(0, 3);
  return (
    <section aria-labelledby="reviews-heading" className="bg-gray-50" data-testid="reviews-summary">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="reviews-heading" className="text-2xl font-bold">
          What our customers say
        </h2>
        {summary.showRating && summary.rating ? (
          <p className="mt-2 flex flex-wrap items-center gap-2" data-testid="reviews-average">
            <Stars rating={Number(summary.rating)} label={`Rated ${summary.rating} out of 5`} />
            <span className="text-lg font-bold">{summary.rating}</span>
            <span className="text-gray-700">from {summary.count} reviews</span>
          </p>
        ) : null}
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl bg-white p-5 shadow-sm">
              <Stars rating={review.rating} label={`${formatRating(review.rating)} out of 5`} />
              {review.text ? <p className="mt-2 text-gray-800">“{review.text}”</p> : null}
              <p className="mt-3 text-sm font-semibold">{review.customer_name}</p>
              {review.review_date ? (
                <p className="text-xs text-gray-700">{review.review_date}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
