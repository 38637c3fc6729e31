import type { Offer } from "@forecourt/core";
import { NoResults } from "@/components/search/no-results";
import { OfferCard } from "./offer-card";

type Props = { offers: Offer[]; make: string; enquireHref: (offer: Offer) => string };

/** §2 /special-offers: a make filter, the offer cards, or the no-results card (Clear Filters → /special-offers). */
export function OffersScreen({ offers, make, enquireHref }: Props) {
  const makes = [...new Set(offers.map((o) => o.make).filter((m): m is string => !!m))].sort();
  const wanted = make.trim().toLowerCase();
  const shown = wanted ? offers.filter((o) => (o.make ?? "").toLowerCase() === wanted) : offers;
  return (
    <div>
      <form method="get" action="/special-offers" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="offer-make" className="block text-sm font-semibold">
            Make
          </label>
          <select
            id="offer-make"
            name="make"
            defaultValue={make}
            className="mt-1 rounded border border-gray-400 bg-white px-3 py-2"
          >
            <option value="">All makes</option>
            {makes.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded bg-brand px-4 py-2 font-semibold text-white">
          Filter offers
        </button>
      </form>
      {shown.length ? (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((offer) => (
            <OfferCard key={offer.id} offer={offer} enquireHref={enquireHref(offer)} />
          ))}
        </div>
      ) : (
        <NoResults clearHref="/special-offers" />
      )}
    </div>
  );
}
