"use client";

import { useId, useRef, useState } from "react";
import { SanitisedHtml } from "@/components/sanitised-html";
import { useCollapseAnimation } from "./use-collapse-animation";

/** §2 feature list: 8 items (§9) with a Show All / Hide toggle; items are sanitised HTML. */
export function FeatureList({ items, limit }: { items: string[]; limit: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const measure = useCollapseAnimation(list, open);
  const shown = open ? items : items.slice(0, limit);
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-lg border border-gray-200 p-5">
      <h2 id={`${id}-h`} className="text-xl font-bold">
        Features
      </h2>
      <ul ref={list} id={id} className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {shown.map((html) => (
          <li key={html} className="flex gap-2">
            <span aria-hidden="true" className="text-brand">
              ✓
            </span>
            <SanitisedHtml className="dealer-html" html={html} />
          </li>
        ))}
      </ul>
      {items.length > limit ? (
        <button
          type="button"
          className="mt-3 font-semibold text-brand underline"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => {
            measure();
            setOpen((o) => !o);
          }}
        >
          {open ? "Hide" : "Show All"}
        </button>
      ) : null}
    </section>
  );
}
