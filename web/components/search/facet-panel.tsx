"use client";

import { useState } from "react";
import type { SearchView } from "@/lib/search";
import { PriceSlider } from "./price-slider";

type Props = { view: SearchView; navigate: (href: string) => void };

/** §2 facet filters: make dropdown (first 20 as popular makes), price slider, then each facet. */
export function FacetPanel({ view, navigate }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <aside aria-label="Filters">
      <button
        type="button"
        className="w-full rounded border border-gray-300 px-4 py-2 font-semibold lg:hidden"
        aria-expanded={open}
        aria-controls="search-filters"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? "Hide filters" : "Show filters"}
      </button>
      <div
        id="search-filters"
        className={`${open ? "block" : "hidden"} mt-4 space-y-5 lg:mt-0 lg:block`}
      >
        <label className="block text-sm font-semibold">
          Make
          <select
            className="mt-1 block w-full rounded border border-gray-300 px-2 py-2 font-normal"
            value={
              view.makes.popular.concat(view.makes.all).find((m) => m.selected)?.href ??
              view.makes.clearHref
            }
            onChange={(event) => navigate(event.target.value)}
            data-testid="make-select"
          >
            <option value={view.makes.clearHref}>All makes</option>
            <optgroup label="Popular makes">
              {view.makes.popular.map((make) => (
                <option key={`p-${make.value}`} value={make.href}>
                  {make.label} ({make.count})
                </option>
              ))}
            </optgroup>
            <optgroup label="All makes">
              {view.makes.all.map((make) => (
                <option key={`a-${make.value}`} value={make.href}>
                  {make.label} ({make.count})
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        {view.price ? <PriceSlider key={view.href} price={view.price} navigate={navigate} /> : null}
        {view.facets.map((facet) => (
          <fieldset key={`${facet.field}-${view.href}`} className="border-t border-gray-200 pt-4">
            <legend className="text-sm font-semibold">{facet.title}</legend>
            <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto">
              {facet.options.map((option) => (
                <li key={option.value}>
                  <label className="flex cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-brand"
                      defaultChecked={option.selected}
                      onChange={() => navigate(option.href)}
                      name={facet.field}
                      value={option.value}
                    />
                    <span className="flex-1">{option.label}</span>
                    <span className="text-gray-700">{option.count}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
        {view.hasFilters ? (
          <button
            type="button"
            onClick={() => navigate(view.clearHref)}
            className="w-full rounded border border-brand px-4 py-2 font-semibold text-brand"
          >
            Clear Filters
          </button>
        ) : null}
      </div>
    </aside>
  );
}
