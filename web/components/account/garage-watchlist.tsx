"use client";

import { CarCard } from "@/components/cars/car-card";
import Link from "@/components/link";
import { useWatchlist } from "@/lib/account/watchlist-store";
import type { CarCardView } from "@/lib/view/car-card";
import { WatchlistButton } from "./watchlist-button";

type Props = {
  /** Saved cars still in stock, as the server rendered them. */
  cards: CarCardView[];
  /** Saved car ids no longer in stock: listed so they can be removed. */
  missing: string[];
  stockHref: string;
};

/**
 * The garage's watchlist: the server's cards, then kept in step with the browser's list, so a
 * car removed here (optimistically) leaves at once and comes back if the server refuses.
 */
export function GarageWatchlist({ cards, missing, stockHref }: Props) {
  const { state, ready } = useWatchlist();
  const kept = (id: string) => !ready || state.saved.includes(id);
  const shown = cards.filter((c) => kept(c.id));
  const gone = missing.filter(kept);
  if (shown.length === 0 && gone.length === 0) {
    return (
      <div
        className="rounded-lg border border-dashed border-gray-300 p-8 text-center"
        data-testid="watchlist-empty"
      >
        <p className="text-lg font-semibold">Your watchlist is empty.</p>
        <p className="mt-1 text-gray-700">Choose Save on any car and it will wait for you here.</p>
        <Link
          href={stockHref}
          className="mt-4 inline-block rounded bg-brand px-5 py-3 font-semibold text-white"
        >
          Browse our stock
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="text-gray-700" aria-live="polite">
        {shown.length + gone.length} saved {shown.length + gone.length === 1 ? "car" : "cars"}
      </p>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="watchlist">
        {shown.map((card) => (
          <li key={card.id}>
            <CarCard
              car={card}
              save={
                <WatchlistButton
                  carId={card.id}
                  carName={card.title}
                  visibility={card.save}
                  placement="card"
                />
              }
            />
          </li>
        ))}
      </ul>
      {gone.length > 0 ? (
        <ul className="mt-6 space-y-2">
          {gone.map((id) => (
            <li
              key={id}
              className="flex items-center justify-between gap-3 rounded border border-gray-200 p-3"
            >
              <span>A car you saved is no longer listed.</span>
              <WatchlistButton
                carId={id}
                carName="the car that is no longer listed"
                visibility="when-saved"
                placement="page"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
