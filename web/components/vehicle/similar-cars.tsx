"use client";

import type { Car } from "@forecourt/core";
import Link from "next/link";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { CardViewSite } from "@/lib/view/car-card";
import { SimilarCarsLoading } from "./similar-cars-loading";
import { useNear } from "./when-near";

type Props = {
  slug: string;
  heading: string;
  /** §2 the search fallback when there are no similar cars (or the call fails, §8). */
  fallback: { href: string; label: string };
  site: CardViewSite;
};

type Load = { kind: "loading" } | { kind: "loaded"; cars: Car[] } | { kind: "failed" };

const loadCardList = () => import("./similar-card-list");
const SimilarCardList = lazy(() => loadCardList().then((m) => ({ default: m.SimilarCardList })));

/**
 * §4 similar cars: the heading and 6 loading placeholders, then the cars from
 * GET /api/cars/{slug}/similar, else the search fallback. The call and the card code are
 * fetched as the section nears the viewport, in parallel, so a shopper reading the top of
 * the page does not pay for them.
 */
export function SimilarCars({ slug, heading, fallback, site }: Props) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const section = useRef<HTMLElement>(null);
  const near = useNear(section);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    setLoad({ kind: "loading" });
    void loadCardList();
    fetch(`/api/cars/${encodeURIComponent(slug)}/similar`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`similar cars ${response.status}`);
        const body = (await response.json()) as { cars?: Car[] };
        if (!cancelled) setLoad({ kind: "loaded", cars: body.cars ?? [] });
      })
      .catch((error: unknown) => {
        // §8: a similar-cars failure is console-only and shows the fallback.
        console.error("similar cars failed", error);
        if (!cancelled) setLoad({ kind: "failed" });
      });
    return () => {
      cancelled = true;
    };
  }, [slug, near]);

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
