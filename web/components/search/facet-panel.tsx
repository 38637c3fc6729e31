"use client";

import { useEffect, useState } from "react";
import type { FacetOption, SearchView } from "@/lib/search";
import { PriceSlider } from "./price-slider";

type Props = {
  view: SearchView;
  /** Changes with every view shown: the lists remount so native ticks follow the new view. */
  revision: number;
  loading: boolean;
  navigate: (href: string) => void;
};

/**
 * §2 facet filters: makes (the first 20 as popular makes), price slider, then each facet;
 * every list allows several values. On phones (issue 14 §3) they open in a full-screen
 * drawer whose sticky button shows the count of the filters chosen so far.
 */
export function FacetPanel({ view, revision, loading, navigate }: Props) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    // The page behind a full-screen drawer must not scroll under the shopper's finger.
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener("keydown", onKey);
    };
  }, [open]);
  const results = `${new Intl.NumberFormat("en-AU").format(view.count)} ${view.count === 1 ? "result" : "results"}`;
  return (
    <aside aria-label="Filters">
      <button
        type="button"
        className="w-full rounded border border-gray-300 px-4 py-2 font-semibold lg:hidden"
        aria-expanded={open}
        aria-controls="search-filters"
        onClick={() => setOpen(true)}
      >
        Filters{view.chips.length > 0 ? ` (${view.chips.length})` : ""}
      </button>
      <div
        id="search-filters"
        data-testid="filter-drawer"
        className={`${open ? "fixed inset-0 z-50 flex flex-col bg-white" : "hidden"} lg:static lg:z-auto lg:block`}
      >
        <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3 lg:hidden">
          <h2 className="text-lg font-bold">Filters</h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded px-3 py-2 font-semibold"
            aria-label="Close filters"
          >
            ✕
          </button>
        </div>
        <div className="flex-1 space-y-5 overflow-y-auto px-4 py-4 lg:overflow-visible lg:p-0">
          <MakeList view={view} revision={revision} navigate={navigate} />
          {view.price ? (
            <PriceSlider key={revision} price={view.price} navigate={navigate} />
          ) : null}
          {view.facets.map((facet) => (
            <fieldset key={`${facet.field}-${revision}`} className="border-t border-gray-200 pt-4">
              <legend className="text-sm font-semibold">{facet.title}</legend>
              <OptionList field={facet.field} options={facet.options} navigate={navigate} />
            </fieldset>
          ))}
          {view.hasFilters ? (
            <button
              type="button"
              onClick={() => navigate(view.clearHref)}
              className="w-full rounded border border-brand bg-white px-4 py-2 font-semibold text-brand"
            >
              Clear Filters
            </button>
          ) : null}
        </div>
        <div className="sticky bottom-0 border-t border-gray-200 bg-white p-4 lg:hidden">
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="w-full rounded bg-brand px-4 py-3 font-semibold text-white"
            data-testid="show-results"
            aria-live="polite"
          >
            {loading ? "Updating results…" : `Show ${results}`}
          </button>
        </div>
      </div>
    </aside>
  );
}

function MakeList({ view, revision, navigate }: Omit<Props, "loading">) {
  const { popular, all } = view.makes;
  if (popular.length === 0) return null;
  return (
    <fieldset key={`make-${revision}`} data-testid="make-list">
      <legend className="text-sm font-semibold">{view.makes.title}</legend>
      <p className="mt-2 text-xs font-semibold uppercase text-gray-700">Popular makes</p>
      <OptionList field="make" options={popular} navigate={navigate} />
      {all.length > 0 ? (
        <>
          <p className="mt-3 text-xs font-semibold uppercase text-gray-700">All makes</p>
          <OptionList field="make" options={all} navigate={navigate} />
        </>
      ) : null}
    </fieldset>
  );
}

type ListProps = { field: string; options: FacetOption[]; navigate: (href: string) => void };

function OptionList({ field, options, navigate }: ListProps) {
  return (
    <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto">
      {options.map((option) => (
        <li key={option.value}>
          <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand"
              defaultChecked={option.selected}
              onChange={() => navigate(option.href)}
              name={field}
              value={option.value}
            />
            <span className="flex-1">{option.label}</span>
            <span className="text-gray-700">{option.count}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
