"use client";

import type { PlacedHotspot } from "@forecourt/core/media/hotspots";
import { type CSSProperties, useEffect, useId, useState } from "react";

type Props = {
  hotspots: PlacedHotspot[];
  /** Called when a hotspot is opened, so the spin stops under it. */
  onInteract: () => void;
};

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/**
 * Keeps the description inside the frame: below the dot in the top half, above it in the
 * bottom half; anchored left or right near an edge, else centred on the dot.
 */
function panelPlace(x: number, y: number): CSSProperties {
  const vertical: CSSProperties =
    y > 0.5
      ? { bottom: `calc(${percent(1 - y)} + 1.25rem)` }
      : { top: `calc(${percent(y)} + 1.25rem)` };
  if (x < 0.3) return { ...vertical, left: `max(0.5rem, calc(${percent(x)} - 1rem))` };
  if (x > 0.7) return { ...vertical, right: `max(0.5rem, calc(${percent(1 - x)} - 1rem))` };
  return { ...vertical, left: percent(x), transform: "translateX(-50%)" };
}

/** §2 hotspots on the frame shown: a button on each that opens its description. */
export function HotspotLayer({ hotspots, onInteract }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  const panelId = useId();
  const open = hotspots.find((h) => h.id === openId) ?? null;
  const openIndex = open ? hotspots.indexOf(open) : -1;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenId(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      {hotspots.map((hotspot, index) => (
        <button
          key={hotspot.id}
          type="button"
          aria-label={`Feature ${index + 1}`}
          aria-expanded={openId === hotspot.id}
          aria-controls={openId === hotspot.id ? panelId : undefined}
          onClick={() => {
            onInteract();
            setOpenId((current) => (current === hotspot.id ? null : hotspot.id));
          }}
          style={{ left: percent(hotspot.x), top: percent(hotspot.y) }}
          className="absolute z-10 flex h-8 w-8 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-brand text-lg font-bold leading-none text-white shadow-lg ring-4 ring-brand/30 transition hover:scale-110"
        >
          <span aria-hidden="true">{openId === hotspot.id ? "×" : "+"}</span>
        </button>
      ))}
      {open ? (
        <div
          id={panelId}
          data-testid="hotspot-description"
          style={panelPlace(open.x, open.y)}
          className="absolute z-20 w-52 max-w-[70%] rounded-lg bg-white p-3 text-sm shadow-xl ring-1 ring-black/10"
        >
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-700">
            Feature {openIndex + 1}
          </p>
          <p className="mt-1 font-semibold text-ink">{open.description}</p>
          <button
            type="button"
            onClick={() => setOpenId(null)}
            className="mt-2 text-xs font-semibold text-brand underline"
          >
            Close
          </button>
        </div>
      ) : null}
    </>
  );
}
