"use client";

import type { Hotspot } from "@forecourt/core";
import { hotspotsForFrame } from "@forecourt/core/media/hotspots";
import { useRef } from "react";
import { HotspotLayer } from "./hotspot-layer";

type Props = { image: string; title: string; hotspots: Hotspot[] | null };

type Pan = { pointerId: number; startX: number; startScroll: number };

/**
 * §2 Interior mode: the car's spin_interior_image as a panorama filling the height, scrolled
 * sideways (drag with a mouse, swipe, or the arrow keys once focused), with the interior
 * hotspots (angle 0) placed on it.
 */
export function InteriorView({ image, title, hotspots }: Props) {
  const scroller = useRef<HTMLElement>(null);
  const pan = useRef<Pan | null>(null);

  const centre = () => {
    const el = scroller.current;
    if (el) el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
  };

  return (
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must be focusable for keyboard users.
      tabIndex={0}
      aria-label={`Interior of ${title}: scroll sideways to look around`}
      data-testid="interior-view"
      className="relative aspect-[3/2] cursor-grab overflow-x-auto overflow-y-hidden rounded-lg bg-gray-900 active:cursor-grabbing"
      onPointerDown={(event) => {
        // Touch scrolls natively; a press on a hotspot is a click, not a pan.
        if (event.pointerType !== "mouse") return;
        if ((event.target as HTMLElement).closest("button")) return;
        pan.current = {
          pointerId: event.pointerId,
          startX: event.clientX,
          startScroll: event.currentTarget.scrollLeft,
        };
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        const current = pan.current;
        if (!current || current.pointerId !== event.pointerId) return;
        event.currentTarget.scrollLeft = current.startScroll - (event.clientX - current.startX);
      }}
      onPointerUp={() => {
        pan.current = null;
      }}
      onPointerCancel={() => {
        pan.current = null;
      }}
    >
      <div className="relative h-full w-max">
        {/* biome-ignore lint/performance/noImgElement: the panorama keeps its own width at full height. */}
        <img
          src={image}
          alt={`Interior panorama of ${title}`}
          draggable={false}
          onLoad={centre}
          className="h-full w-auto max-w-none select-none"
        />
        <HotspotLayer hotspots={hotspotsForFrame(hotspots, 0)} onInteract={() => {}} />
      </div>
    </section>
  );
}
