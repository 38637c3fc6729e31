"use client";

import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from "react";

/** §4 similar cars: 6 loading placeholders. */
export const SIMILAR_PLACEHOLDERS = 6;

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
  /** Placeholders do not scroll: a scrolled region needs something to focus in it. */
  loading?: boolean;
};

/**
 * §9 the similar-cars carousel: starts at index 0 aligned to the start, one card per step
 * with the previous and next buttons (disabled at either end), or swiped.
 */
export function SimilarCarousel({ heading, count, children, testId, loading = false }: Props) {
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
      <div className="flex items-end justify-between gap-4">
        <h2 id="similar-h" className="text-2xl font-bold">
          {heading}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => go(index - 1)}
            disabled={loading || index <= 0}
            aria-label="Previous similar cars"
            aria-controls="similar-track"
            className="flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 bg-white text-xl shadow-sm disabled:opacity-40"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            disabled={loading || atEnd}
            aria-label="Next similar cars"
            aria-controls="similar-track"
            className="flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 bg-white text-xl shadow-sm disabled:opacity-40"
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul
        id="similar-track"
        ref={track}
        onScroll={measure}
        data-testid={testId}
        data-index={index}
        className={`mt-4 flex gap-4 pb-3 ${loading ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto scroll-smooth"}`}
      >
        {Children.map(children, (child) => (
          <li className="w-72 shrink-0 snap-start">{child}</li>
        ))}
      </ul>
    </>
  );
}
