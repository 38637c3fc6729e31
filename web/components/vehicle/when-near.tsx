"use client";

import { type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from "react";

type Props = {
  /** The block's heading, shown (and in the outline) until the block has loaded. */
  title: string;
  /** Tailwind min-height classes: the block's usual height, so the page does not jump when it arrives. */
  minHeight: string;
  /** A lazy() block: its code is fetched when first rendered. */
  children: ReactNode;
  /**
   * Whether the placeholder draws the block's frame and heading (the default), or is
   * a bare space inside a section that has its own.
   */
  framed?: boolean;
};

/**
 * Whether the element has come within about a screen of the viewport (and stays true once it
 * has). Browsers without IntersectionObserver count as near at once.
 */
export function useNear(ref: RefObject<HTMLElement | null>, margin = "800px 0px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}

/**
 * Renders a lazy block once it comes within about a screen of the viewport; until
 * then the page has not fetched its code. The vehicle page's calculators carry the
 * decimal maths of core/, which a shopper reading the top of the page never needs.
 */
export function WhenNear({ title, minHeight, children, framed = true }: Props) {
  const ref = useRef<HTMLElement>(null);
  const near = useNear(ref);

  const placeholder = framed ? (
    <section
      ref={ref}
      aria-label={title}
      aria-busy="true"
      className={`rounded-lg border border-gray-200 p-5 ${minHeight}`}
    >
      <h2 className="text-xl font-bold">{title}</h2>
    </section>
  ) : (
    <div ref={ref as RefObject<HTMLDivElement>} aria-busy="true" className={minHeight}>
      <span className="sr-only">Loading the {title.toLowerCase()}…</span>
    </div>
  );
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
