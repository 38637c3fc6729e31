"use client";

import type { Car, YouxQuote } from "@forecourt/core";
import { needsYouxQuote, youxQuoteBody } from "@forecourt/core/quotes/youx-request";
import { useEffect, useMemo, useRef, useState } from "react";
import { CarCard } from "@/components/cars/car-card";
import { type CardViewSite, carCardView } from "@/lib/view/car-card";
import { SimilarCarousel } from "./similar-carousel";

type Props = { heading: string; cars: Car[]; site: CardViewSite };

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
 * §4 the similar cars as cards in the carousel. A car without a youx quote gets one fetched
 * once, for its weekly repayment; quote failures are silent. Its own chunk: the card rules
 * carry core's decimal price and finance maths.
 */
export function SimilarCardList({ heading, cars, site }: Props) {
  const [quotes, setQuotes] = useState<Record<string, YouxQuote>>({});
  const quoted = useRef(new Set<string>());
  const now = useMemo(() => new Date(), []);

  useEffect(() => {
    for (const car of cars) {
      if (quoted.current.has(car.id) || !needsYouxQuote(car)) continue;
      quoted.current.add(car.id);
      void fetchYouxQuote(car).then((quote) => {
        if (quote) setQuotes((current) => ({ ...current, [car.id]: quote }));
      });
    }
  }, [cars]);

  return (
    <SimilarCarousel heading={heading} count={cars.length} testId="similar-cars">
      {cars.map((car) => (
        <CarCard
          key={car.id}
          car={carCardView(
            { ...car, youxQuote: car.youxQuote ?? quotes[car.id] ?? null },
            site,
            now,
          )}
        />
      ))}
    </SimilarCarousel>
  );
}
