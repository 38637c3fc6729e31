"use client";

import type { Hotspot } from "@forecourt/core";
import { hotspotsForFrame } from "@forecourt/core/media/hotspots";
import {
  AUTO_ROTATE_INTERVAL_MS,
  type AutoRotation,
  autoRotationTick,
  frameAfterDrag,
  startAutoRotation,
  stopAutoRotation,
  wrapFrame,
} from "@forecourt/core/media/spin-frames";
import { useEffect, useRef, useState } from "react";
import { HotspotLayer } from "./hotspot-layer";
import { usePreloadedImages } from "./use-preloaded-images";

type Props = {
  frames: string[];
  title: string;
  hotspots: Hotspot[] | null;
};

type Drag = { pointerId: number; startX: number; startFrame: number };

/**
 * §2/§4 the 360° spinner, drawn from the car's spin_images: a loading state until every frame
 * has loaded, then a 'Swipe to spin' hint until the first pointer interaction. Dragging turns
 * one frame per 20 px (§9), the arrow keys one frame, and an auto-rotation (100 ms a frame)
 * runs one full loop unless the shopper interacts first.
 */
export function SpinViewer({ frames, title, hotspots }: Props) {
  const count = frames.length;
  const preload = usePreloadedImages(frames);
  const [frame, setFrame] = useState(0);
  const [pointerUsed, setPointerUsed] = useState(false);
  const [rotation, setRotation] = useState<AutoRotation | null>(null);
  const drag = useRef<Drag | null>(null);
  const interacted = useRef(false);

  useEffect(() => {
    if (!preload.ready || interacted.current) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setRotation(startAutoRotation(0, count));
  }, [preload.ready, count]);

  useEffect(() => {
    if (!rotation?.running) return;
    const timer = window.setTimeout(() => {
      const next = autoRotationTick(rotation, count);
      setRotation(next);
      setFrame(next.frame);
    }, AUTO_ROTATE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotation, count]);

  const interrupt = () => {
    interacted.current = true;
    setRotation((current) => (current ? stopAutoRotation(current) : current));
  };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    interrupt();
    setPointerUsed(true);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startFrame: frame };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setFrame(frameAfterDrag(current.startFrame, event.clientX - current.startX, count));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    interrupt();
    setFrame((f) => wrapFrame(f + step, count));
  };

  const angle = Math.round((frame * 360) / count);
  return (
    <div
      className="relative overflow-hidden rounded-lg bg-gray-100"
      style={{ aspectRatio: preload.ratio ?? 3 / 2 }}
      data-testid="spinner"
    >
      {preload.ready ? (
        <>
          <div
            role="slider"
            tabIndex={0}
            aria-label={`360° view of ${title}`}
            aria-valuemin={1}
            aria-valuemax={count}
            aria-valuenow={frame + 1}
            aria-valuetext={`${angle}°, frame ${frame + 1} of ${count}`}
            aria-orientation="horizontal"
            data-auto-rotate={rotation?.running ? "running" : "stopped"}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onKeyDown={onKeyDown}
            className="absolute inset-0 cursor-grab touch-pan-y select-none active:cursor-grabbing"
          >
            {/* Plain img: the frames were preloaded at these exact addresses. */}
            {/* biome-ignore lint/performance/noImgElement: an optimised URL would load every frame twice. */}
            <img
              src={frames[frame]}
              alt=""
              draggable={false}
              className="pointer-events-none h-full w-full object-contain"
            />
          </div>
          <HotspotLayer hotspots={hotspotsForFrame(hotspots, frame)} onInteract={interrupt} />
          {pointerUsed ? null : (
            <p className="pointer-events-none absolute bottom-3 left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-full bg-black/75 px-4 py-1.5 text-sm font-semibold text-white">
              <span aria-hidden="true">⟷</span> Swipe to spin
            </p>
          )}
          <p className="pointer-events-none absolute left-3 top-3 rounded bg-white/90 px-2 py-0.5 text-xs font-bold text-gray-800 shadow">
            360°
          </p>
        </>
      ) : (
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-gray-800"
        >
          <span
            aria-hidden="true"
            className="h-10 w-10 animate-spin rounded-full border-4 border-gray-300 border-t-brand"
          />
          <span className="text-sm font-semibold">Loading 360° view…</span>
          <progress
            max={count}
            value={preload.settled}
            aria-label="360° images loaded"
            className="h-1.5 w-40 overflow-hidden rounded-full accent-brand"
          />
        </div>
      )}
    </div>
  );
}
