"use client";

// Not format/money: that one brings decimal.js (12.5 KB gzip) into the search page.
import { formatDollars } from "@forecourt/core/format/thousands";
import { useState } from "react";
import type { SearchView } from "@/lib/search";

const PRICE_STEP = 500;

type Props = { price: NonNullable<SearchView["price"]>; navigate: (href: string) => void };

/** §2/§4 price range slider: step 500 (§2), two handles that cannot cross (gap of at least 1). */
export function PriceSlider({ price, navigate }: Props) {
  const [low, setLow] = useState(price.low);
  const [high, setHigh] = useState(price.high);

  const commit = () => {
    if (low === price.low && high === price.high) return;
    navigate(price.template.replace("__MIN__", String(low)).replace("__MAX__", String(high)));
  };
  // §4: the handles cannot cross and keep a gap (one step, so at least 1).
  const set = (which: "low" | "high", value: number) => {
    if (which === "low") setLow(Math.min(value, high - PRICE_STEP));
    else setHigh(Math.max(value, low + PRICE_STEP));
  };

  return (
    <fieldset className="border-t border-gray-200 pt-4" data-testid="price-slider">
      <legend className="text-sm font-semibold">Price</legend>
      <p className="mt-1 text-sm text-gray-700" aria-live="polite">
        {formatDollars(low)} to {formatDollars(high)}
      </p>
      <div className="relative mt-2 h-8">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-[0.95rem] h-1 rounded bg-gray-300"
        />
        <input
          type="range"
          aria-label="Minimum price"
          min={price.min}
          max={price.max}
          step={PRICE_STEP}
          value={low}
          onChange={(e) => set("low", Number(e.target.value))}
          onPointerUp={commit}
          onKeyUp={commit}
          className="pointer-events-none absolute inset-x-0 top-2 w-full appearance-none bg-transparent accent-brand [&::-webkit-slider-thumb]:pointer-events-auto"
        />
        <input
          type="range"
          aria-label="Maximum price"
          min={price.min}
          max={price.max}
          step={PRICE_STEP}
          value={high}
          onChange={(e) => set("high", Number(e.target.value))}
          onPointerUp={commit}
          onKeyUp={commit}
          className="pointer-events-none absolute inset-x-0 top-2 w-full appearance-none bg-transparent accent-brand [&::-webkit-slider-thumb]:pointer-events-auto"
        />
      </div>
    </fieldset>
  );
}
