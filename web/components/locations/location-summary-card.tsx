import {
  formatPhone,
  formatRating,
  type LocationGroup,
  locationPageLink,
  locationReviewsLink,
  telHref,
} from "@forecourt/core";
import { Stars } from "@/components/home/stars";
import Link from "@/components/link";

/**
 * §2 a location card with a review star rating (the home page's short form): the dealership's
 * address and phone, its rating and count linking to the location page's #reviews.
 */
export function LocationSummaryCard({ group }: { group: LocationGroup }) {
  const location = group.tabs[0]?.location;
  if (!location) return null;
  const rated = group.tabs.find((t) => t.location.reviews?.count || t.location.review_count);
  const ratedLocation = rated?.location ?? location;
  const rating = formatRating(
    ratedLocation.reviews?.average_rating ?? ratedLocation.average_rating ?? "",
  );
  const count = ratedLocation.reviews?.count ?? ratedLocation.review_count ?? null;
  const address = location.address;
  const phone = location.contact_detail?.phone ?? null;
  return (
    <article
      className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      data-testid="location-summary"
    >
      <h3 className="font-bold leading-snug">{group.name}</h3>
      <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-gray-700">
        {group.tabs.map((t) => t.label).join(" · ")}
      </p>
      {rating !== null && count ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <Stars rating={Number(rating)} label={`Rated ${rating} out of 5`} />
          <span className="font-bold">{rating}</span>
          <Link href={locationReviewsLink(ratedLocation)} className="text-gray-700 underline">
            {count} reviews<span className="sr-only"> of {group.name}</span>
          </Link>
        </p>
      ) : null}
      {address ? (
        <p className="mt-3 text-sm text-gray-800">
          {[address.street, address.city, address.state, address.postcode]
            .filter(Boolean)
            .join(", ")}
        </p>
      ) : null}
      {phone ? (
        <p className="mt-2 text-sm">
          <a className="inline-block py-1 font-semibold text-brand underline" href={telHref(phone)}>
            {formatPhone(phone)}
          </a>
        </p>
      ) : null}
      {/* Each link is a 24 px target with room between them (WCAG 2.5.8 target size). */}
      <p className="mt-auto pt-3 text-sm">
        <Link
          href={locationPageLink(location)}
          className="inline-block py-1 font-semibold text-brand underline"
        >
          View location<span className="sr-only"> {group.name}</span>
        </Link>
      </p>
    </article>
  );
}
