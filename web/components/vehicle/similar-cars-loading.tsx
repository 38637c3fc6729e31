import { CarCardSkeleton } from "@/components/cars/car-card-skeleton";
import { SimilarCarouselHeader } from "./similar-carousel-header";

/** §4 similar cars: 6 loading placeholders. */
export const SIMILAR_PLACEHOLDERS = 6;

/**
 * §4 similar cars while loading: the heading and 6 placeholder cards. They do not
 * scroll: a scrolled region needs something to focus in it.
 */
export function SimilarCarsLoading({ heading }: { heading: string }) {
  return (
    <>
      <SimilarCarouselHeader
        heading={heading}
        previous={{ disabled: true }}
        next={{ disabled: true }}
      />
      <ul id="similar-track" className="mt-4 flex gap-4 overflow-hidden pb-3">
        {Array.from({ length: SIMILAR_PLACEHOLDERS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={i} className="w-72 shrink-0 snap-start">
            <CarCardSkeleton />
          </li>
        ))}
      </ul>
    </>
  );
}
