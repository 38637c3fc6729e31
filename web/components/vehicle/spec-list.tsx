"use client";

import { useId, useRef, useState } from "react";
import { useCollapseAnimation } from "./use-collapse-animation";

type Props = { title: string; items: Array<{ label: string; value: string }>; perColumn: number };

/** §2 All Specifications: 4 per column (§9), Show More / Hide Specs. */
export function SpecList({ title, items, perColumn }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const list = useRef<HTMLDListElement>(null);
  const measure = useCollapseAnimation(list, open);
  const limit = perColumn * 2;
  const shown = open ? items : items.slice(0, limit);
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-lg border border-gray-200 p-5">
      <h2 id={`${id}-h`} className="text-xl font-bold">
        {title}
      </h2>
      <dl ref={list} id={id} className="mt-3 grid gap-x-8 sm:grid-cols-2">
        {shown.map((item) => (
          <div
            key={item.label}
            className="flex justify-between gap-4 border-b border-gray-100 py-2 text-sm"
          >
            <dt className="text-gray-700">{item.label}</dt>
            <dd className="text-right font-semibold">{item.value}</dd>
          </div>
        ))}
      </dl>
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
          {open ? "Hide Specs" : "Show More"}
        </button>
      ) : null}
    </section>
  );
}
