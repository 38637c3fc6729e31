"use client";

import { type RefObject, useEffect, useState } from "react";
import { useNear } from "./when-near";

export type CarsLoad<T> = { kind: "loading" } | { kind: "loaded"; cars: T[] } | { kind: "failed" };

/**
 * Fetches `{ cars }` from `url` once the element comes within about a screen of the viewport,
 * so a shopper reading the top of the page does not pay for it. A failure is console-only
 * (§8), logged as "{what} failed", and reported as `failed` for the block's own fallback.
 */
export function useCarsWhenNear<T>(
  ref: RefObject<HTMLElement | null>,
  url: string,
  what: string,
  onNear?: () => void,
): CarsLoad<T> {
  const [load, setLoad] = useState<CarsLoad<T>>({ kind: "loading" });
  const near = useNear(ref);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onNear is a fire-and-forget prefetch
  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    setLoad({ kind: "loading" });
    onNear?.();
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${what} ${response.status}`);
        const body = (await response.json()) as { cars?: T[] };
        if (!cancelled) setLoad({ kind: "loaded", cars: body.cars ?? [] });
      })
      .catch((error: unknown) => {
        console.error(`${what} failed`, error);
        if (!cancelled) setLoad({ kind: "failed" });
      });
    return () => {
      cancelled = true;
    };
  }, [near, url, what]);
  return load;
}
