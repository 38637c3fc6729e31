"use client";

import { bodyStyleLabel, type Colour, wrapIndex } from "@forecourt/core";
import { useState } from "react";

const ARROW =
  "flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-gray-400 bg-white text-xl leading-none hover:bg-gray-50";

type Props = {
  colours: Colour[];
  modelName: string;
  /** Name each swatch's body style too (the same paint comes in several body styles). */
  labelBodyStyles?: boolean;
};

/** §2 colour picker with left and right arrows that wrap around. */
export function ColourPicker({ colours, modelName, labelBodyStyles = false }: Props) {
  const [index, setIndex] = useState(0);
  if (colours.length === 0) return null;
  const at = Math.min(index, colours.length - 1);
  const colour = colours[at];
  const nameOf = (c: Colour) =>
    labelBodyStyles && c.oem_id ? `${c.name}, ${bodyStyleLabel(c.oem_id)}` : c.name;
  return (
    <div data-testid="colour-picker">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => setIndex(wrapIndex(at, -1, colours.length))}
          aria-label="Previous colour"
          className={ARROW}
        >
          ‹
        </button>
        <div className="min-w-0 flex-1 text-center">
          {colour?.photo_url ? (
            // biome-ignore lint/performance/noImgElement: local colour renders
            <img
              src={colour.photo_url}
              alt={`${modelName} in ${colour.name}`}
              width={600}
              height={400}
              className="mx-auto h-auto max-h-64 w-auto rounded-lg"
            />
          ) : null}
          <p className="mt-2 font-semibold" aria-live="polite" data-testid="colour-name">
            {colour ? nameOf(colour) : null}
          </p>
          <p className="text-xs text-gray-700">
            {at + 1} of {colours.length}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setIndex(wrapIndex(at, 1, colours.length))}
          aria-label="Next colour"
          className={ARROW}
        >
          ›
        </button>
      </div>
      <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label="Colours">
        {colours.map((c, i) => (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => setIndex(i)}
              aria-label={nameOf(c)}
              aria-pressed={i === at}
              className={`h-8 w-8 rounded-full border-2 ${i === at ? "border-brand ring-2 ring-brand ring-offset-2" : "border-gray-300"}`}
              style={{ backgroundColor: c.hexCode ?? "#ccc" }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
