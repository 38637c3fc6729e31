"use client";

import type { PriceGauge } from "@forecourt/core/market/price-gauge";
import { useEffect, useState } from "react";

// The dial is a half circle from 180° (market minimum, left) to 0° (maximum, right).
const CX = 120;
const CY = 120;
const R = 96;
const point = (fraction: number, radius = R) => {
  const angle = Math.PI * (1 - fraction);
  return [CX + radius * Math.cos(angle), CY - radius * Math.sin(angle)] as const;
};
const arc = (from: number, to: number) => {
  const [x1, y1] = point(from);
  const [x2, y2] = point(to);
  return `M ${x1.toFixed(1)} ${y1.toFixed(1)} A ${R} ${R} 0 0 1 ${x2.toFixed(1)} ${y2.toFixed(1)}`;
};

type Props = { gauge: PriceGauge; animationMs: number };

/** §2 the price-comparison dial and its summary; the needle sweeps to the listing (§9). */
export function PriceGaugeDial({ gauge, animationMs }: Props) {
  const [needle, setNeedle] = useState(0);
  useEffect(() => {
    // Start at the minimum, then let the transition carry the needle to the listing.
    const frame = window.requestAnimationFrame(() => setNeedle(gauge.needle));
    return () => window.cancelAnimationFrame(frame);
  }, [gauge]);

  const degrees = -90 + needle * 180;
  return (
    <section
      aria-labelledby="price-gauge-h"
      className="rounded-lg border border-gray-200 p-5"
      data-testid="price-gauge"
    >
      <h2 id="price-gauge-h" className="text-xl font-bold">
        Price comparison
      </h2>
      <div className="mt-3 flex flex-col items-center gap-4 sm:flex-row sm:items-center">
        <svg viewBox="0 0 240 140" className="w-60 shrink-0" aria-hidden="true">
          <path d={arc(0, 1 / 3)} stroke="#15803d" strokeWidth="18" fill="none" />
          <path d={arc(1 / 3, 2 / 3)} stroke="#ca8a04" strokeWidth="18" fill="none" />
          <path d={arc(2 / 3, 1)} stroke="#b91c1c" strokeWidth="18" fill="none" />
          <g
            data-testid="price-gauge-needle"
            data-needle={gauge.needle}
            style={{
              transform: `rotate(${degrees}deg)`,
              transformOrigin: `${CX}px ${CY}px`,
              transition: `transform ${animationMs}ms cubic-bezier(0.22, 1, 0.36, 1)`,
            }}
            className="motion-reduce:transition-none"
          >
            <path
              d={`M ${CX - 6} ${CY} L ${CX} ${CY - R + 8} L ${CX + 6} ${CY} Z`}
              fill="#111827"
            />
          </g>
          <circle cx={CX} cy={CY} r="10" fill="#111827" />
          <text x="20" y="138" fontSize="11" fill="#374151">
            {gauge.min}
          </text>
          <text x="220" y="138" fontSize="11" fill="#374151" textAnchor="end">
            {gauge.max}
          </text>
        </svg>
        <div className="text-center sm:text-left">
          <p className="text-lg font-bold">
            {gauge.position === "below" ? "Below the market range" : "Within the market range"}
          </p>
          <p className="mt-1 text-gray-800" data-testid="price-gauge-summary">
            {gauge.summary}
          </p>
          {gauge.description ? (
            <p className="mt-1 text-sm text-gray-700">{gauge.description}</p>
          ) : null}
          <p className="mt-2 text-xs text-gray-700">
            Market range from comparable vehicles in our stock.
          </p>
        </div>
      </div>
    </section>
  );
}
