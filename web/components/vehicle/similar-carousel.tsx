"use client";

import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { SimilarCarouselHeader } from "./similar-carousel-header";

/** One card and the gap after it, in pixels: the distance between card starts. */
function stepOf(track: HTMLElement): number {
  const first = track.firstElementChild as HTMLElement | null;
  if (!first) return 0;
  return first.offsetWidth + (Number.parseFloat(getComputedStyle(track).columnGap) || 0);
}

type Props = {
  heading: string;
  count: number;
  children: ReactNode;
  testId?: string;
};

/**
 * §9 the similar-cars carousel: starts at index 0 aligned to the start, one card per step
 * with the previous and next buttons (disabled at either end), or swiped.
 */
export function SimilarCarousel({ heading, count, children, testId }: Props) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [atEnd, setAtEnd] = useState(false);

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const size = stepOf(el);
    setIndex(size > 0 ? Math.round(el.scrollLeft / size) : 0);
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 2);
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    el.scrollLeft = 0;
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  const go = (to: number) => {
    const el = track.current;
    if (!el) return;
    const target = Math.max(0, Math.min(count - 1, to));
    el.scrollTo({ left: target * stepOf(el), behavior: "smooth" });
  };

  return (
    <>
      <SimilarCarouselHeader
        heading={heading}
        previous={{ onClick: () => go(index - 1), disabled: index <= 0 }}
        next={{ onClick: () => go(index + 1), disabled: atEnd }}
      />
      <ul
        id="similar-track"
        ref={track}
        onScroll={measure}
        data-testid={testId}
        data-index={index}
        className="mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-3"
      >
        {Children.map(children, (child) => (
          <li className="w-72 shrink-0 snap-start">{child}</li>
        ))}
      </ul>
    </>
  );
}
