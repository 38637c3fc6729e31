import type { Location, SiteConfig } from "@forecourt/core";
import { Stars } from "@/components/home/stars";

/** §2 location page #reviews: the reviews left for this location. */
export function LocationReviews({ site, location }: { site: SiteConfig; location: Location }) {
  const reviews = site.reviews.filter((r) => r.location_id === location.id);
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-10">
      <h2 id="reviews-heading" className="text-2xl font-bold">
        Reviews
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-3 text-gray-700">No reviews yet for {location.name}.</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.id} className="rounded border border-gray-200 p-4">
              <Stars rating={review.rating} label={`${review.rating} out of 5`} />
              <p className="mt-2 font-semibold">{review.customer_name}</p>
              {review.text ? <p className="mt-1 text-gray-800">{review.text}</p> : null}
              {review.review_date ? (
                <p className="mt-1 text-sm text-gray-600">{review.review_date}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
