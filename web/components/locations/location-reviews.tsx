import {
  dealershipNameOf,
  formatRating,
  type Location,
  type SiteConfig,
  shownReviews,
} from "@forecourt/core";
import { Stars } from "@/components/home/stars";

type Props = { site: SiteConfig; locations: Location[]; focus: Location };

/**
 * §2 a location page's #reviews: the location's rating and count, and the reviews left for its
 * dealership's locations that the site shows (§9 minimum rating, up to 12; none when hidden).
 */
export function LocationReviews({ site, locations, focus }: Props) {
  const ids = new Set(locations.map((l) => l.id));
  const reviews = shownReviews(
    site.reviews.filter((r) => r.location_id && ids.has(r.location_id)),
    site.reviewsSettings,
  );
  const rating = formatRating(focus.reviews?.average_rating ?? focus.average_rating ?? "");
  const count = focus.reviews?.count ?? focus.review_count ?? null;
  const name = dealershipNameOf(focus.name);
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-12 scroll-mt-24">
      <h2 id="reviews-heading" className="text-2xl font-bold">
        Reviews
      </h2>
      {rating !== null && count && !site.reviewsSettings.hidden ? (
        <p className="mt-2 flex flex-wrap items-center gap-2" data-testid="reviews-rating">
          <Stars rating={Number(rating)} label={`Rated ${rating} out of 5`} />
          <span className="text-lg font-bold">{rating}</span>
          <span className="text-gray-700">from {count} reviews</span>
        </p>
      ) : null}
      {reviews.length === 0 ? (
        <p className="mt-3 text-gray-700">No reviews to show for {name} yet.</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="review-list">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
            >
              <Stars rating={review.rating} label={`${formatRating(review.rating)} out of 5`} />
              {review.text ? <p className="mt-2 text-gray-800">“{review.text}”</p> : null}
              <p className="mt-3 text-sm font-semibold">{review.customer_name}</p>
              {review.review_date ? (
                <p className="text-xs text-gray-700">{review.review_date}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
