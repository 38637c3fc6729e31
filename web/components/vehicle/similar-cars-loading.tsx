"use client";

import { CarCardSkeleton } from "@/components/cars/car-card-skeleton";
import { SIMILAR_PLACEHOLDERS, SimilarCarousel } from "./similar-carousel";

/** §4 similar cars while loading: the heading and 6 placeholder cards. */
export function SimilarCarsLoading({ heading }: { heading: string }) {
  return (
    <SimilarCarousel heading={heading} count={SIMILAR_PLACEHOLDERS} loading>
      {Array.from({ length: SIMILAR_PLACEHOLDERS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <CarCardSkeleton key={i} />
      ))}
    </SimilarCarousel>
  );
}
