"use client";

import {
  formatThousands,
  SALES_COUNTER_REFRESH_SECONDS,
  salesCounterFrame,
  salesThisMonth,
} from "@forecourt/core";
import { useEffect, useRef, useState } from "react";

/**
 * §2/§9 'Sales this Month': core's value for the visitor's clock, recomputed every 150 s and
 * animated over 2 s from the value shown to the new one. The server's value is the first paint.
 */
export function SalesCounter({ initial }: { initial: number }) {
  const [shown, setShown] = useState(initial);
  const shownRef = useRef(initial);

  useEffect(() => {
    let frame = 0;
    const animateTo = (target: number) => {
      cancelAnimationFrame(frame);
      const from = shownRef.current;
      const start = performance.now();
      const step = () => {
        const value = salesCounterFrame(from, target, performance.now() - start);
        shownRef.current = value;
        setShown(value);
        if (value !== target) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    animateTo(salesThisMonth(new Date()));
    const timer = setInterval(
      () => animateTo(salesThisMonth(new Date())),
      SALES_COUNTER_REFRESH_SECONDS * 1000,
    );
    return () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div className="text-center" data-testid="sales-counter">
      <p className="text-4xl font-extrabold tabular-nums md:text-5xl" data-testid="sales-value">
        {formatThousands(shown)}
      </p>
      <p className="mt-1 text-sm font-semibold uppercase tracking-wide">Sales this Month</p>
    </div>
  );
}
