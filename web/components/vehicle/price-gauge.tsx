"use client";

import type { PriceComparison } from "@forecourt/core";
import type { PriceGauge } from "@forecourt/core/market/price-gauge";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useNear } from "./when-near";

/** §8: what the console says when the autogauge call fails (the block is then hidden). */
const FETCH_FAILED = "Failed to fetch auto gauge data.";

/** GET {car path}/autogauge (§7); throws 'No data returned' on an empty response (§8). */
async function fetchAutogauge(slug: string): Promise<Partial<PriceComparison>> {
  const response = await fetch(`/api/cars/${encodeURIComponent(slug)}/autogauge`);
  if (!response.ok) throw new Error(`autogauge ${response.status}`);
  const body = (await response.json().catch(() => null)) as Partial<PriceComparison> | null;
  if (!body || Object.keys(body).length === 0) throw new Error("No data returned");
  return body;
}

type Shown = Props & { Dial: (props: Props) => ReactNode };
type Props = { gauge: PriceGauge; animationMs: number };

/**
 * §2 price-comparison gauge: shown only when core's §5 rule holds, with the needle sweeping
 * to the listing over 2.25 s (§9). A failed call logs and hides it (§8). The call, core's
 * gauge rule (with its decimal money formatting) and the dial are fetched as the block's
 * place nears the viewport: it sits below the calculators, out of a first screen.
 */
export function PriceComparisonGauge({ slug }: { slug: string }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const place = useRef<HTMLDivElement>(null);
  const near = useNear(place);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    Promise.all([
      fetchAutogauge(slug),
      import("@forecourt/core/market/price-gauge"),
      import("./price-gauge-dial"),
    ])
      .then(([data, rule, dial]) => {
        const gauge = rule.priceGauge(data);
        if (cancelled) return;
        setShown(
          gauge ? { gauge, animationMs: rule.GAUGE_ANIMATION_MS, Dial: dial.PriceGaugeDial } : null,
        );
      })
      .catch((error: unknown) => {
        console.error(FETCH_FAILED, error);
        if (!cancelled) setShown(null);
      });
    return () => {
      cancelled = true;
    };
  }, [slug, near]);

  // An empty marker holds the block's place until it is shown (or for good when it is not).
  if (!shown) return <div ref={place} style={{ margin: 0 }} data-testid="price-gauge-place" />;
  const { Dial, gauge, animationMs } = shown;
  return <Dial gauge={gauge} animationMs={animationMs} />;
}
