"use client";

import { useEffect, useState } from "react";

export type Preload = {
  /** Images settled so far (loaded, or failed and logged). */
  settled: number;
  ready: boolean;
  /** Width ÷ height of the first image that loaded; null until one has. */
  ratio: number | null;
};

/**
 * Loads every image before the spinner shows (§4: a loading state until all spin images have
 * loaded). A failed image is logged (§8 console-only image errors) and counted as settled so
 * one broken frame does not hold the spinner on its loading state forever.
 */
export function usePreloadedImages(urls: readonly string[]): Preload {
  const [state, setState] = useState<Preload>({
    settled: 0,
    ready: urls.length === 0,
    ratio: null,
  });
  const key = urls.join("\n");
  useEffect(() => {
    const list = key === "" ? [] : key.split("\n");
    let cancelled = false;
    let settled = 0;
    let ratio: number | null = null;
    setState({ settled: 0, ready: list.length === 0, ratio: null });
    const images = list.map((url) => {
      const image = new window.Image();
      const done = () => {
        if (cancelled) return;
        settled += 1;
        setState({ settled, ready: settled === list.length, ratio });
      };
      image.onload = () => {
        if (ratio === null && image.naturalHeight > 0)
          ratio = image.naturalWidth / image.naturalHeight;
        done();
      };
      image.onerror = () => {
        console.error("spin image failed to load", url);
        done();
      };
      image.src = url;
      return image;
    });
    return () => {
      cancelled = true;
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [key]);
  return state;
}
