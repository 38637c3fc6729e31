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
      {/* Two handles on two rows, each a full 24px-high target of its own (WCAG 2.2 target size:
          overlapping ranges hid each other's handle from a tap and from axe). */}
      <div className="mt-2 space-y-1">
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
          className="block h-6 w-full accent-brand"
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
          className="block h-6 w-full accent-brand"
        />
      </div>
    </fieldset>
  );
}
