import {
  buildStockQuery,
  formatPhone,
  reviewSummaryView,
  SearchState,
  type SiteConfig,
  telHref,
} from "@forecourt/core";
import Link from "next/link";
import { CarCard } from "@/components/cars/car-card";
import { getPlatform } from "@/lib/platform";
import { carCardView } from "@/lib/view/car-card";
import { stockShortcuts } from "@/lib/view/navigation";
import { PromotionsSlider } from "./promotions-slider";
import { Stars } from "./stars";

const FEATURED_COUNT = 6;

/** Home: promotions slider, stock shortcuts, featured cars, reviews summary, locations. */
export async function HomePage({ site }: { site: SiteConfig }) {
  const now = new Date();
  const platform = await getPlatform();
  const featured = await platform.search.search({
    ...buildStockQuery(site, SearchState.parse({}), now),
    hitsPerPage: FEATURED_COUNT,
    facets: [],
  });
  const cards = featured.hits.map((car) => carCardView(car, site, now));
  const shortcuts = stockShortcuts(site);
  const word = site.theme.vehicleWord;
  const ratings = site.reviews.map((r) => r.rating);
  const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
  const reviews = reviewSummaryView(
    { average_rating: String(average), count: ratings.length },
    site.reviewsSettings,
  );
  const locations = site.locations.filter((l) => l.visible !== false);
  const slides = site.offers.map((offer) => ({
    title: offer.title,
    text: offer.description?.replace(/<[^>]+>/g, "") ?? "",
    image: offer.image?.url ?? null,
    href: "/special-offers",
  }));

  return (
    <main id="main">
      <PromotionsSlider
        slides={slides}
        fallback={{
          title: site.name,
          text: `Find your next ${word.toLowerCase()} from our new, demo and used stock.`,
        }}
        ctaHref={shortcuts[0]?.href ?? "/search/used-cars"}
        ctaLabel={`Browse ${word}s`}
      />
      <section aria-labelledby="shortcuts-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="shortcuts-heading" className="text-2xl font-bold">
          Shop our stock
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
          {shortcuts.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href ?? "/"}
                className="flex h-full items-center justify-center rounded-lg border-2 border-brand px-4 py-5 text-center font-bold text-brand hover:bg-brand hover:text-white"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {cards.length > 0 ? (
        <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-6">
          <h2 id="featured-heading" className="text-2xl font-bold">
            Featured {word}s
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((car) => (
              <li key={car.id}>
                <CarCard car={car} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {reviews.count > 0 && !site.reviewsSettings.hidden ? (
        <section aria-labelledby="reviews-heading" className="bg-gray-50">
          <div className="mx-auto max-w-7xl px-4 py-10">
            <h2 id="reviews-heading" className="text-2xl font-bold">
              What our customers say
            </h2>
            {reviews.showRating && reviews.rating ? (
              <p className="mt-2 flex items-center gap-2">
                <Stars rating={Number(reviews.rating)} label={`Rated ${reviews.rating} out of 5`} />
                <span className="font-semibold">{reviews.rating}</span>
                <span className="text-gray-700">from {reviews.count} reviews</span>
              </p>
            ) : null}
            <ul className="mt-6 grid gap-4 md:grid-cols-3">
              {site.reviews.slice(0, 3).map((review) => (
                <li key={review.id} className="rounded-lg bg-white p-5 shadow-sm">
                  <Stars rating={review.rating} label={`${review.rating} out of 5`} />
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
      ) : null}
      {locations.length > 0 ? (
        <section aria-labelledby="locations-heading" className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="locations-heading" className="text-2xl font-bold">
            Our locations
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {locations.slice(0, 6).map((location) => (
              <li key={location.id} className="rounded-lg border border-gray-200 p-5">
                <h3 className="font-bold">{location.name}</h3>
                {location.address ? (
                  <p className="mt-1 text-sm text-gray-700">
                    {[
                      location.address.street,
                      location.address.city,
                      location.address.state,
                      location.address.postcode,
                    ]
                      .filter(Boolean)
                      .join(", ")}
                  </p>
                ) : null}
                {location.contact_detail?.phone ? (
                  <p className="mt-2 text-sm">
                    <a
                      className="font-semibold text-brand underline"
                      href={telHref(location.contact_detail.phone)}
                    >
                      {formatPhone(location.contact_detail.phone)}
                    </a>
                  </p>
                ) : null}
                <Link
                  href={`/locations/${location.slug}`}
                  className="mt-3 inline-block text-sm font-semibold text-brand underline"
                >
                  View location<span className="sr-only"> {location.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
