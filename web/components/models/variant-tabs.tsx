"use client";

import { formatMoney, type ModelVariant, variantTabsLayout } from "@forecourt/core";
import { type KeyboardEvent, useRef } from "react";

type Props = {
  modelName: string;
  variants: ModelVariant[];
  selected: number;
  onSelect: (index: number) => void;
  /** The id prefix shared with the variant's tab panel. */
  idPrefix: string;
};

const ARROW =
  "flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-gray-400 bg-white text-xl leading-none hover:bg-gray-50";

/** §2 variant tabs: a slider for more than 2 variants (with arrows for 4 or more), else a row. */
export function VariantTabs({ modelName, variants, selected, onSelect, idPrefix }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  const { slider, arrows } = variantTabsLayout(variants.length);
  const scroll = (dir: number) => strip.current?.scrollBy({ left: dir * 260, behavior: "smooth" });
  const choose = (index: number) => {
    onSelect(index);
    const tab = document.getElementById(`${idPrefix}-tab-${index}`);
    tab?.focus();
    tab?.scrollIntoView({ block: "nearest", inline: "nearest" });
  };
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    choose((selected + step + variants.length) % variants.length);
  };

  return (
    <div className="flex items-center gap-2">
      {arrows ? (
        <button
          type="button"
          aria-label="Scroll variants left"
          onClick={() => scroll(-1)}
          className={ARROW}
        >
          ‹
        </button>
      ) : null}
      <div
        ref={strip}
        role="tablist"
        aria-label={`${modelName} variants`}
        data-testid={slider ? "variant-slider" : "variant-row"}
        className={`flex min-w-0 flex-1 gap-2 ${slider ? "snap-x overflow-x-auto pb-1" : "flex-wrap"}`}
      >
        {variants.map((v, i) => (
          <button
            key={v.id}
            id={`${idPrefix}-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => onSelect(i)}
            onKeyDown={onKey}
            className={`min-w-40 shrink-0 snap-start rounded-lg border px-4 py-2 text-left ${i === selected ? "border-brand bg-brand text-white" : "border-gray-300 bg-white hover:border-brand"}`}
          >
            <span className="block text-sm font-bold">{v.name}</span>
            {v.dap_min_price ? (
              <span className="block text-xs">From {formatMoney(v.dap_min_price)}</span>
            ) : null}
          </button>
        ))}
      </div>
      {arrows ? (
        <button
          type="button"
          aria-label="Scroll variants right"
          onClick={() => scroll(1)}
          className={ARROW}
        >
          ›
        </button>
      ) : null}
    </div>
  );
}
