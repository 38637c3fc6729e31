import {
  STOCK_SORTS,
  type StockListQuery,
  type StockSort,
} from "@forecourt/core/dealer/stock-list-query";
import { buttonClass, fieldClass } from "./console-styles";

/** The names the console gives each sortable column (issue 35 §1). */
export const SORT_LABELS: Record<StockSort, string> = {
  car: "Car",
  year: "Year",
  stocknum: "Stock no.",
  km: "Km",
  price: "Price",
  days: "Days in stock",
  location: "Location",
  views: "Views",
  leads: "Leads",
  status: "Status",
  photo: "Photo",
};

const RANGES = [
  ["year", "Year", "yearMin", "yearMax"],
  ["km", "Km", "kmMin", "kmMax"],
  ["price", "Price ($)", "priceMin", "priceMax"],
  ["days", "Days in stock", "daysMin", "daysMax"],
] as const;

/** The form's values as the address's parts (empty fields left out; core parses the rest). */
export function filtersOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") values[key] = value.trim();
  }
  return values;
}

/**
 * The stock list's filters: words, status, website, location, photo, a range on each number
 * column, and the sort. Submitting writes them into the address (the screen does).
 */
export function StockFilters({
  query,
  locations,
  onApply,
}: {
  query: StockListQuery;
  locations: { id: string; name: string }[];
  onApply: (values: Record<string, string>) => void;
}) {
  const value = (key: keyof StockListQuery) => (query[key] === undefined ? "" : String(query[key]));
  return (
    <form
      aria-label="Filter stock"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(filtersOf(e.currentTarget));
      }}
      className="grid grid-cols-1 gap-3 rounded bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <label className="flex flex-col">
        Search
        <input name="q" type="search" defaultValue={value("q")} className={fieldClass} />
      </label>
      <label className="flex flex-col">
        Status
        <select name="mark" defaultValue={value("mark")} className={fieldClass}>
          <option value="">Any</option>
          <option value="available">Available</option>
          <option value="reserved">Reserved</option>
          <option value="sold">Sold</option>
        </select>
      </label>
      <label className="flex flex-col">
        On the website
        <select name="visibility" defaultValue={value("visibility")} className={fieldClass}>
          <option value="">Shown or hidden</option>
          <option value="shown">Shown</option>
          <option value="hidden">Hidden</option>
        </select>
      </label>
      <label className="flex flex-col">
        Location
        <select name="location" defaultValue={value("location")} className={fieldClass}>
          <option value="">Any</option>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col">
        Photo
        <select name="photo" defaultValue={value("photo")} className={fieldClass}>
          <option value="">With or without</option>
          <option value="with">With a photo</option>
          <option value="without">Without a photo</option>
        </select>
      </label>
      {RANGES.map(([id, label, min, max]) => (
        <fieldset key={id} className="flex flex-col">
          <legend>{label}</legend>
          <div className="flex items-center gap-1">
            <input
              name={min}
              aria-label={`${label} from`}
              inputMode="numeric"
              placeholder="from"
              defaultValue={value(min)}
              className={`${fieldClass} w-full min-w-0`}
            />
            <span aria-hidden="true">–</span>
            <input
              name={max}
              aria-label={`${label} to`}
              inputMode="numeric"
              placeholder="to"
              defaultValue={value(max)}
              className={`${fieldClass} w-full min-w-0`}
            />
          </div>
        </fieldset>
      ))}
      <label className="flex flex-col">
        At least this many views
        <input
          name="viewsMin"
          inputMode="numeric"
          defaultValue={value("viewsMin")}
          className={fieldClass}
        />
      </label>
      <label className="flex flex-col">
        At least this many leads
        <input
          name="leadsMin"
          inputMode="numeric"
          defaultValue={value("leadsMin")}
          className={fieldClass}
        />
      </label>
      <label className="flex flex-col">
        Sort by
        <select name="sort" defaultValue={value("sort")} className={fieldClass}>
          <option value="">Stock no. (default)</option>
          {STOCK_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col">
        Order
        <select name="dir" defaultValue={value("dir")} className={fieldClass}>
          <option value="">Lowest first</option>
          <option value="desc">Highest first</option>
        </select>
      </label>
      <div className="flex items-end gap-3">
        <button type="submit" className={buttonClass}>
          Apply filters
        </button>
        <a href="/dealer/stock" className="underline">
          Clear
        </a>
      </div>
    </form>
  );
}
