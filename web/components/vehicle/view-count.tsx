"use client";

import { useEffect, useRef, useState } from "react";

type Props = { slug: string; photosCount: number; vehicleWord: string };

/** §7 view.json: counts this page view and returns the new total, or null when not ok. */
async function countView(slug: string, photosCount: number): Promise<number | null> {
  try {
    const res = await fetch(
      `/api/cars/${encodeURIComponent(slug)}/view.json?photos_count=${photosCount}`,
      { cache: "no-store" },
    );
    if (!res.ok) return null;
    const body = (await res.json()) as { views?: unknown };
    return typeof body.views === "number" ? body.views : null;
  } catch {
    return null;
  }
}

/**
 * The vehicle page's views (issue 14 §2): one view.json call per page view, from the browser, so
 * a crawler's HEAD, a link prefetch (no effects run) or a re-render never counts. The request is
 * kept per slug, so React's development double effect reuses it instead of counting twice. The
 * total shown is the counter the dealer console's stock list reads.
 */
export function ViewCount({ slug, photosCount, vehicleWord }: Props) {
  const [views, setViews] = useState<number | null>(null);
  const request = useRef<{ slug: string; views: Promise<number | null> } | null>(null);

  useEffect(() => {
    if (request.current?.slug !== slug) {
      request.current = { slug, views: countView(slug, photosCount) };
    }
    let live = true;
    void request.current.views.then((total) => {
      if (live) setViews(total);
    });
    return () => {
      live = false;
    };
  }, [slug, photosCount]);

  return (
    <p className="mt-1 min-h-4 text-xs text-gray-700" aria-live="polite" data-testid="view-count">
      {views
        ? `${views} ${views === 1 ? "person" : "people"} viewed this ${vehicleWord.toLowerCase()}`
        : null}
    </p>
  );
}
