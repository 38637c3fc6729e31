"use client";

import type { Car } from "@forecourt/core";
import { lazy, Suspense, useRef } from "react";
import Link from "@/components/link";
import type { CardViewSite } from "@/lib/view/car-card";
import { SimilarCarsLoading } from "./similar-cars-loading";
import { useCarsWhenNear } from "./use-cars-when-near";

type Props = {
  slug: string;
  heading: string;
  /** §2 the search fallback when there are no similar cars (or the call fails, §8). */
  fallback: { href: string; label: string };
  site: CardViewSite;
};

const loadCardList = () => import("./similar-card-list");
const SimilarCardList = lazy(() => loadCardList().then((m) => ({ default: m.SimilarCardList })));

/**
 * §4 similar cars: the heading and 6 loading placeholders, then the cars from
 * GET /api/cars/{slug}/similar, else the search fallback. The call and the card code are
 * fetched as the section nears the viewport, in parallel, so a shopper reading the top of
 * the page does not pay for them.
 */
export function SimilarCars({ slug, heading, fallback, site }: Props) {
  const section = useRef<HTMLElement>(null);
  // §8: a similar-cars failure is console-only ("similar cars failed") and shows the fallback.
  const load = useCarsWhenNear<Car>(
    section,
    `/api/cars/${encodeURIComponent(slug)}/similar`,
    "similar cars",
    () => void loadCardList(),
  );

  const loading = <SimilarCarsLoading heading={heading} />;
  return (
    <section
      ref={section}
      aria-labelledby="similar-h"
      aria-busy={load.kind === "loading"}
      className="mt-10"
      data-testid="similar-section"
    >
      {load.kind === "loading" ? (
        loading
      ) : load.kind === "loaded" && load.cars.length > 0 ? (
        <Suspense fallback={loading}>
          <SimilarCardList heading={heading} cars={load.cars} site={site} />
        </Suspense>
      ) : (
        <>
          <h2 id="similar-h" className="text-2xl font-bold">
            {heading}
          </h2>
          <div
            className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center"
            data-testid="similar-fallback"
          >
            <p className="text-gray-800">No similar stock to show right now.</p>
            <Link
              href={fallback.href}
              className="mt-3 inline-block rounded bg-brand px-5 py-2 font-semibold text-white"
            >
              {fallback.label}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
