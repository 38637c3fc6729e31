"use client";

import type { Colour } from "@forecourt/core";
import { useState } from "react";

/** §2 colour picker with left and right arrows that wrap around. */
export function ColourPicker({ colours, modelName }: { colours: Colour[]; modelName: string }) {
  const [index, setIndex] = useState(0);
  if (colours.length === 0) return null;
  const at = Math.min(index, colours.length - 1);
  const colour = colours[at];
  const step = (delta: number) => setIndex((at + delta + colours.length) % colours.length);
  return (
    <div data-testid="colour-picker">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label="Previous colour"
          className="rounded-full border border-gray-400 px-3 py-2"
        >
          ‹
        </button>
        <div className="flex-1 text-center">
          {colour?.photo_url ? (
            // biome-ignore lint/performance/noImgElement: local colour renders
            <img
              src={colour.photo_url}
              alt={`${modelName} in ${colour.name}`}
              width={600}
              height={400}
              className="mx-auto h-auto max-h-64 w-auto"
            />
          ) : null}
          <p className="mt-2 font-semibold" aria-live="polite" data-testid="colour-name">
            {colour?.name}
          </p>
        </div>
        <button
          type="button"
          onClick={() => step(1)}
          aria-label="Next colour"
          className="rounded-full border border-gray-400 px-3 py-2"
        >
          ›
        </button>
      </div>
      <ul className="mt-3 flex flex-wrap justify-center gap-2" aria-label="Colours">
        {colours.map((c, i) => (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => setIndex(i)}
              aria-label={c.name}
              aria-pressed={i === at}
              className={`h-8 w-8 rounded-full border-2 ${i === at ? "border-brand ring-2 ring-brand" : "border-gray-300"}`}
              style={{ backgroundColor: c.hexCode ?? "#ccc" }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
