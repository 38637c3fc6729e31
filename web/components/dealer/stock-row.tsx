"use client";

import { formatMoney } from "@forecourt/core";
import type { StockRow } from "@forecourt/core/dealer/stock-list";
import { fieldClass } from "./console-api";
import { Cell } from "./console-table";

const MARK_LABELS = { available: "Available", reserved: "Reserved", sold: "Sold" } as const;
const number = (n: number | null, unit = "") =>
  n === null ? "–" : `${n.toLocaleString("en-AU")}${unit}`;

/**
 * One car of the stock list. `canEdit` (core's "stock" ability for the member's role) decides
 * whether its price box, status, website switch and selection box are there at all.
 */
export function StockRowView({
  row,
  canEdit,
  selected,
  onSelect,
  onEdit,
}: {
  row: StockRow;
  canEdit: boolean;
  selected: boolean;
  onSelect: (id: string, on: boolean) => void;
  onEdit: (row: StockRow, body: Record<string, unknown>) => Promise<void>;
}) {
  const priceId = `price-${row.id}`;
  return (
    <tr className="border-b align-top">
      {canEdit ? (
        <Cell label="Select">
          <input
            type="checkbox"
            aria-label={`Select ${row.title} (${row.stocknum ?? row.id})`}
            checked={selected}
            onChange={(e) => onSelect(row.id, e.target.checked)}
            className="h-5 w-5"
          />
        </Cell>
      ) : null}
      <Cell label="Photo">
        {row.photo ? (
          // biome-ignore lint/performance/noImgElement: dealer photos come from any feed host; a thumbnail needs no optimiser.
          <img
            src={row.photo}
            alt=""
            width={80}
            height={60}
            loading="lazy"
            className="h-[60px] w-[80px] rounded object-cover"
          />
        ) : (
          <span className="text-gray-600">No photo</span>
        )}
      </Cell>
      <Cell label="Car" className="font-semibold md:font-normal">
        {row.slug ? (
          <a className="underline" href={`/cars/${row.slug}`}>
            {row.title}
          </a>
        ) : (
          row.title
        )}
      </Cell>
      <Cell label="Stock no.">{row.stocknum ?? "–"}</Cell>
      <Cell label="Km" className="tabular-nums">
        {number(row.km)}
      </Cell>
      <Cell label="Price">
        {canEdit ? (
          <form
            // Keyed by the price: a saved or bulk change shows in the box (defaultValue is read once).
            key={`${row.id}:${row.price}`}
            onSubmit={(e) => {
              e.preventDefault();
              void onEdit(row, {
                action: "price",
                price: String(new FormData(e.currentTarget).get("price")),
              });
            }}
            className="flex flex-wrap gap-1"
          >
            <label htmlFor={priceId} className="sr-only">
              Price of {row.title}
            </label>
            <input
              id={priceId}
              name="price"
              inputMode="decimal"
              defaultValue={row.price ?? ""}
              placeholder={row.price === null ? "No price" : formatMoney(row.price)}
              className={`${fieldClass} w-28`}
            />
            <button type="submit" className="underline">
              Save price
            </button>
          </form>
        ) : (
          <span className="tabular-nums">
            {row.price === null ? "No price" : formatMoney(row.price)}
          </span>
        )}
      </Cell>
      <Cell label="Days in stock" className="tabular-nums">
        {number(row.days)}
      </Cell>
      <Cell label="Location">{row.location?.name ?? "–"}</Cell>
      <Cell label="Views" className="tabular-nums">
        <span data-testid="stock-views">{row.views}</span>
      </Cell>
      <Cell label="Leads" className="tabular-nums">
        {row.leads}
      </Cell>
      <Cell label="Status">
        {canEdit ? (
          <>
            <label className="sr-only" htmlFor={`mark-${row.id}`}>
              Status of {row.title}
            </label>
            <select
              id={`mark-${row.id}`}
              value={row.mark}
              onChange={(e) => void onEdit(row, { action: "mark", status: e.target.value })}
              className={fieldClass}
            >
              <option value="available">Available</option>
              <option value="reserved">Reserved</option>
              <option value="sold">Sold</option>
            </select>
          </>
        ) : (
          MARK_LABELS[row.mark]
        )}
      </Cell>
      <Cell label="Website">
        {canEdit ? (
          <button
            type="button"
            className="underline"
            onClick={() => void onEdit(row, { action: row.shown ? "hide" : "show" })}
          >
            {row.shown ? `Hide ${row.title}` : `Show ${row.title}`}
          </button>
        ) : row.shown ? (
          "Shown"
        ) : (
          "Hidden"
        )}
      </Cell>
    </tr>
  );
}
