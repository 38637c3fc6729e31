"use client";

import type { Car, YouxQuote } from "@forecourt/core";
import { needsYouxQuote, youxQuoteBody } from "@forecourt/core/quotes/youx-request";
import Link from "next/link";
import { useEffect, useMemo, useRef, useState } from "react";
import { CarCard } from "@/components/cars/car-card";
import { type CardViewSite, carCardView } from "@/lib/view/car-card";
import { SimilarCarousel } from "./similar-carousel";
import { SimilarCarsLoading } from "./similar-cars-loading";

type Props = {
  slug: string;
  heading: string;
  /** §2 the search fallback when there are no similar cars (or the call fails, §8). */
  fallback: { href: string; label: string };
  site: CardViewSite;
};

type Load = { kind: "loading" } | { kind: "loaded"; cars: Car[] } | { kind: "failed" };

/** §7 POST /api/youx/quote for one car; null when not ok or on any failure (silent, §8). */
async function fetchYouxQuote(car: Car): Promise<YouxQuote | null> {
  const body = youxQuoteBody(car);
  if (!body) return null;
  try {
    const response = await fetch("/api/youx/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return response.ok ? ((await response.json()) as YouxQuote) : null;
  } catch {
    return null;
  }
}

/**
 * §4 similar cars: 6 loading placeholders, then the cars from GET /api/cars/{slug}/similar,
 * else the search fallback. A car without a youx quote gets one fetched once, for its weekly
 * repayment; quote failures are silent.
 */
export function SimilarCars({ slug, heading, fallback, site }: Props) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [quotes, setQuotes] = useState<Record<string, YouxQuote>>({});
  const quoted = useRef(new Set<string>());
  const now = useMemo(() => new Date(), []);

  useEffect(() => {
    let cancelled = false;
    setLoad({ kind: "loading" });
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
  }, [slug]);

  useEffect(() => {
    if (load.kind !== "loaded") return;
    for (const car of load.cars) {
      if (quoted.current.has(car.id) || !needsYouxQuote(car)) continue;
      quoted.current.add(car.id);
      void fetchYouxQuote(car).then((quote) => {
        if (quote) setQuotes((current) => ({ ...current, [car.id]: quote }));
      });
    }
  }, [load]);

  const cards =
    load.kind === "loaded"
      ? load.cars.map((car) =>
          carCardView({ ...car, youxQuote: car.youxQuote ?? quotes[car.id] ?? null }, site, now),
        )
      : [];

  return (
    <section
      aria-labelledby="similar-h"
      aria-busy={load.kind === "loading"}
      className="mt-10"
      data-testid="similar-section"
    >
      {load.kind === "loading" ? (
        <SimilarCarsLoading heading={heading} />
      ) : cards.length > 0 ? (
        <SimilarCarousel heading={heading} count={cards.length} testId="similar-cars">
          {cards.map((card) => (
            <CarCard key={card.id} car={card} />
          ))}
        </SimilarCarousel>
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
